// The edges of the /storage/v1 and /auth/v1 route tables, byte for byte: paths a route almost
// fits (a missing segment, an empty one, the wrong method) get the same status and body as
// Supabase-shaped clients have always been answered, and the public few need no API key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { raw, signInAdmin, startApi } from './helpers';

let b: TestBackend;
let admin: string;

beforeAll(async () => {
  b = await startApi();
  admin = (await signInAdmin(b)).session.access_token;
});
afterAll(() => b.stop());

const answer = async (path: string, init: Parameters<typeof raw>[2] = {}) => {
  const { status, text } = await raw(b, path, init);
  return { status, text };
};

describe('storage route table', () => {
  it('answers paths no route fits with 400 InvalidRequest naming method and path', async () => {
    for (const [method, path] of [
      ['GET', '/storage/v1/object/authenticated'],
      ['GET', '/storage/v1/object/Gallery'],
      ['POST', '/storage/v1/object/Gallery'],
      ['PATCH', '/storage/v1/object/Gallery/a.png'],
      ['PATCH', '/storage/v1/bucket'],
    ] as const) {
      expect(await answer(path, { method, token: admin })).toEqual({
        status: 400,
        text: JSON.stringify({
          statusCode: '400',
          code: 'InvalidRequest',
          error: 'InvalidRequest',
          message: `${method} ${path} is not provided by the embedded backend`,
        }),
      });
    }
  });

  it("asks no key on the public paths, and answers another method there as the gateway does (401)", async () => {
    // Another method on a public path is another route (an upload to the bucket 'public'): the
    // gateway asks its key first, as Supabase's does.
    const missing = JSON.stringify({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
    const noKey = { apikey: null, token: null };
    expect(await answer('/storage/v1/object/public/Gallery/a/b.png', { method: 'POST', ...noKey })).toEqual({
      status: 401,
      text: missing,
    });
    expect(await answer('/storage/v1/render/image/public', { method: 'DELETE', ...noKey })).toEqual({
      status: 401,
      text: missing,
    });
    // A public path with its bucket left out reads the bucket '' (which does not exist).
    expect((await answer('/storage/v1/object/public', noKey)).status).toBe(404);
    expect(await answer('/storage/v1/object/public/Gallery/nada.png', noKey)).toEqual({
      status: 404,
      text: JSON.stringify({ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' }),
    });
  });

  it('reads `object/<bucket>` paths as the bucket named, even an empty one', async () => {
    const emptyBucket = await answer('/storage/v1/object//a.png', {
      method: 'POST',
      token: admin,
      body: 'x',
    });
    const unknownBucket = await answer('/storage/v1/object/Nada/a.png', {
      method: 'POST',
      token: admin,
      body: 'x',
    });
    // "Bucket not found", as Storage's error handler sends it: HTTP 400, the 404 in the body.
    for (const answered of [emptyBucket, unknownBucket])
      expect(answered).toEqual({
        status: 400,
        text: JSON.stringify({ statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' }),
      });
  });
});

describe('auth route table', () => {
  const notProvided = (what: string) =>
    JSON.stringify({
      code: 404,
      error_code: 'not_found',
      msg: `${what} is not provided by the embedded backend`,
    });

  it('answers unknown auth paths 404 naming method and path', async () => {
    expect(await answer('/auth/v1/nada', { token: admin })).toEqual({
      status: 404,
      text: notProvided('GET /auth/v1/nada'),
    });
    expect(await answer('/auth/v1/user', { method: 'DELETE', token: admin })).toEqual({
      status: 404,
      text: notProvided('DELETE /auth/v1/user'),
    });
  });

  it('answers factors paths no route fits with the factors 404, an empty factor id included', async () => {
    for (const [method, path, named] of [
      ['GET', '/auth/v1/factors', 'factors/'],
      ['POST', '/auth/v1/factors/', 'factors/'],
      ['DELETE', '/auth/v1/factors/', 'factors/'],
      ['POST', '/auth/v1/factors//verify', 'factors//verify'],
      ['POST', '/auth/v1/factors/x/verify/y', 'factors/x/verify/y'],
    ] as const) {
      expect(await answer(path, { method, token: admin })).toEqual({
        status: 404,
        text: notProvided(`${method} /auth/v1/${named}`),
      });
    }
  });

  it('serves the signing keys and the recovery link without a key, and nothing else', async () => {
    const noKey = { apikey: null, token: null };
    expect((await answer('/auth/v1/.well-known/jwks.json', noKey)).status).toBe(200);
    // This server sends no recovery mail (no SMTP): the link answers so, without asking for a key.
    expect((await answer('/auth/v1/verify?token=x&type=recovery', noKey)).status).toBe(404);
    for (const [method, path] of [
      ['POST', '/auth/v1/verify'],
      ['POST', '/auth/v1/.well-known/jwks.json'],
      ['GET', '/auth/v1/settings'],
    ] as const) {
      expect((await answer(path, { method, ...noKey })).status).toBe(401);
    }
  });
});
