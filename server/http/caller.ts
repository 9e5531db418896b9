import type { IncomingMessage } from 'node:http';
import { JwtError, verifyJwt, type Keys } from '../auth/keys';
import type { Claims } from '../db/database';
import { HttpError } from './errors';

export interface Caller {
  claims: Claims;
  /** The bearer token that was verified (a user's access token, or an API key). */
  token: string;
}

/**
 * Every API request carries `apikey` (header or query parameter) equal to one of the project's
 * keys, as Supabase's gateway requires, and optionally `Authorization: Bearer <jwt>`; the bearer
 * decides the role. `jwtFailure` turns a bad bearer into the API's own error shape.
 */
export async function identifyCaller(
  req: IncomingMessage,
  url: URL,
  keys: Keys,
  jwtFailure: (error: JwtError) => HttpError,
): Promise<Caller> {
  const header = req.headers.apikey;
  const apikey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey');
  if (!apikey) {
    throw new HttpError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  if (apikey !== keys.anonKey && apikey !== keys.serviceKey) {
    throw new HttpError(401, { message: 'Invalid API key', hint: 'Double check the provided API key.' });
  }
  const auth = req.headers.authorization;
  const token = auth && /^bearer /i.test(auth) ? auth.slice(7).trim() : apikey;
  try {
    return { claims: await verifyJwt(token, keys.jwtSecret), token };
  } catch (error) {
    if (error instanceof JwtError) throw jwtFailure(error);
    throw error;
  }
}
