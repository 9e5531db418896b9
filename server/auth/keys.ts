import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Claims } from '../db/database';

export interface Keys {
  jwtSecret: string;
  /** JWT with role anon: the public key the app ships with. */
  anonKey: string;
  /** JWT with role service_role: bypasses row-level security. Never give it to a browser. */
  serviceKey: string;
}

const TEN_YEARS_S = 10 * 365 * 24 * 3600;

/**
 * The JWT secret and the two API keys, created on first start and kept in DATA_DIR with
 * owner-only permissions, so sessions and keys survive a restart. Without a data dir (tests
 * of an in-memory backend) they live only as long as the process.
 */
export async function loadOrCreateKeys(dataDir: string | undefined): Promise<Keys> {
  const file = dataDir ? path.join(dataDir, 'keys.json') : undefined;
  if (file) {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as Keys;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const jwtSecret = randomBytes(48).toString('base64url');
  const secret = new TextEncoder().encode(jwtSecret);
  const iat = Math.floor(Date.now() / 1000);
  const apiKey = (role: string) =>
    new SignJWT({ iss: 'supabase', ref: 'embedded', role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + TEN_YEARS_S)
      .sign(secret);
  const keys: Keys = { jwtSecret, anonKey: await apiKey('anon'), serviceKey: await apiKey('service_role') };
  if (file) {
    await writeFile(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
    await chmod(file, 0o600);
  }
  return keys;
}

export class JwtError extends Error {
  constructor(
    message: string,
    readonly expired = false,
  ) {
    super(message);
  }
}

const ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** Verifies an HS256 JWT signed with our secret (no other algorithm, `alg: none` included). */
export async function verifyJwt(token: string, jwtSecret: string): Promise<Claims> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(jwtSecret), {
      algorithms: ['HS256'],
    });
    if (typeof payload.role !== 'string' || !ROLES.has(payload.role))
      throw new JwtError('JWT role is not allowed');
    return payload as Claims;
  } catch (error) {
    if (error instanceof JwtError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new JwtError('JWT expired', true);
    throw new JwtError('JWT could not be verified');
  }
}

export async function signJwt(
  claims: Record<string, unknown>,
  jwtSecret: string,
  expiresInS: number,
): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + expiresInS)
    .sign(new TextEncoder().encode(jwtSecret));
}
