// Access tokens signed as a Supabase project created today signs them — ES256 with a
// `kid`, the public keys at /auth/v1/.well-known/jwks.json — so supabase-js's getClaims() verifies
// them locally. Tokens signed before (HS256, legacy secret) keep working until they expire; a
// rotation keeps the previous key's tokens valid; an HS256 token "signed" with the public key is
// refused.
import { randomUUID } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  SignJWT,
  decodeJwt,
  decodeProtectedHeader,
  exportSPKI,
  generateKeyPair,
  importJWK,
  type JWK,
} from 'jose';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { rotateSigningKey } from '../../server/auth/keys';
import { startBackend, type TestBackend } from '../../harness/backend';
import type { Database } from '../../core/database-shapes';
import {
  BUCKET,
  clientWithToken,
  keyClient,
  must,
  pngImage,
  raw,
  signIn,
  signInAdmin,
  snapshot,
  startApi,
} from './helpers';

let b: TestBackend;

beforeAll(async () => {
  b = await startApi();
});
afterAll(() => b?.stop());

const now = () => Math.floor(Date.now() / 1000);

async function jwksOf(t: TestBackend): Promise<{ keys: JWK[] }> {
  const res = await fetch(`${t.url}/auth/v1/.well-known/jwks.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as { keys: JWK[] };
}

/** A supabase-js client with the publishable key that notes the path of each request it sends. */
function recordingClient(t: TestBackend) {
  const paths: string[] = [];
  const client = createClient<Database>(t.url, t.publishableKey, {
    realtime: { transport: ws as never },
    // Its own storage key: supabase-js keeps the JWKS it fetched per storage key, across clients.
    auth: { persistSession: false, autoRefreshToken: false, storageKey: `sb-claims-${randomUUID()}` },
    global: {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
        return fetch(input, init);
      },
    },
  });
  return { paths, client };
}

describe('access tokens', () => {
  it('are ES256 with the kid of a key the JWKS publishes; the JWKS holds public keys only', async () => {
    const { session } = await signInAdmin(b);
    const header = decodeProtectedHeader(session.access_token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const jwks = await jwksOf(b);
    const key = jwks.keys.find((k) => k.kid === header.kid);
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    for (const k of jwks.keys) expect(k).not.toHaveProperty('d');
    const text = JSON.stringify(jwks);
    expect(text).not.toContain(b.backend.keys.jwtSecret);
    expect(text).not.toContain(b.secretKey);
    const res = await fetch(`${b.url}/auth/v1/.well-known/jwks.json`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
  });

  it('getClaims() verifies the token locally against the JWKS, with no /auth/v1/user request', async () => {
    const { paths, client } = recordingClient(b);
    expect((await client.auth.signInWithPassword(b.admin)).error).toBeNull();
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({ role: 'authenticated', email: b.admin.email, aal: 'aal1' });
    expect(data?.header.alg).toBe('ES256');
    expect(paths).toContain('/auth/v1/.well-known/jwks.json');
    expect(paths).not.toContain('/auth/v1/user');
  });

  it('an HS256 token signed before the change (legacy secret) still works until it expires', async () => {
    const { session } = await signInAdmin(b);
    const claims = decodeJwt(session.access_token);
    const legacy = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(b.backend.keys.jwtSecret));
    const client = clientWithToken(b, legacy, b.publishableKey);
    const [row] = must(
      await client.from('Client').insert({ name: 'Ficha HS256', testimonial: 'Sí' }).select(),
    );
    must(await client.from('Client').delete().eq('id', row!.id).select());
    // getClaims() cannot verify HS256 locally: it asks the server (GET /auth/v1/user), which vouches.
    const { data, error } = await keyClient(b.url, b.publishableKey).auth.getClaims(legacy);
    expect(error).toBeNull();
    expect(data?.claims.email).toBe(b.admin.email);
    const expired = await new SignJWT({ ...claims, iat: now() - 7200, exp: now() - 3600 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(b.backend.keys.jwtSecret));
    expect(
      (await raw(b, '/rest/v1/Project?select=id', { apikey: b.publishableKey, token: expired })).status,
    ).toBe(401);
  });
});

describe('forged tokens', () => {
  it('HS256 "signed" with the published public key as the secret is refused on REST, Auth and Storage', async () => {
    const { session } = await signInAdmin(b);
    const claims = decodeJwt(session.access_token);
    const { kid } = decodeProtectedHeader(session.access_token);
    const jwk = (await jwksOf(b)).keys.find((k) => k.kid === kid)!;
    const pem = await exportSPKI((await importJWK(jwk, 'ES256')) as CryptoKey);
    const before = await snapshot(b);
    for (const secret of [pem, JSON.stringify(jwk), jwk.x!]) {
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid })
        .sign(new TextEncoder().encode(secret));
      const rest = await clientWithToken(b, forged, b.publishableKey)
        .from('Client')
        .insert({ name: 'Falsificado', testimonial: 'No' });
      expect(rest.status).toBe(401);
      const auth = await raw(b, '/auth/v1/user', { apikey: b.publishableKey, token: forged });
      expect(auth.status).toBe(403);
      const storage = await clientWithToken(b, forged, b.publishableKey)
        .storage.from(BUCKET)
        .upload(`${Date.now()}-falso.png`, await pngImage(8, 8), { contentType: 'image/png' });
      expect(storage.error).toMatchObject({ statusCode: '403' });
      const { error } = await keyClient(b.url, b.publishableKey).auth.getClaims(forged);
      expect(error).not.toBeNull();
    }
    expect(await snapshot(b)).toEqual(before);
  });

  it('ES256 signed by a key the project does not have (unknown kid, or a known kid) is refused', async () => {
    const { session } = await signInAdmin(b);
    const claims = decodeJwt(session.access_token);
    const { kid } = decodeProtectedHeader(session.access_token);
    const { privateKey } = await generateKeyPair('ES256');
    for (const header of [{ kid: 'otra-clave' }, { kid }]) {
      const forged = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT', ...header })
        .sign(privateKey);
      const answer = await raw(b, '/rest/v1/Project?select=id', { apikey: b.publishableKey, token: forged });
      expect(answer.status).toBe(401);
    }
  });
});

describe('rotation', () => {
  it('a new key signs from then on; tokens of the previous one keep working; both are in the JWKS', async () => {
    const t = await startApi();
    try {
      const { session: old } = await signInAdmin(t);
      const oldKid = decodeProtectedHeader(old.access_token).kid;
      const fresh = await rotateSigningKey(t.backend.keys, t.dataDir);
      const { session: next } = await signInAdmin(t);
      expect(decodeProtectedHeader(next.access_token).kid).toBe(fresh.kid);
      expect(fresh.kid).not.toBe(oldKid);
      expect((await jwksOf(t)).keys.map((k) => k.kid)).toEqual([fresh.kid, oldKid]);
      for (const token of [old.access_token, next.access_token]) {
        const client = clientWithToken(t, token, t.publishableKey);
        const [row] = must(
          await client.from('Client').insert({ name: 'Rotación', testimonial: 'Sí' }).select(),
        );
        must(await client.from('Client').delete().eq('id', row!.id).select());
        const { error } = await keyClient(t.url, t.publishableKey).auth.getClaims(token);
        expect(error).toBeNull();
      }
      // Kept in keys.json: a restart still verifies the old key's tokens.
      const stored = JSON.parse(await readFile(path.join(t.dataDir, 'keys.json'), 'utf8')) as {
        signingKeys: { kid: string }[];
      };
      expect(stored.signingKeys.map((k) => k.kid)).toEqual([fresh.kid, oldKid]);
    } finally {
      await t.stop();
    }
  });
});

describe('a retired key', () => {
  it('stops verifying and leaves the JWKS 24 h after it was retired, with no later rotation', async () => {
    const t = await startApi();
    // Not ADMIN: a test backend's start resets ADMIN's password, which ends its sessions.
    await t.createUser('retirada@estudio.test', 'clave-retirada-1');
    const { session } = await signIn(t, 'retirada@estudio.test', 'clave-retirada-1');
    const oldKid = decodeProtectedHeader(session.access_token).kid;
    const fresh = await rotateSigningKey(t.backend.keys, t.dataDir);
    expect(oldKid).not.toBe(fresh.kid);
    await t.stop({ keepData: true });
    // A day and a minute since its retirement: only the clock moved, nothing rotated since.
    const file = path.join(t.dataDir, 'keys.json');
    const stored = JSON.parse(await readFile(file, 'utf8')) as { signingKeys: { retiredAt?: string }[] };
    stored.signingKeys[1]!.retiredAt = new Date(Date.now() - (24 * 60 + 1) * 60_000).toISOString();
    await writeFile(file, JSON.stringify(stored), { mode: 0o600 });
    const again = await startBackend({ dataDir: t.dataDir, serveApp: false });
    try {
      expect((await jwksOf(again)).keys.map((k) => k.kid)).toEqual([fresh.kid]);
      // The token itself has not expired (an hour): only its key's day is over.
      expect(decodeJwt(session.access_token).exp! * 1000).toBeGreaterThan(Date.now());
      const user = await raw(again, '/auth/v1/user', {
        apikey: again.publishableKey,
        token: session.access_token,
      });
      expect(user.status).toBe(403);
      const rest = await raw(again, '/rest/v1/Project?select=id', {
        apikey: again.publishableKey,
        token: session.access_token,
      });
      expect(rest.status).toBe(401);
    } finally {
      await again.stop();
    }
  });
});

describe('keys.json written before the new kinds', () => {
  it('keeps its legacy secret and keys (old tokens, old anon key) and gains the new ones, owner-only', async () => {
    const t = await startApi();
    // Not ADMIN: a test backend's start resets ADMIN's password, which ends its sessions.
    await t.createUser('socia@estudio.test', 'clave-de-la-socia-1', { admin: true });
    const { session } = await signIn(t, 'socia@estudio.test', 'clave-de-la-socia-1');
    const legacy = await new SignJWT(decodeJwt(session.access_token))
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(t.backend.keys.jwtSecret));
    const { jwtSecret, anonKey, serviceKey } = t.backend.keys;
    await t.stop({ keepData: true });
    const file = path.join(t.dataDir, 'keys.json');
    await writeFile(file, JSON.stringify({ jwtSecret, anonKey, serviceKey }), { mode: 0o600 });
    const again = await startBackend({ dataDir: t.dataDir, serveApp: false });
    try {
      expect(again.anonKey).toBe(anonKey);
      expect(again.publishableKey).toMatch(/^sb_publishable_/);
      expect(again.backend.keys.signingKeys).toHaveLength(1);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const client = clientWithToken(again, legacy, again.publishableKey);
      must(await client.from('Project').select('id'));
      const [row] = must(await client.from('Client').insert({ name: 'Antes', testimonial: 'Sí' }).select());
      must(await client.from('Client').delete().eq('id', row!.id).select());
    } finally {
      await again.stop();
    }
  });
});
