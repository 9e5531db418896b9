// The Gallery bucket as the app uses it (SPEC §7): upload under the generated name, public URL,
// files served back byte for byte with their type and cache headers, byte ranges for video
// seeking, removal by name, and the image transformation endpoint.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import {
  BUCKET,
  bytes,
  must,
  pngImage,
  raw,
  signInAdmin,
  startApi,
  storageState,
  type Client,
} from './helpers';

let b: TestBackend;
let admin: Client;
let token: string;

beforeAll(async () => {
  b = await startApi();
  ({
    client: admin,
    session: { access_token: token },
  } = await signInAdmin(b));
});

afterAll(() => b?.stop());

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');
const publicUrl = (name: string) => admin.storage.from(BUCKET).getPublicUrl(name).data.publicUrl;
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
};

describe('upload, public URL, served back', () => {
  it('Node form upload(name, buffer, {contentType}): the file is served byte-identical with its type, ETag and Cache-Control', async () => {
    const name = '1700000000000-fachada.png';
    const png = await pngImage(320, 200);
    const { data, error } = await admin.storage.from(BUCKET).upload(name, png, { contentType: 'image/png' });
    expect(error).toBeNull();
    expect(data).toEqual({
      path: name,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fullPath: `${BUCKET}/${name}`,
    });

    const url = publicUrl(name);
    expect(url).toBe(`${b.url}/storage/v1/object/public/${BUCKET}/${name}`);
    const { res, body } = await get(url);
    expect(res.status).toBe(200);
    expect(body.equals(png)).toBe(true);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe(String(png.length));
    expect(res.headers.get('etag')).toBe(`"${md5(png)}"`);
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('last-modified')).toBeTruthy();
  });

  it('browser form (a Blob, sent as multipart/form-data): served with the Blob’s own type', async () => {
    const name = '1700000000001-recorrido.mp4';
    const video = bytes(40_000);
    const { error } = await admin.storage
      .from(BUCKET)
      .upload(name, new Blob([new Uint8Array(video)], { type: 'video/mp4' }), { cacheControl: '600' });
    expect(error).toBeNull();
    const { res, body } = await get(publicUrl(name));
    expect(res.status).toBe(200);
    expect(body.equals(video)).toBe(true);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('cache-control')).toBe('max-age=600');
  });

  it('the raw answer is {Key, Id} as Supabase Storage answers it', async () => {
    const answer = await raw(b, `/storage/v1/object/${BUCKET}/1700000000002-plano.webp`, {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'image/webp', 'x-upsert': 'false' },
      body: new Uint8Array(
        await sharp(await pngImage(50, 50))
          .webp()
          .toBuffer(),
      ),
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      Key: `${BUCKET}/1700000000002-plano.webp`,
      Id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('a name with spaces gets a percent-encoded public URL that works', async () => {
    const name = '1700000000003-casa patio (final).png';
    const png = await pngImage(30, 30);
    must(await admin.storage.from(BUCKET).upload(name, png, { contentType: 'image/png' }));
    const url = publicUrl(name);
    expect(url).toContain('1700000000003-casa%20patio%20(final).png');
    const { res, body } = await get(url);
    expect(res.status).toBe(200);
    expect(body.equals(png)).toBe(true);
  });

  it('an existing name without upsert → 409 and the first file stays; with upsert the file is replaced', async () => {
    const name = '1700000000004-portada.png';
    const first = await pngImage(40, 40);
    const second = await pngImage(80, 80);
    must(await admin.storage.from(BUCKET).upload(name, first, { contentType: 'image/png' }));
    const again = await admin.storage.from(BUCKET).upload(name, second, { contentType: 'image/png' });
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    expect((await get(publicUrl(name))).body.equals(first)).toBe(true);

    must(await admin.storage.from(BUCKET).upload(name, second, { contentType: 'image/png', upsert: true }));
    const { res, body } = await get(publicUrl(name));
    expect(body.equals(second)).toBe(true);
    expect(res.headers.get('etag')).toBe(`"${md5(second)}"`);
  });

  it('HEAD answers the headers without a body; If-None-Match with the ETag answers 304', async () => {
    const name = '1700000000005-detalle.png';
    const png = await pngImage(60, 40);
    must(await admin.storage.from(BUCKET).upload(name, png, { contentType: 'image/png' }));
    const head = await fetch(publicUrl(name), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(png.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const etag = head.headers.get('etag')!;
    const revalidated = await get(publicUrl(name), { 'If-None-Match': etag });
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect((await get(publicUrl(name), { 'If-None-Match': '"otro"' })).res.status).toBe(200);
  });
});

describe('uploaded files never run as pages of the site', () => {
  it('an SVG with a script is served with nosniff and a sandboxing CSP', async () => {
    const name = '1700000000000-plano.svg';
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    must(await admin.storage.from(BUCKET).upload(name, svg, { contentType: 'image/svg+xml' }));
    const { res, body } = await get(publicUrl(name));
    expect(res.status).toBe(200);
    expect(body.equals(svg)).toBe(true);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
  });
});

describe('byte ranges (video seeking)', () => {
  const name = '1700000000010-video.mp4';
  const video = bytes(100_000, 11);
  const size = video.length;
  beforeAll(async () => {
    must(await admin.storage.from(BUCKET).upload(name, video, { contentType: 'video/mp4' }));
  });

  it.each([
    ['the first bytes', 'bytes=0-99', 0, 99],
    ['a middle slice', 'bytes=5000-5999', 5000, 5999],
    ['from an offset to the end', 'bytes=90000-', 90_000, size - 1],
    ['a suffix (the last 500 bytes)', 'bytes=-500', size - 500, size - 1],
    ['a suffix longer than the file (the whole file)', `bytes=-${size + 10}`, 0, size - 1],
    ['an end past the file (clamped)', `bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
  ])('%s: %s → 206 with Content-Range', async (_what, range, start, end) => {
    const { res, body } = await get(publicUrl(name), { Range: range });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
    expect(res.headers.get('content-length')).toBe(String(end - start + 1));
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(body.equals(video.subarray(start, end + 1))).toBe(true);
  });

  it.each([`bytes=${size}-`, `bytes=${size + 5}-${size + 10}`, 'bytes=-0'])(
    'unsatisfiable %s → 416 with Content-Range bytes */size',
    async (range) => {
      const { res, body } = await get(publicUrl(name), { Range: range });
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe(`bytes */${size}`);
      expect(body.length).toBe(0);
    },
  );

  it('If-Range with a stale ETag answers the whole file (200)', async () => {
    const { res, body } = await get(publicUrl(name), { Range: 'bytes=0-9', 'If-Range': '"antiguo"' });
    expect(res.status).toBe(200);
    expect(body.equals(video)).toBe(true);
  });
});

describe('remove by name', () => {
  it('removes the object: the answer lists it, the public URL 404s, row and file are gone', async () => {
    const name = '1700000000020-borrar.png';
    const before = await storageState(b);
    must(await admin.storage.from(BUCKET).upload(name, await pngImage(20, 20), { contentType: 'image/png' }));
    expect((await storageState(b)).files.length).toBe(before.files.length + 1);

    const { data, error } = await admin.storage.from(BUCKET).remove([name]);
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ name, bucket_id: BUCKET })]);
    const gone = await raw(b, `/storage/v1/object/public/${BUCKET}/${name}`, { apikey: null });
    expect(gone.status).toBe(404);
    expect(gone.json).toEqual({ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' });
    expect(await storageState(b)).toEqual(before);

    // The name is free again.
    expect(
      (await admin.storage.from(BUCKET).upload(name, await pngImage(20, 20), { contentType: 'image/png' }))
        .error,
    ).toBeNull();
  });

  it('removing a name that does not exist removes nothing and is not an error', async () => {
    const before = await storageState(b);
    const { data, error } = await admin.storage.from(BUCKET).remove(['1700000000099-no-existe.png']);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(await storageState(b)).toEqual(before);
  });
});

describe('image transformation (/storage/v1/render/image/public)', () => {
  const name = '1700000000030-render.png';
  let original: Buffer;
  beforeAll(async () => {
    original = await pngImage(1200, 800);
    must(await admin.storage.from(BUCKET).upload(name, original, { contentType: 'image/png' }));
  });
  const render = (transform: Record<string, unknown>) =>
    admin.storage.from(BUCKET).getPublicUrl(name, { transform: transform as never }).data.publicUrl;

  it('the URL supabase-js builds returns a resized image (width only keeps the proportions)', async () => {
    const url = render({ width: 480, quality: 80 });
    expect(url).toBe(`${b.url}/storage/v1/render/image/public/${BUCKET}/${name}?width=480&quality=80`);
    const { res, body } = await get(url);
    expect(res.status).toBe(200);
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height]).toEqual([480, 320]);
    expect(res.headers.get('content-type')).toBe(`image/${meta.format}`);
    expect(res.headers.get('etag')).toBeTruthy();
    // The same request again is the same image.
    expect((await get(url)).res.headers.get('etag')).toBe(res.headers.get('etag'));
  });

  // As Supabase (imgproxy) does: cover crops to the box, contain fits inside it keeping the
  // proportions (no padding), fill stretches to the box.
  it.each([
    ['cover', 480, 480],
    ['contain', 480, 320],
    ['fill', 480, 480],
  ])('width and height with resize=%s → %ix%i', async (resize, w, h) => {
    const { res, body } = await get(render({ width: 480, height: 480, resize }));
    expect(res.status).toBe(200);
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height]).toEqual([w, h]);
  });

  it('browsers that accept WebP get WebP', async () => {
    const { res, body } = await get(render({ width: 200 }), { Accept: 'image/avif,image/webp,*/*' });
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(body).metadata()).format).toBe('webp');
  });

  it.each([
    'width=0',
    'width=2501',
    'height=-5',
    'width=abc',
    'width=10.5',
    'quality=19',
    'quality=101',
    'resize=stretch',
    'format=gif',
  ])('out-of-range %s → 400 in Storage’s error shape', async (query) => {
    const answer = await raw(b, `/storage/v1/render/image/public/${BUCKET}/${name}?${query}`, {
      apikey: null,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      statusCode: '400',
      error: expect.any(String),
      message: expect.any(String),
    });
  });

  it('a file that is not an image → 400; a missing file → 404', async () => {
    must(
      await admin.storage
        .from(BUCKET)
        .upload('1700000000031-clip.mp4', bytes(2000), { contentType: 'video/mp4' }),
    );
    expect(
      (
        await raw(b, `/storage/v1/render/image/public/${BUCKET}/1700000000031-clip.mp4?width=100`, {
          apikey: null,
        })
      ).status,
    ).toBe(400);
    expect(
      (await raw(b, `/storage/v1/render/image/public/${BUCKET}/no-existe.png?width=100`, { apikey: null }))
        .status,
    ).toBe(404);
  });
});
