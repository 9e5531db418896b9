import { authError } from '../../http/errors';
import { sendEmpty } from '../../http/respond';
import { hasVerifiedFactor } from '../mfa-store';
import { sessionUser } from '../request';
import { authRoute } from './route';

/**
 * `POST /auth/v1/logout?scope=global|local|others` (supabase-js `signOut`). Once the account has a
 * verified factor, ending OTHER sessions takes an aal2 session: a password alone (aal1, say a
 * stolen one) must not sign the owner out of its devices. `others` is then refused; `global`,
 * what supabase-js sends by default (the panel's 'Cerrar sesión' on the code screen), ends only
 * the caller's own session.
 */
export const logout = authRoute({
  name: 'logout',
  methods: ['POST'],
  path: 'logout',
  access: 'key',
  input: {
    query: { scope: 'optional: global (the default) | local | others' },
    headers: { authorization: "Bearer <the user's access token>" },
  },
  async handle({ res, url, caller, deps }) {
    const { sessionId, user, aal } = await sessionUser(caller, deps.db);
    const scope = url.searchParams.get('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope))
      throw authError(400, 'validation_failed', `Unsupported logout scope: ${scope}`);
    await deps.db.asOwner(async (tx) => {
      const othersToo = scope !== 'local' && (aal === 'aal2' || !(await hasVerifiedFactor(tx, user.id)));
      if (scope === 'others' && !othersToo)
        // 422 as Supabase Auth's MFA endpoints answer it: supabase-js passes it on (a 401 it drops).
        throw authError(
          422,
          'insufficient_aal',
          'AAL2 session is required to end other sessions when MFA is enabled.',
        );
      if (scope !== 'others') await tx.query('delete from auth.sessions where id = $1', [sessionId]);
      if (othersToo)
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
    });
    return sendEmpty(res, 204);
  },
});
