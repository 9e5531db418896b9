// Bad uploads to the Gallery bucket: too large (413), a type the bucket does not allow (415), keys
// that try to leave the bucket or carry control characters (400 InvalidKey). Each is answered in
// Storage's {statusCode, error, message} shape and leaves no row, no file and no temporary file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import {
  BUCKET,
  bytes,
  must,
  pngImage,
  postWithoutFullBody,
  raw,
  signInAdmin,
  startApi,
  storageState,
  type Client,
} from './helpers';

const MiB = 1024 * 1024;
const BUCKET_LIMIT = 50 * MiB; // file_size_limit of supabase/migrations/…_storage.sql

let b: TestBackend;
let admin: Client;
let token: string;
let before: Awaited<ReturnType<typeof storageState>>;
let keysFile: string;

beforeAll(async () => {
  b = await startApi();
  ({
    client: admin,
    session: { access_token: token },
  } = await signInAdmin(b));
  must(
    await admin.storage
      .from(BUCKET)
      .upload('1700000000000-existente.png', await pngImage(16, 16), { contentType: 'image/png' }),
  );
  keysFile = await readFile(path.join(b.dataDir, 'keys.json'), 'utf8');
});

beforeEach(async () => {
  before = await storageState(b);
});

afterAll(() => b?.stop());

async function expectNothingStored(): Promise<void> {
  expect(await storageState(b)).toEqual(before);
  expect(await readFile(path.join(b.dataDir, 'keys.json'), 'utf8')).toBe(keysFile);
}

const headers = () => ({ apikey: b.anonKey, authorization: `Bearer ${token}` });

