// Every object call of supabase-js's storage client against the embedded backend, answered as
// Supabase's own Storage server (v1.70.6) answers it, so code written against a hosted project
// reads the same outcomes here. Each expectation names the server's route it comes from; the
// rule for errors is its error handler's: every Storage error is HTTP 400 (500 stays 500) with a
// body `{ statusCode, code, error, message }` whose `statusCode` (a string) is the status the
// error names. supabase-js keeps both: `error.status` is the HTTP status, `error.statusCode` the
// body's. Signed URLs, buckets and resumable uploads: storage-as-supabase-signed.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { BUCKET, pngImage, raw, signInAdmin, signInNonAdmin, startApi, type Client } from './helpers';

const TRASH = 'Papelera';

let b: TestBackend;
let admin: Client;
let user: Client;
let anon: Client;
let png: Buffer;

/** A supabase-js error as Storage's error handler makes it: HTTP 400, the named status in the body. */
const refusal = (statusCode: string, message: string | RegExp) =>
  expect.objectContaining({
    status: 400,
    statusCode,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  });

/** The project's statement trigger on storage.objects (supabase/migrations/…_rerunnable_rules.sql). */
const ADMINS_ONLY = 'permission denied: only administrators may change objects';

beforeAll(async () => {
  b = await startApi();
  ({ client: admin } = await signInAdmin(b));
  ({ client: user } = await signInNonAdmin(b));
  anon = b.client();
  png = await pngImage(40, 30);
  for (const name of ['fachada.png', 'planta.png', 'carpeta/detalle.png'])
    expect((await admin.storage.from(BUCKET).upload(name, png, { contentType: 'image/png' })).error).toBeNull();
  expect((await admin.storage.from(TRASH).upload('borrado.png', png, { contentType: 'image/png' })).error).toBeNull();
});

afterAll(() => b?.stop());

