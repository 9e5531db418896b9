import type { Database } from '../db/database';

/** A revoked refresh token is kept this long so a stolen copy presented later still ends its session. */
export const REVOKED_TOKEN_DAYS = 7;
/** A session nobody refreshed for this long has been abandoned (its browser is gone): it ends. */
export const SESSION_IDLE_DAYS = 90;
export const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Removes what no one can use any more, so auth.refresh_tokens and auth.sessions do not grow
 * forever (one row per refresh, every hour, per signed-in browser). Returns what it removed.
 */
export async function purgeAuth(db: Database): Promise<{ tokens: number; sessions: number }> {
  return db.asOwner(async (tx) => {
    const sessions = await tx.query(
      `delete from auth.sessions s
        where s.created_at < now() - make_interval(days => $1)
          and not exists (select 1 from auth.refresh_tokens t
                           where t.session_id = s.id and t.updated_at >= now() - make_interval(days => $1))`,
      [SESSION_IDLE_DAYS],
    );
    const tokens = await tx.query(
      'delete from auth.refresh_tokens where revoked and updated_at < now() - make_interval(days => $1)',
      [REVOKED_TOKEN_DAYS],
    );
    return { tokens: tokens.affectedRows ?? 0, sessions: sessions.affectedRows ?? 0 };
  });
}

/** What a signed-in write is told when its session has ended (REST and Storage alike). */
export const SESSION_ENDED =
  'The session of this token has ended (signed out, password changed or token reused): sign in again';

/** The session named in an access token still exists (not signed out, not ended by a password reset or reuse). */
export async function sessionAlive(db: Database, claims: Record<string, unknown>): Promise<boolean> {
  const { session_id: sessionId, sub } = claims;
  if (typeof sessionId !== 'string' || typeof sub !== 'string') return false;
  return db.asOwner(async (tx) => {
    const { rows } = await tx.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
      sessionId,
      sub,
    ]);
    return rows.length > 0;
  });
}
