import { sendJson } from '../../http/respond';
import { AUTH_BODY_LIMIT } from '../request';
import { updateUser as update } from '../user-update';
import { authRoute } from './route';

// PUT /auth/v1/user (supabase-js updateUser): email, password or metadata of the signed-in user
// (server/auth/user-update.ts).
export const updateUser = authRoute({
  name: 'update user',
  methods: ['PUT'],
  path: 'user',
  access: 'key',
  input: {
    headers: { authorization: "Bearer <the user's access token>" },
    body: 'JSON { email?, password?, data? }',
    maxBodyBytes: AUTH_BODY_LIMIT,
  },
  handle: async ({ req, res, caller, deps }) => sendJson(res, 200, await update(req, caller, deps)),
});
