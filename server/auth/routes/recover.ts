import { AUTH_BODY_LIMIT } from '../request';
import { authRoute } from './route';

// POST /auth/v1/recover (supabase-js resetPasswordForEmail): mails a one-time link, within the
// limits per address, per inbox and in all (server/auth/recovery.ts).
export const recover = authRoute({
  name: 'password recovery mail',
  methods: ['POST'],
  path: 'recover',
  access: 'key',
  input: {
    query: { redirect_to: 'optional: where the link returns, on the site' },
    body: 'JSON { email }',
    maxBodyBytes: AUTH_BODY_LIMIT,
  },
  handle: ({ req, res, url, deps }) => deps.recovery.recover(req, res, url, deps),
});