describe('upload() and update(): routes/object/createObject.ts and updateObject.ts', () => {
  it('stores a file for an administrator, answering its path, id and full path', async () => {
    const { data, error } = await admin.storage.from(BUCKET).upload('nuevo.png', png, { contentType: 'image/png' });
    expect(error).toBeNull();
    expect(data).toEqual({ path: 'nuevo.png', id: expect.stringMatching(/^[0-9a-f-]{36}$/), fullPath: `${BUCKET}/nuevo.png` });
  });

  it('refuses a visitor and a signed-in non-administrator as the policies do (400, "403")', async () => {
    for (const client of [anon, user]) {
      const { error } = await client.storage.from(BUCKET).upload('ajeno.png', png, { contentType: 'image/png' });
      expect(error).toEqual(refusal('403', 'new row violates row-level security policy'));
    }
  });

  it('refuses a taken name without upsert (400, "409") and replaces it with update()', async () => {
    const again = await admin.storage.from(BUCKET).upload('fachada.png', png, { contentType: 'image/png' });
    expect(again.error).toEqual(refusal('409', 'The resource already exists'));
    const replaced = await admin.storage.from(BUCKET).update('fachada.png', png, { contentType: 'image/png' });
    expect(replaced.error).toBeNull();
    expect(replaced.data).toMatchObject({ path: 'fachada.png', fullPath: `${BUCKET}/fachada.png` });
    // update() by a visitor: the upsert (an insert that may update) meets the project's rule that
    // only administrators change objects, as Storage's canUpload meets it on a hosted project.
    const { error } = await anon.storage.from(BUCKET).update('fachada.png', png, { contentType: 'image/png' });
    expect(error).toEqual(refusal('403', ADMINS_ONLY));
  });

  it('names an unknown bucket (uploadFromRequest looks it up first) and a type the bucket refuses', async () => {
    const missing = await admin.storage.from('NoExiste').upload('x.png', png, { contentType: 'image/png' });
    expect(missing.error).toEqual(refusal('404', 'Bucket not found'));
    const text = await admin.storage.from(BUCKET).upload('nota.txt', 'hola', { contentType: 'text/plain' });
    expect(text.error).toEqual(refusal('415', 'mime type text/plain is not supported'));
  });

  it('answers the whole error body as Storage does: statusCode a string, its code and error words', async () => {
    const answer = await raw(b, `/storage/v1/object/${BUCKET}/fachada.png`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
  });
});

describe('download() and exists(): routes/object/getObject.ts and getObjectInfo.ts', () => {
  it("reads a public bucket's file for anyone, as its public link does (200)", async () => {
    for (const client of [anon, user, admin]) {
      const { data, error } = await client.storage.from(BUCKET).download('planta.png');
      expect(error).toBeNull();
      expect(Buffer.from(await data!.arrayBuffer()).equals(png)).toBe(true);
    }
  });

  it("reads a private bucket's file only under the policies: anyone else is told it is not found", async () => {
    const own = await admin.storage.from(TRASH).download('borrado.png');
    expect(own.error).toBeNull();
    for (const client of [anon, user]) {
      const { error } = await client.storage.from(TRASH).download('borrado.png');
      expect(error).toEqual(refusal('404', 'Object not found'));
    }
  });

  it('names a missing object and a missing bucket (400, "404")', async () => {
    expect((await anon.storage.from(BUCKET).download('no-existe.png')).error).toEqual(refusal('404', 'Object not found'));
    expect((await anon.storage.from('NoExiste').download('x.png')).error).toEqual(refusal('404', 'Bucket not found'));
    const answer = await raw(b, `/storage/v1/object/${BUCKET}/no-existe.png`);
    expect(answer).toMatchObject({ status: 400 });
    expect(answer.json).toEqual({ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' });
  });

  it('exists(): true for a readable file, false (with the 400) for a missing or hidden one', async () => {
    expect(await anon.storage.from(BUCKET).exists('planta.png')).toEqual({ data: true, error: null });
    const missing = await anon.storage.from(BUCKET).exists('no-existe.png');
    expect(missing.data).toBe(false);
    expect(missing.error).toMatchObject({ status: 400 });
    expect((await anon.storage.from(TRASH).exists('borrado.png')).data).toBe(false);
    expect((await admin.storage.from(TRASH).exists('borrado.png')).data).toBe(true);
  });
});

describe('info(): routes/object/getObjectInfo.ts and storage/renderer/info.ts', () => {
  it("answers a file's facts, camel-cased by supabase-js", async () => {
    const { data, error } = await anon.storage.from(BUCKET).info('carpeta/detalle.png');
    expect(error).toBeNull();
    // Every field the server's info renderer answers (`version` is the stored file's version).
    expect(Object.keys(data!).sort()).toEqual(
      ['bucketId', 'cacheControl', 'contentType', 'createdAt', 'etag', 'id', 'lastModified', 'metadata', 'name', 'size', 'version'],
    );
    expect(data).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'carpeta/detalle.png',
      bucketId: BUCKET,
      size: png.length,
      contentType: 'image/png',
      cacheControl: 'max-age=3600',
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
      metadata: null,
      lastModified: expect.any(String),
      createdAt: expect.any(String),
    });
  });

  it('is not found where a download is not', async () => {
    expect((await anon.storage.from(TRASH).info('borrado.png')).error).toEqual(refusal('404', 'Object not found'));
    expect((await admin.storage.from(TRASH).info('borrado.png')).data).toMatchObject({ name: 'borrado.png' });
  });
});

describe('list(): routes/object/listObjects.ts', () => {
  it('lists what the caller may read: administrators the folder, visitors nothing', async () => {
    const { data } = await admin.storage.from(BUCKET).list('carpeta');
    expect(data?.map((o) => o.name)).toEqual(['detalle.png']);
    expect(await anon.storage.from(BUCKET).list('carpeta')).toEqual({ data: [], error: null });
  });
});

describe('move() and copy(): routes/object/moveObject.ts and copyObject.ts (storage/object.ts)', () => {
  it('a refused move is "Object not found": the source is looked up under the caller\'s policies first', async () => {
    for (const client of [anon, user]) {
      const { error } = await client.storage.from(BUCKET).move('planta.png', 'robada.png');
      expect(error).toEqual(refusal('404', 'Object not found'));
    }
    expect((await admin.storage.from(BUCKET).download('planta.png')).error).toBeNull();
  });

  it('moves for an administrator, also into another bucket, and names a missing source', async () => {
    const moved = await admin.storage.from(BUCKET).move('nuevo.png', 'movido.png');
    expect(moved).toEqual({ data: { message: 'Successfully moved' }, error: null });
    const across = await admin.storage.from(BUCKET).move('movido.png', 'movido.png', { destinationBucket: TRASH });
    expect(across.error).toBeNull();
    expect((await anon.storage.from(BUCKET).exists('movido.png')).data).toBe(false);
    const gone = await admin.storage.from(BUCKET).move('no-existe.png', 'otra.png');
    expect(gone.error).toEqual(refusal('404', 'Object not found'));
  });

  it('copies for an administrator (the same bytes under the new name), refusing taken names and hidden sources', async () => {
    const copied = await admin.storage.from(BUCKET).copy('planta.png', 'copias/planta.png');
    expect(copied).toEqual({ data: { path: `${BUCKET}/copias/planta.png` }, error: null });
    const bytes = await anon.storage.from(BUCKET).download('copias/planta.png');
    expect(Buffer.from(await bytes.data!.arrayBuffer()).equals(png)).toBe(true);
    const taken = await admin.storage.from(BUCKET).copy('planta.png', 'copias/planta.png');
    expect(taken.error).toEqual(refusal('409', 'The resource already exists'));
    // The source is found under the caller's policies (findObject as the caller): visitors and
    // non-administrators read no object of either bucket, so for them it does not exist.
    for (const client of [anon, user]) {
      const { error } = await client.storage.from(BUCKET).copy('planta.png', 'copias/ajena.png');
      expect(error).toEqual(refusal('404', 'Object not found'));
      const hidden = await client.storage.from(TRASH).copy('borrado.png', 'fuera.png', { destinationBucket: BUCKET });
      expect(hidden.error).toEqual(refusal('404', 'Object not found'));
    }
  });
});

describe('remove(): routes/object/deleteObjects.ts', () => {
  it('answers the removed objects, an unknown name left out', async () => {
    const { data, error } = await admin.storage.from(BUCKET).remove(['copias/planta.png', 'no-existe.png']);
    expect(error).toBeNull();
    expect(data?.map((o) => o.name)).toEqual(['copias/planta.png']);
  });

  it("refuses a visitor in the words of the project's own rule (400, \"403\")", async () => {
    const { error } = await anon.storage.from(BUCKET).remove(['planta.png']);
    expect(error).toEqual(refusal('403', ADMINS_ONLY));
    expect((await anon.storage.from(BUCKET).exists('planta.png')).data).toBe(true);
  });
});

describe('getPublicUrl(): no request; routes/object/getPublicObject.ts serves it', () => {
  it('is a link anyone opens', async () => {
    const { publicUrl } = anon.storage.from(BUCKET).getPublicUrl('carpeta/detalle.png').data;
    expect(publicUrl).toBe(`${b.url}/storage/v1/object/public/${BUCKET}/carpeta/detalle.png`);
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });
});
