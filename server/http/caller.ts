import type { IncomingMessage } from 'node:http';
import { JwtError, verifyJwt } from '../auth/jwt';
import type { Keys } from '../auth/keys';
import type { Claims } from '../db/database';
import { applyKeyRules, KeyRefused } from './api-key-rules';
import { HttpError } from './errors';

export interface Caller {
  claims: Claims;
  /** The bearer token that was verified (a user's access token, or an API key). */
  token: string;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Every API request carries `apikey` (header or query parameter) equal to one of the project's
 * keys, as Supabase's gateway requires (server/http/api-key-rules.ts), and optionally
 * `Authorization: Bearer <jwt>`, which then decides the role. `jwtFailure` turns a bad bearer
 * into the API's own error shape.
 */
export async function identifyCaller(
  req: IncomingMessage,
  url: URL,
  keys: Keys,
  jwtFailure: (error: JwtError) => HttpError,
): Promise<Caller> {
  const apikey = first(req.headers.apikey) ?? url.searchParams.get('apikey') ?? undefined;
  let decision;
  try {
    decision = applyKeyRules(
      { apikey, authorization: req.headers.authorization, userAgent: first(req.headers['user-agent']) },
      keys,
    );
  } catch (error) {
    if (error instanceof KeyRefused) throw new HttpError(401, { message: error.message, hint: error.hint });
    throw error;
  }
  // An opaque key stands for its role, as the gateway's short-lived JWT for it does on hosted.
  if (decision.role) return { claims: { role: decision.role, iss: 'supabase' }, token: apikey! };
  try {
    return { claims: await verifyJwt(decision.jwt, keys), token: decision.jwt };
  } catch (error) {
    if (error instanceof JwtError) throw jwtFailure(error);
    throw error;
  }
}