describe('size limit (413)', () => {
  it('a declared Content-Length over the limit is refused before the body is read', async () => {
    // Declares 60 MiB but sends only 64 KiB: the answer must come without waiting for the rest.
    const answer = await postWithoutFullBody(
      `${b.url}/storage/v1/object/${BUCKET}/1700000000001-enorme.mp4`,
      { ...headers(), 'content-type': 'video/mp4' },
      60 * MiB,
      64 * 1024,
    );
    if (answer === 'no answer') throw new Error('the server waited for the whole body');
    // As Storage's error handler sends it: HTTP 400, the 413 in the body.
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });
    await expectNothingStored();
  });

  it('a streamed body (no Content-Length) is cut off once it passes the limit', async () => {
    // Generated lazily, 1 MiB at a time, up to 51 MiB: never held in memory at once.
    const chunk = new Uint8Array(MiB).fill(7);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= BUCKET_LIMIT + MiB) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${b.url}/storage/v1/object/${BUCKET}/1700000000002-enorme.mp4`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'video/mp4' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '413', error: 'Payload too large' });
    expect(sent).toBeGreaterThan(BUCKET_LIMIT);
    await expectNothingStored();
  });

  it('a video of a few MiB is well within the limit and stored byte for byte', async () => {
    const video = bytes(3 * MiB, 3);
    must(
      await admin.storage
        .from(BUCKET)
        .upload('1700000000003-recorrido.mp4', video, { contentType: 'video/mp4' }),
    );
    const served = Buffer.from(
      await (
        await fetch(admin.storage.from(BUCKET).getPublicUrl('1700000000003-recorrido.mp4').data.publicUrl)
      ).arrayBuffer(),
    );
    expect(served.equals(video)).toBe(true);
  });
});

describe('allowed types (415)', () => {
  it.each([
    'text/plain',
    'text/html',
    // Not application/pdf: the bucket takes the planos' PDFs (served only as downloads).
    'application/zip',
    'application/javascript',
    'application/x-msdownload',
  ])('Node form with Content-Type %s → 415 invalid_mime_type', async (contentType) => {
    const { data, error } = await admin.storage
      .from(BUCKET)
      .upload('1700000000004-archivo.bin', Buffer.from('<script>alert(1)</script>'), { contentType });
    expect(data).toBeNull();
    expect(error).toMatchObject({ statusCode: '415', message: `mime type ${contentType} is not supported` });
    await expectNothingStored();
  });

  it('browser form with a Blob of a refused type → 415', async () => {
    const { error } = await admin.storage
      .from(BUCKET)
      .upload('1700000000005-pagina.html', new Blob(['<h1>hola</h1>'], { type: 'text/html' }));
    expect(error).toMatchObject({ statusCode: '415' });
    await expectNothingStored();
  });

  it('a raw body without Content-Type counts as application/octet-stream → 415', async () => {
    const answer = await raw(b, `/storage/v1/object/${BUCKET}/1700000000006-sin-tipo`, {
      method: 'POST',
      token,
      body: new Uint8Array(bytes(100)),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type application/octet-stream is not supported',
    });
    await expectNothingStored();
  });

  it('images and videos of any subtype are accepted (the bucket allows image/* and video/*)', async () => {
    for (const [name, type] of [
      ['1700000000007-a.webp', 'image/webp'],
      ['1700000000008-b.avif', 'image/avif'],
      ['1700000000009-c.webm', 'video/webm'],
    ]) {
      expect(
        (await admin.storage.from(BUCKET).upload(name!, bytes(64), { contentType: type })).error,
      ).toBeNull();
    }
  });
});

describe('object keys (400 InvalidKey)', () => {
  // Sent raw: fetch would resolve a literal `../` before the request leaves.
  it.each([
    ['parent folder, encoded slashes', '..%2F..%2Fkeys.json'],
    ['parent folder inside a path', 'fotos%2F..%2F..%2F..%2Fkeys.json'],
    ['a . segment', '.%2Fx.png'],
    ['an absolute path', '%2Fetc%2Fpasswd'],
    ['an empty segment', 'fotos%2F%2Fx.png'],
    ['a trailing slash', 'fotos%2F'],
    ['a NUL byte', 'a%00b.png'],
    ['a newline', 'a%0Ab.png'],
    ['a carriage return', 'a%0Db.png'],
    ['a tab', 'a%09b.png'],
    ['DEL', 'a%7Fb.png'],
    ['a backslash (Windows parent folder)', '..%5C..%5Ckeys.json'],
    ['broken percent-encoding', '%E0%A4%A.png'],
    ['a non-ASCII name (refused by Supabase too)', 'casa-r%C3%ADo.png'],
  ])('%s: %s', async (_what, key) => {
    const answer = await raw(b, `/storage/v1/object/${BUCKET}/${key}`, {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'image/png' },
      body: new Uint8Array(await pngImage(8, 8)),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
    await expectNothingStored();
  });

  it('a literal ../ in supabase-js is resolved away by the URL and does not upload anything', async () => {
    const { error } = await admin.storage
      .from(BUCKET)
      .upload('../../keys.json', Buffer.from('{}'), { contentType: 'image/png' });
    expect(error).not.toBeNull();
    await expectNothingStored();
  });

  it('folders and dots inside a name are fine', async () => {
    for (const name of ['proyectos/casa-patio/1700000000010-a.png', '1700000000011-v1..final.png']) {
      expect(
        (await admin.storage.from(BUCKET).upload(name, await pngImage(8, 8), { contentType: 'image/png' }))
          .error,
      ).toBeNull();
      expect((await fetch(admin.storage.from(BUCKET).getPublicUrl(name).data.publicUrl)).status).toBe(200);
    }
  });

  it('remove with a traversal name removes nothing and touches no file outside the bucket', async () => {
    const { data, error } = await admin.storage.from(BUCKET).remove(['../../keys.json', '../pgdata']);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    await expectNothingStored();
  });
});

describe('other refused storage requests', () => {
  it('an unknown bucket → 404 Bucket not found', async () => {
    const { error } = await admin.storage
      .from('Privado')
      .upload('x.png', await pngImage(8, 8), { contentType: 'image/png' });
    expect(error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    await expectNothingStored();
  });

  it.each(['{"prefixes": "x.png"}', '{"prefixes": []}', '{"prefixes": [1]}', 'no es json'])(
    'remove with body %s → 400',
    async (body) => {
      const answer = await raw(b, `/storage/v1/object/${BUCKET}`, {
        method: 'DELETE',
        token,
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ statusCode: '400', error: 'InvalidRequest' });
      await expectNothingStored();
    },
  );
});
