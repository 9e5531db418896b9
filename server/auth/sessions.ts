import { randomBytes } from 'node:crypto';
import type { Tx } from '../db/database';
import { addAmrClaim, sessionAssurance, type ClientInfo } from './assurance';
import { signAccessToken } from './jwt';
import type { Keys } from './keys';
import { listFactors } from './mfa-store';
import { tokenUserMetadata } from './user-metadata';
import { publicUser, type UserRow } from './users';

export const ACCESS_TOKEN_TTL_S = 3600;

/**
 * Issues an access token and a refresh token for a session, in Supabase Auth's shape: a fresh
 * refresh token (child of `parent` when rotating), or the session's current one (`existing`,
 * for a refresh repeated within the reuse interval).
 */
export async function issueTokens(
  tx: Tx,
  user: UserRow,
  sessionId: string,
  keys: Keys,
  refresh: { parent?: string; existing?: string } = {},
): Promise<Record<string, unknown>> {
  const refreshToken = refresh.existing ?? randomBytes(24).toString('base64url');
  if (!refresh.existing)
    await tx.query(
      'insert into auth.refresh_tokens (token, session_id, user_id, parent) values ($1, $2, $3, $4)',
      [refreshToken, sessionId, user.id, refresh.parent ?? null],
    );
  const { aal, amr } = await sessionAssurance(tx, sessionId);
  const metadata = tokenUserMetadata(user);
  const accessToken = await signAccessToken(
    {
      iss: 'supabase',
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      session_id: sessionId,
      is_anonymous: false,
      aal,
      amr,
      app_metadata: user.raw_app_meta_data,
      // Left out when stored over the bound before it existed: the token must stay small.
      ...(metadata ? { user_metadata: metadata } : {}),
    },
    keys,
    ACCESS_TOKEN_TTL_S,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_S,
    expires_at: Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_S,
    refresh_token: refreshToken,
    user: publicUser(user, await listFactors(tx, user.id)),
  };
}

/** A new aal1 session signed in with a password, remembering the device it came from. */
export async function startSession(tx: Tx, userId: string, client: ClientInfo): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.sessions (user_id, user_agent, ip, refreshed_at)
     values ($1, $2, $3::inet, now() at time zone 'UTC') returning id`,
    [userId, client.userAgent, client.ip],
  );
  await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
  await addAmrClaim(tx, rows[0]!.id, 'password');
  return rows[0]!.id;
}
