import type { Database } from '../db/database';
import { authError } from '../http/errors';
import { touchSession, type ClientInfo } from './assurance';
import { issueTokens } from './sessions';
import type { Keys } from './keys';
import { findUserById } from './users';

/** Supabase Auth's default REFRESH_TOKEN_REUSE_INTERVAL. */
export const REUSE_INTERVAL_S = 10;

const notFound = () =>
  authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
const alreadyUsed = () => authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');

/**
 * The refresh_token grant, with Supabase Auth's rotation and reuse detection:
 * - an active token is revoked and replaced by a child;
 * - the parent of the session's active token, within `reuseIntervalS` of its rotation, answers
 *   that same active token again (two tabs refreshing at once both stay signed in);
 * - any other revoked token means a copy is in someone else's hands: the whole session ends
 *   (every token of it, and its access tokens can no longer write), whoever refreshed first.
 */
export async function refreshSession(
  db: Database,
  token: string,
  keys: Keys,
  reuseIntervalS: number,
  client: ClientInfo,
) {
  const outcome = await db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ session_id: string; user_id: string; revoked: boolean; age: number }>(
      `select session_id, user_id, revoked, extract(epoch from now() - updated_at)::float8 as age
         from auth.refresh_tokens where token = $1 for update`,
      [token],
    );
    const row = rows[0];
    if (!row) return { error: notFound() };
    const user = await findUserById(tx, row.user_id);
    if (!user) return { error: notFound() };
    if (!row.revoked) {
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [
        token,
      ]);
      await touchSession(tx, row.session_id, client);
      return { session: await issueTokens(tx, user, row.session_id, keys, { parent: token }) };
    }
    const child = await tx.query<{ token: string }>(
      'select token from auth.refresh_tokens where parent = $1 and not revoked',
      [token],
    );
    if (child.rows[0] && row.age <= reuseIntervalS)
      return {
        session: await issueTokens(tx, user, row.session_id, keys, { existing: child.rows[0].token }),
      };
    // Reuse detected. Committed before answering (a thrown error would roll the revocation back).
    await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
    return { error: alreadyUsed() };
  });
  if (outcome.error) throw outcome.error;
  return outcome.session;
}
