import { sendJson } from '../../http/respond';
import { createAdministrator as create } from '../account-admin';
import { AUTH_BODY_LIMIT } from '../request';
import { authRoute } from './route';

// POST /auth/v1/embedded/administrators: an administrator adds another (the embedded backend's
// own route; server/auth/account-admin.ts).
export const createAdministrator = authRoute({
  name: 'create administrator',
  methods: ['POST'],
  path: 'embedded/administrators',
  access: 'key',
  input: {
    headers: { authorization: "Bearer <an administrator's access token>" },
    body: 'JSON { email, reset_password? }',
    maxBodyBytes: AUTH_BODY_LIMIT,
  },
  handle: async ({ req, res, caller, deps }) => sendJson(res, 200, await create(req, caller, deps)),
});
