import type { IncomingMessage } from 'node:http';
import type { Caller } from '../http/caller';
import { authError } from '../http/errors';
import { sessionAssurance } from './assurance';
import type { AuthDeps } from './deps';
import { hasVerifiedFactor, listFactors } from './mfa-store';
import { hashPassword, passwordMatches, passwordProblem } from './password';
import { PASSWORD_RETRY_AFTER_S, PasswordPoolBusy } from './password-pool';
import { RECOVERY_METHOD } from './recovery';
import { credentials, rateLimited, sessionUser } from './request';
import { mergeUserMetadata } from './user-metadata';
import { findUserById, publicUser, type UserRow } from './users';

/** The flag of an account created with a one-time password (server/auth/account-admin.ts). */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/**
 * `PUT /auth/v1/user` (supabase-js `auth.updateUser`): the password and `data` (user metadata).
 * Supabase Auth's rules, with "Require current password when updating" on
 * (UpdatePasswordRequireCurrentPassword): `current_password` must come with a new password and
 * match; the new one follows the CLI's strength rule and must differ from the old one; a change
 * ends every other session of the account (the one that made it stays). Wrong current passwords
 * count against the account like failed sign-ins (accountLimiter). Email and phone changes are
 * not provided here.
 *
 * Once the account has a verified factor, only an aal2 session changes anything: Supabase Auth
 * asks aal2 for the password (and email, phone) only, but metadata rides in every access token
 * and a stolen password alone must not be able to change what the account's tokens carry.
 * Metadata is bounded (user-metadata.ts). Either everything asked for is written, in one
 * transaction, or nothing is.
 */
export async function updateUser(req: IncomingMessage, caller: Caller, deps: AuthDeps) {
  const { user, sessionId, aal } = await sessionUser(caller, deps.db);
  const body = await credentials(req);
  for (const field of ['email', 'phone', 'nonce', 'app_metadata'] as const) {
    if (body[field] !== undefined && body[field] !== null && body[field] !== '')
      throw authError(400, 'validation_failed', `Updating ${field} is not provided by the embedded backend`);
  }
  const { password, current_password: current, data } = body;
  if (data !== undefined && data !== null && (typeof data !== 'object' || Array.isArray(data)))
    throw authError(400, 'validation_failed', 'data must be an object');
  if (password !== undefined && password !== null && typeof password !== 'string')
    throw authError(400, 'validation_failed', 'password must be a string');
  const updates = data && Object.keys(data).length > 0 ? (data as Record<string, unknown>) : null;
  if ((typeof password === 'string' || updates) && aal !== 'aal2') {
    if (await deps.db.asOwner((tx) => hasVerifiedFactor(tx, user.id)))
      throw authError(
        401,
        'insufficient_aal',
        typeof password === 'string'
          ? 'AAL2 session is required to update email or password when MFA is enabled.'
          : 'AAL2 session is required to update user metadata when MFA is enabled.',
      );
  }
  // Checked before any password work: an oversized update costs no hash and changes nothing.
  if (updates) mergeUserMetadata(user.raw_user_meta_data, updates);
  // A session started by a recovery link sets the new password without the forgotten one, once.
  const recovering =
    typeof password === 'string' &&
    (await deps.db.asOwner((tx) => sessionAssurance(tx, sessionId))).amr.some(
      (m) => m.method === RECOVERY_METHOD,
    );
  const hash =
    typeof password === 'string' ? await checkedNewPassword(password, current, user, deps, recovering) : null;
  await deps.db.asOwner(async (tx) => {
    if (hash) {
      await tx.query(
        `update auth.users set encrypted_password = $2, updated_at = now(),
                raw_app_meta_data = raw_app_meta_data - $3
          where id = $1`,
        [user.id, hash, PASSWORD_CHANGE_REQUIRED],
      );
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
      await tx.query('delete from auth.mfa_amr_claims where session_id = $1 and authentication_method = $2', [
        sessionId,
        RECOVERY_METHOD,
      ]);
    }
    if (updates) {
      // Merged again under the row's lock: a concurrent update is not lost, and still bounded.
      const { rows } = await tx.query<{ meta: Record<string, unknown> }>(
        'select raw_user_meta_data as meta from auth.users where id = $1 for update',
        [user.id],
      );
      const merged = mergeUserMetadata(rows[0]?.meta ?? {}, updates);
      await tx.query(
        'update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1',
        [user.id, JSON.stringify(merged)],
      );
    }
  });
  if (hash) await deps.passwordChanged(user.email);
  return deps.db.asOwner(async (tx) => {
    const fresh = await findUserById(tx, user.id);
    if (!fresh) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return publicUser(fresh, await listFactors(tx, user.id));
  });
}

/** The new password's hash, once it passed the strength rule and the current password matched. */
async function checkedNewPassword(
  password: string,
  current: unknown,
  user: UserRow,
  deps: AuthDeps,
  /** A recovery session, which has no current password to give. */
  recovering: boolean,
): Promise<string> {
  const problem = passwordProblem(password);
  if (problem) {
    const error = authError(422, 'weak_password', `${problem}.`);
    error.body.weak_password = { reasons: ['length'] };
    throw error;
  }
  if (recovering) return hashPassword(password);
  if (typeof current !== 'string' || current === '')
    throw authError(400, 'current_password_required', 'Current password required when setting new password.');
  if (!deps.accountLimiter.take(user.email)) throw rateLimited(deps.accountLimiter.retryAfter(user.email));
  let matches: boolean;
  let same: boolean;
  try {
    matches = await passwordMatches(current, user.encrypted_password);
    same = matches && current === password;
  } catch (error) {
    if (!(error instanceof PasswordPoolBusy)) throw error;
    deps.accountLimiter.refund(user.email);
    throw rateLimited(PASSWORD_RETRY_AFTER_S);
  }
  if (!matches) throw authError(400, 'current_password_mismatch', 'Current password is incorrect.');
  deps.accountLimiter.refund(user.email);
  if (same) throw authError(422, 'same_password', 'New password should be different from the old password.');
  return hashPassword(password);
}
