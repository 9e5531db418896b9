// Bad credentials on each of the three APIs: forged, expired and unsigned (`alg: none`) JWTs that
// claim to be the administrator, a missing or wrong `apikey`. Each gets a 4xx in that API's own
// error shape and changes nothing.
import { SignJWT, UnsecuredJWT, decodeJwt, type JWTPayload } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import {
  BUCKET,
  clientWithToken,
  expectPostgrestShape,
  pngImage,
  raw,
  signInAdmin,
  snapshot,
  startApi,
  storageState,
} from './helpers';

let b: TestBackend;
let adminClaims: JWTPayload;
let tokens: Record<'forged' | 'expired' | 'unsigned' | 'forgedServiceRole', string>;
let before: { rows: Awaited<ReturnType<typeof snapshot>>; bucket: Awaited<ReturnType<typeof storageState>> };

const now = () => Math.floor(Date.now() / 1000);
const sign = (claims: JWTPayload, secret: string) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));

beforeAll(async () => {
  b = await startApi();
  const { session } = await signInAdmin(b);
  adminClaims = decodeJwt(session.access_token);
  const otherSecret = 'otro-secreto-que-no-es-el-del-servidor-0123456789';
  tokens = {
    // The administrator's own claims, signed with another secret.
    forged: await sign(adminClaims, otherSecret),
    // Correctly signed, but expired an hour ago.
    expired: await sign({ ...adminClaims, iat: now() - 7200, exp: now() - 3600 }, b.backend.keys.jwtSecret),
    // `alg: none`: no signature at all.
    unsigned: new UnsecuredJWT({ ...adminClaims }).encode(),
    forgedServiceRole: await sign(
      { iss: 'supabase', role: 'service_role', iat: now(), exp: now() + 3600 },
      otherSecret,
    ),
  };
});

beforeEach(async () => {
  before = { rows: await snapshot(b), bucket: await storageState(b) };
});

afterAll(() => b?.stop());

async function expectNothingChanged(): Promise<void> {
  expect(await snapshot(b)).toEqual(before.rows);
  expect(await storageState(b)).toEqual(before.bucket);
}

describe.each(['forged', 'expired', 'unsigned', 'forgedServiceRole'] as const)('a %s token', (kind) => {
  it('REST: a write through supabase-js is refused with 401 and changes nothing', async () => {
    const client = clientWithToken(b, tokens[kind]);
    const answer = await client
      .from('Client')
      .insert({ name: 'Intruso', testimonial: 'No debería estar aquí' })
      .select();
    expect(answer.status).toBe(401);
    expect(answer.data).toBeNull();
    expect(answer.error).toMatchObject({ code: kind === 'expired' ? 'PGRST303' : 'PGRST301' });
    if (kind === 'expired') expect(answer.error?.message).toBe('JWT expired');
    const del = await client.from('Project').delete().eq('id', 1);
    expect(del.status).toBe(401);
    await expectNothingChanged();
  });

  it('REST: even a read is refused (the token is checked before anything runs)', async () => {
    const answer = await raw(b, '/rest/v1/Project?select=*', { token: tokens[kind] });
    expect(answer.status).toBe(401);
    expectPostgrestShape(answer.json, kind === 'expired' ? 'PGRST303' : 'PGRST301');
  });

  it('Storage: an upload is refused (400, "403" Unauthorized as Storage sends it) and leaves no row and no file', async () => {
    const client = clientWithToken(b, tokens[kind]);
    const { data, error } = await client.storage
      .from(BUCKET)
      .upload('1700000000000-intruso.png', await pngImage(8, 8), { contentType: 'image/png' });
    expect(data).toBeNull();
    expect(error).toMatchObject({ statusCode: '403', name: 'StorageApiError' });
    const answer = await raw(b, `/storage/v1/object/${BUCKET}/x.png`, {
      method: 'POST',
      token: tokens[kind],
      headers: { 'Content-Type': 'image/png' },
      body: 'x',
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized' });
    await expectNothingChanged();
  });

  it('Auth: getUser is refused with 403 bad_jwt', async () => {
    const { data, error } = await b.client().auth.getUser(tokens[kind]);
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const answer = await raw(b, '/auth/v1/user', { token: tokens[kind] });
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ code: 403, error_code: 'bad_jwt' });
    expect((answer.json as { msg: string }).msg).toMatch(/^invalid JWT/);
  });
});

describe('the apikey header', () => {
  const NO_KEY = {
    message: 'No API key found in request',
    hint: 'No `apikey` request header or url param was found.',
  };
  const BAD_KEY = { message: 'Invalid API key', hint: 'Double check the provided API key.' };

  it('missing apikey → 401 on REST, Auth and Storage, even with a valid bearer', async () => {
    const { session } = await signInAdmin(b);
    const requests: [string, RequestInit][] = [
      ['/rest/v1/Project?select=*', {}],
      [
        '/rest/v1/Client',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"name":"A","testimonial":"B"}',
        },
      ],
      ['/auth/v1/user', {}],
      [
        '/auth/v1/token?grant_type=password',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(b.admin) },
      ],
      [
        `/storage/v1/object/${BUCKET}/sin-clave.png`,
        { method: 'POST', headers: { 'Content-Type': 'image/png' }, body: 'x' },
      ],
    ];
    for (const [path, init] of requests) {
      const answer = await raw(b, path, { ...init, apikey: null, token: session.access_token });
      expect(answer.status, path).toBe(401);
      expect(answer.json, path).toEqual(NO_KEY);
    }
    await expectNothingChanged();
  });

  it('a wrong apikey → 401 Invalid API key, whatever it looks like', async () => {
    const lookalike = await sign(
      { iss: 'supabase', ref: 'embedded', role: 'anon', iat: now(), exp: now() + 3600 },
      'otro-secreto-que-no-es-el-del-servidor-0123456789',
    );
    for (const apikey of ['clave-incorrecta', lookalike, tokens.forged]) {
      for (const path of ['/rest/v1/Project?select=*', '/auth/v1/user']) {
        const answer = await raw(b, path, { apikey });
        expect(answer.status, path).toBe(401);
        expect(answer.json, path).toEqual(BAD_KEY);
      }
      const client = clientWithToken(b, b.anonKey, apikey);
      const write = await client.from('Client').insert({ name: 'A', testimonial: 'B' }).select();
      expect(write.status).toBe(401);
    }
    await expectNothingChanged();
  });

  it('public files need no apikey (they are plain links saved in records)', async () => {
    const answer = await raw(b, `/storage/v1/object/public/${BUCKET}/no-existe.png`, { apikey: null });
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ statusCode: '404', error: 'not_found' });
  });
});
