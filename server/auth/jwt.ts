import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify, type JWK, type JWTHeaderParameters } from 'jose';
import type { Claims } from '../db/database';
import { verifyingKeys, type Keys, type SigningKey } from './keys';

// Every JWT the backend signs or verifies goes through this file: access tokens are signed here
// (ES256, the current signing key's `kid` in the header) and every bearer is verified here.

export class JwtError extends Error {
  constructor(
    message: string,
    readonly expired = false,
  ) {
    super(message);
  }
}

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

// Importing a JWK costs more than a signature; each key is imported once.
const imported = new Map<string, { private: KeyObject; public: KeyObject }>();
function keyObjects(key: SigningKey) {
  let pair = imported.get(key.kid);
  if (!pair) {
    pair = {
      private: createPrivateKey({ key: key.privateJwk as never, format: 'jwk' }),
      public: createPublicKey({ key: key.publicJwk as never, format: 'jwk' }),
    };
    imported.set(key.kid, pair);
  }
  return pair;
}

/** Signs an access token with the current signing key (ES256, with its `kid`), as Supabase Auth does today. */
export async function signAccessToken(
  claims: Record<string, unknown>,
  keys: Keys,
  expiresInS: number,
): Promise<string> {
  const current = keys.signingKeys[0]!;
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: current.kid })
    .setIssuedAt(iat)
    .setExpirationTime(iat + expiresInS)
    .sign(keyObjects(current).private);
}

/**
 * Verifies a bearer: ES256 by the signing key its `kid` names (current or retired less than a day
 * ago), or HS256 by the legacy secret (the legacy API keys, tokens issued before ES256). The
 * header's algorithm picks the key, never the other way round: an HS256 token "signed" with a
 * public key is checked against the legacy secret and fails. No other algorithm, `none` included.
 */
export async function verifyJwt(token: string, keys: Keys): Promise<Claims> {
  const resolve = (header: JWTHeaderParameters) => {
    if (header.alg === 'HS256') return new TextEncoder().encode(keys.jwtSecret);
    const key = verifyingKeys(keys).find((k) => k.kid === header.kid);
    if (!key) throw new JwtError('JWT was signed by an unknown key');
    return keyObjects(key).public;
  };
  try {
    const { payload } = await jwtVerify(token, resolve, { algorithms: ['ES256', 'HS256'] });
    if (typeof payload.role !== 'string' || !ROLES.has(payload.role))
      throw new JwtError('JWT role is not allowed');
    return payload as Claims;
  } catch (error) {
    if (error instanceof JwtError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new JwtError('JWT expired', true);
    throw new JwtError('JWT could not be verified');
  }
}

/** `/auth/v1/.well-known/jwks.json`: the public halves of the signing keys, never a secret. */
export function jwks(keys: Keys): { keys: JWK[] } {
  return { keys: verifyingKeys(keys).map((key) => key.publicJwk) };
}
