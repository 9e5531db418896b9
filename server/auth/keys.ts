import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { chmod, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';

/** An ES256 key pair that signs access tokens; its `kid` goes in each token's header and in the JWKS. */
export interface SigningKey {
  kid: string;
  alg: 'ES256';
  privateJwk: JWK;
  publicJwk: JWK;
  createdAt: string;
  /** Set when a newer key took over signing: from then it only verifies, for RETIRED_KEY_KEPT_MS. */
  retiredAt?: string;
}

/**
 * The project's keys, as a Supabase project created today has them: the opaque publishable and
 * secret API keys, asymmetric signing keys for access tokens, and the legacy HS256 secret with
 * the legacy anon/service_role JWT keys signed by it (still accepted, as on hosted until late 2026).
 */
export interface Keys {
  /** `sb_publishable_…`: the key the app ships with; acts as `anon`. */
  publishableKey: string;
  /** `sb_secret_…`: acts as `service_role`; refused from a browser. Never give it to one. */
  secretKey: string;
  /** Newest first: the first signs new access tokens, the others still verify (rotation). */
  signingKeys: SigningKey[];
  /** Legacy: verifies the legacy JWT keys and access tokens signed before ES256 (until they expire). */
  jwtSecret: string;
  /** Legacy JWT with role anon. */
  anonKey: string;
  /** Legacy JWT with role service_role: bypasses row-level security. */
  serviceKey: string;
}

const TEN_YEARS_S = 10 * 365 * 24 * 3600;
/** A retired signing key verifies for a day after its rotation: far longer than any access token lives. */
export const RETIRED_KEY_KEPT_MS = 24 * 3600 * 1000;

/**
 * The keys that verify tokens at `now`: the current one, and retired ones within their day. A
 * retired key stops at the end of its day whether or not another rotation came: a rotation is
 * often made because a key may have leaked, and its holder must not mint tokens for days more.
 */
export function verifyingKeys(keys: Keys, now = Date.now()): SigningKey[] {
  return keys.signingKeys.filter(
    (key) => !key.retiredAt || now - Date.parse(key.retiredAt) < RETIRED_KEY_KEPT_MS,
  );
}

export const PUBLISHABLE_PREFIX = 'sb_publishable_';
export const SECRET_PREFIX = 'sb_secret_';

/** Opaque keys in Supabase's shape: prefix, then random text (not a JWT, nothing to decode). */
const opaqueKey = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

export async function newSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  const publicJwk = await exportJWK(publicKey);
  return {
    kid,
    alg: 'ES256',
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'ES256' },
    publicJwk: { ...publicJwk, kid, alg: 'ES256', use: 'sig', key_ops: ['verify'], ext: true },
    createdAt: new Date().toISOString(),
  };
}

async function legacyKeys(): Promise<Pick<Keys, 'jwtSecret' | 'anonKey' | 'serviceKey'>> {
  const jwtSecret = randomBytes(48).toString('base64url');
  const secret = new TextEncoder().encode(jwtSecret);
  const iat = Math.floor(Date.now() / 1000);
  const apiKey = (role: string) =>
    new SignJWT({ iss: 'supabase', ref: 'embedded', role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + TEN_YEARS_S)
      .sign(secret);
  return { jwtSecret, anonKey: await apiKey('anon'), serviceKey: await apiKey('service_role') };
}

async function saveKeys(file: string, keys: Keys): Promise<void> {
  // Whole or not at all: a crash mid-write must not leave a keys.json that loses the legacy secret.
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, JSON.stringify(keys, null, 2), { mode: 0o600 });
  await chmod(partial, 0o600);
  await rename(partial, file);
}

/**
 * The keys, created on first start and kept in DATA_DIR/keys.json (owner-only), so sessions and
 * keys survive a restart. A keys.json written before the new key kinds existed keeps its legacy
 * secret and keys and gains the rest. Without a data dir (tests of an in-memory backend) they
 * live only as long as the process.
 */
export async function loadOrCreateKeys(dataDir: string | undefined): Promise<Keys> {
  const file = dataDir ? path.join(dataDir, 'keys.json') : undefined;
  let stored: Partial<Keys> | undefined;
  if (file) {
    try {
      stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Keys>;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  if (
    stored?.publishableKey &&
    stored.secretKey &&
    stored.signingKeys?.length &&
    stored.jwtSecret &&
    stored.anonKey &&
    stored.serviceKey
  )
    return stored as Keys;
  const legacy =
    stored?.jwtSecret && stored.anonKey && stored.serviceKey
      ? { jwtSecret: stored.jwtSecret, anonKey: stored.anonKey, serviceKey: stored.serviceKey }
      : await legacyKeys();
  const keys: Keys = {
    publishableKey: stored?.publishableKey ?? opaqueKey(PUBLISHABLE_PREFIX),
    secretKey: stored?.secretKey ?? opaqueKey(SECRET_PREFIX),
    signingKeys: stored?.signingKeys?.length ? stored.signingKeys : [await newSigningKey()],
    ...legacy,
  };
  if (file) await saveKeys(file, keys);
  return keys;
}

/**
 * A new signing key signs from now on; the previous one stays in the JWKS and keeps verifying the
 * tokens it signed for a day (verifyingKeys), and leaves keys.json at the next rotation. Changes `keys` in place, so a
 * running server signs with the new key at once, and saves it.
 */
export async function rotateSigningKey(keys: Keys, dataDir: string | undefined): Promise<SigningKey> {
  const fresh = await newSigningKey();
  const now = Date.now();
  const previous = keys.signingKeys.map((key) =>
    key.retiredAt ? key : { ...key, retiredAt: new Date(now).toISOString() },
  );
  keys.signingKeys = [fresh, ...verifyingKeys({ ...keys, signingKeys: previous }, now)];
  if (dataDir) await saveKeys(path.join(dataDir, 'keys.json'), keys);
  return fresh;
}

/** Constant-time equality for keys (a secret key compared byte by byte would leak its prefix by timing). */
export function sameKey(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
