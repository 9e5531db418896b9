import { sendJson } from '../../http/respond';
import { listFactors } from '../mfa-store';
import { sessionUser } from '../request';
import { publicUser } from '../users';
import { authRoute } from './route';

// GET /auth/v1/user (supabase-js getUser): the signed-in user, with its factors.
export const getUser = authRoute({
  name: 'get user',
  methods: ['GET'],
  path: 'user',
  access: 'key',
  input: { headers: { authorization: "Bearer <the user's access token>" } },
  async handle({ res, caller, deps }) {
    const { user } = await sessionUser(caller, deps.db);
    const factors = await deps.db.asOwner((tx) => listFactors(tx, user.id));
    return sendJson(res, 200, publicUser(user, factors));
  },
});
