import { authRoute } from './route';

// GET /auth/v1/verify: the link of a recovery mail, opened by a mail client with no apikey (as on
// hosted); used once, within the hour (server/auth/recovery.ts).
export const verifyRecovery = authRoute({
  name: 'recovery link',
  methods: ['GET'],
  path: 'verify',
  access: 'none',
  input: {
    query: {
      token: 'the one-time token of the mail',
      type: 'recovery',
      redirect_to: 'optional: an address on the site',
    },
  },
  handle: ({ req, res, url, deps }) => deps.recovery.verify(req, res, url, deps),
});
