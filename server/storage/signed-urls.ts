import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { STORAGE_ERRORS } from './errors';

// Signed URLs as Supabase Storage makes them (its src/storage/object.ts `signObjectUrl`,
// `signUploadObjectUrl`, `verifyObjectSignature`, and src/internal/auth/jwt.ts `signJWT`): a JWT
// whose claims name the object (`url`: "<bucket>/<key>") and what it may do (`scope`: download or
// upload; an upload's also `owner` and `upsert`), with `iat` and `exp`, signed with the project's
// URL-signing key (an HMAC key with its own `kid`, as hosted projects now have). Whoever holds the
// URL may do that one thing with that one object until it expires; nothing else.
//
// The key is derived from the project's legacy JWT secret, so it needs no file of its own and
// changes when that secret does, yet is never the key that signs access tokens: a signed URL's
// token can never pass as a session, nor a session as a signed URL.

export const SIGNED_URL_KID = 'storage-url-signing-key';
export type SignedScope = 'download' | 'upload';

export interface SignedClaims {
  url: string;
  scope: SignedScope;
  exp: number;
  owner?: string;
  upsert?: boolean;
}

/**
 * The longest a signed URL may be asked to live, in seconds: Storage accepts any whole number of
 * seconds whose end a JWT can still express; ten years is far beyond any use and keeps `exp` sane.
 */
export const MAX_EXPIRES_IN_S = 10 * 365 * 24 * 3600;

export class UrlSigner {
  private readonly key: Uint8Array;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update(SIGNED_URL_KID).digest();
  }

  sign(claims: Omit<SignedClaims, 'exp'>, expiresInS: number): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', kid: SIGNED_URL_KID })
      .setIssuedAt()
      .setExpirationTime(`${Math.floor(expiresInS)}s`)
      .sign(this.key);
  }

  /**
   * The token's claims if it was signed here for `scope` on exactly `url` and has not expired;
   * otherwise Storage's refusal: InvalidJWT (a bad or expired signature, in jose's words, as
   * Storage's own jose says them), InvalidSignature (another scope or another object).
   */
  async verify(token: string, scope: SignedScope, url: string): Promise<SignedClaims> {
    let claims: SignedClaims;
    try {
      claims = (await jwtVerify<SignedClaims>(token, this.key, { algorithms: ['HS256'] })).payload;
    } catch (error) {
      throw STORAGE_ERRORS.invalidJwt((error as Error).message);
    }
    if (claims.scope !== scope) throw STORAGE_ERRORS.invalidSignature(`Token is not scoped for ${scope}`);
    if (claims.url !== url) throw STORAGE_ERRORS.invalidSignature();
    if (claims.exp * 1000 < Date.now()) throw STORAGE_ERRORS.expiredSignature();
    return claims;
  }
}

/** `expiresIn` as Storage's schema takes it: a whole number of seconds, at least 1. */
export function expiresInOf(body: unknown): number {
  const value = (body as { expiresIn?: unknown } | null)?.expiresIn;
  if (value === undefined) throw STORAGE_ERRORS.invalidRequest("body must have required property 'expiresIn'");
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw STORAGE_ERRORS.invalidRequest('body/expiresIn must be integer');
  if (value < 1) throw STORAGE_ERRORS.invalidRequest('body/expiresIn must be >= 1');
  if (value > MAX_EXPIRES_IN_S) throw STORAGE_ERRORS.invalidParameter('expiresIn');
  return value;
}

/** The `token` a signed URL carries (Storage's schema requires it). */
export function tokenOf(url: URL): string {
  const token = url.searchParams.get('token');
  if (!token) throw STORAGE_ERRORS.invalidRequest("querystring must have required property 'token'");
  return token;
}
