import type { IncomingMessage } from 'node:http';
import type { Database } from '../db/database';
import { readJson } from '../http/body';
import type { Caller } from '../http/caller';
import { HttpError, authError } from '../http/errors';
import type { Aal } from './assurance';
import { findUserById, type UserRow } from './users';

// What every /auth/v1 route shares: its body reader, the 429 answer and the signed-in caller.

/** The most body bytes any /auth/v1 route reads (declared in each route's input). */
export const AUTH_BODY_LIMIT = 64 * 1024;
export const rateLimited = (retryAfter = 30) => {
  const error = authError(429, 'over_request_rate_limit', 'Request rate limit reached');
  return new HttpError(429, error.body, { 'Retry-After': String(Math.max(1, retryAfter)) });
};

export async function credentials(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJson(req, AUTH_BODY_LIMIT, (_why, kind) =>
    kind === 'nul'
      ? authError(400, 'validation_failed', 'email, password and tokens may not contain NUL characters')
      : authError(400, 'bad_json', 'Could not parse request body as JSON'),
  );
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw authError(400, 'bad_json', 'Could not parse request body as JSON');
  return body as Record<string, unknown>;
}

/** The signed-in user behind the bearer token, whose session must still exist. */
export async function sessionUser(
  caller: Caller,
  db: Database,
): Promise<{ user: UserRow; sessionId: string; aal: Aal }> {
  const { sub, session_id: sessionId } = caller.claims;
  if (caller.claims.role !== 'authenticated' || typeof sub !== 'string') {
    throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  return db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ aal: Aal }>(
      'select aal::text as aal from auth.sessions where id = $1 and user_id = $2',
      [sessionId ?? null, sub],
    );
    if (rows.length === 0)
      throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    const user = await findUserById(tx, sub);
    if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, sessionId: sessionId as string, aal: rows[0]!.aal };
  });
}
