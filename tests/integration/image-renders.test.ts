// Image transformations are bounded — a fixed set of sizes and qualities (others snap up),
// one render per variant at a time written whole before anyone reads it, a byte cap on the render
// cache, a queue in front of the renders and a per-address limit on new (uncached) renders.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { BUCKET, must, pngImage, signInAdmin, startApi } from './helpers';

let open: TestBackend; // default limits, except a generous per-address allowance
let tight: TestBackend; // 1 MiB cache, one render at a time with one waiting
let limited: TestBackend; // three new renders per address, then one a minute
const NAME = 'render/fachada.png';

/** A stored image; `grainy` ones (noise, like film grain) stay large when resized. */
async function withImage(b: TestBackend, width: number, height: number, grainy = false) {
  const { client } = await signInAdmin(b);
  const image = grainy
    ? await sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#888',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .png({ compressionLevel: 1 })
        .toBuffer()
    : await pngImage(width, height);
  must(await client.storage.from(BUCKET).upload(NAME, image, { contentType: 'image/png' }));
}

beforeAll(async () => {
  [open, tight, limited] = await Promise.all([
    startApi({ rendersPerMinute: 10_000 }),
    startApi({ renderCacheMb: 1, renderConcurrency: 1, renderQueue: 1, rendersPerMinute: 10_000 }),
    startApi({ rendersPerMinute: 3 }),
  ]);
  await Promise.all([
    withImage(open, 1600, 1100, true),
    withImage(tight, 1600, 1100, true),
    withImage(limited, 600, 400),
  ]);
});

afterAll(() => Promise.all([open?.stop(), tight?.stop(), limited?.stop()]));

const url = (b: TestBackend, query: string) =>
  `${b.url}/storage/v1/render/image/public/${BUCKET}/${NAME}?${query}`;

async function get(target: string, headers: Record<string, string> = { Accept: 'image/webp' }) {
  const res = await fetch(target, { headers });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

async function cacheFiles(b: TestBackend) {
  const dir = path.join(b.dataDir, 'storage', 'render-cache');
  const names = await readdir(dir);
  const sizes = await Promise.all(names.map(async (n) => (await stat(path.join(dir, n))).size));
  return { names, bytes: sizes.reduce((a, s) => a + s, 0) };
}

describe('sizes and qualities', () => {
  it('a width or quality outside the set is snapped up: the same render, not a new one', async () => {
    const asked = await get(url(open, 'width=300&quality=77'));
    const listed = await get(url(open, 'width=320&quality=80'));
    expect(asked.res.status).toBe(200);
    expect(asked.res.headers.get('etag')).toBe(listed.res.headers.get('etag'));
    expect((await sharp(asked.body).metadata()).width).toBe(320);
    const before = (await cacheFiles(open)).names.length;
    for (const width of [301, 305, 310, 319])
      expect((await get(url(open, `width=${width}`))).res.status).toBe(200);
    expect((await cacheFiles(open)).names.length).toBe(before);
  });
});

describe('concurrent first requests of one variant', () => {
  it('all get the whole image with the right Content-Length, rendered once', async () => {
    const before = (await cacheFiles(open)).names.length;
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => get(url(open, 'width=1200&quality=90'))),
    );
    const first = answers[0]!.body;
    for (const { res, body } of answers) {
      expect(res.status).toBe(200);
      expect(Number(res.headers.get('content-length'))).toBe(body.length);
      expect(body.equals(first)).toBe(true);
    }
    expect((await sharp(first).metadata()).width).toBe(1200);
    expect((await cacheFiles(open)).names.length).toBe(before + 1);
  });
});

describe('the render cache', () => {
  it('stays within its byte cap, dropping the least recently used renders, and still answers every size', async () => {
    const widths = [160, 240, 320, 400, 480, 640, 720, 800, 960, 1080, 1200]; // together ~3 MB, each under 1 MiB
    for (const width of widths) {
      const { res, body } = await get(url(tight, `width=${width}&quality=100`));
      expect(res.status).toBe(200);
      expect(Number(res.headers.get('content-length'))).toBe(body.length);
    }
    const { bytes, names } = await cacheFiles(tight);
    expect(bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(names.length).toBeLessThan(widths.length);
    // An evicted size is rendered again on demand.
    expect((await get(url(tight, 'width=160&quality=100'))).res.status).toBe(200);
  });
});

describe('the render queue', () => {
  it('past the renders waiting, new sizes get 503 with Retry-After, never a broken image', async () => {
    const widths = [240, 320, 400, 480, 630, 640, 720, 800, 960, 1080, 1200, 1440, 1920, 2500];
    const answers = await Promise.all(widths.map((w) => get(url(tight, `width=${w}&quality=60`))));
    const statuses = answers.map((a) => a.res.status);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    for (const { res, body } of answers) {
      if (res.status === 503) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      else expect((await sharp(body).metadata()).format).toBe('webp');
    }
  });
});

describe('per-address limit on new renders', () => {
  it('after its allowance a client gets 429 for new sizes, while sizes already rendered keep coming', async () => {
    for (const width of [160, 240, 320])
      expect((await get(url(limited, `width=${width}`))).res.status).toBe(200);
    const refused = await get(url(limited, 'width=400'));
    expect(refused.res.status).toBe(429);
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.parse(refused.body.toString())).toMatchObject({ statusCode: '429' });
    expect((await get(url(limited, 'width=240'))).res.status).toBe(200);
    expect((await get(`${limited.url}/storage/v1/object/public/${BUCKET}/${NAME}`)).res.status).toBe(200);
  });
});
