// Issue 28: the demo content comes with its renditions, so a hosted project without image
// transformations serves phones small files after `push` as the embedded backend does: every
// image with its WebP copies at 480, 960 and 1440 px (the map closing with the original), every
// video with its poster, and its own file as its phone version (already 960×540). Nothing for
// 'Optimizar medios' to do on a fresh install.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend';
import { mediaRows } from '../support/media-rows';

let b: TestBackend;

beforeAll(async () => {
  b = await startBackend({ seed: true, serveApp: false });
}, 120_000);

afterAll(() => b?.stop());

async function served(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(new URL(url, b.url));
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** Each copy of a widths map served as WebP; the widest entry the original. */
async function expectCopies(widths: Record<string, string> | null, original: string) {
  expect(Object.keys(widths ?? {}).sort((x, y) => +x - +y)).toEqual([
    '480',
    '960',
    '1440',
    expect.any(String),
  ]);
  const entries = Object.entries(widths!).sort((x, y) => +x[0] - +y[0]);
  expect(entries.pop()![1]).toBe(original);
  for (const [width, url] of entries) {
    expect(url).toMatch(new RegExp(`-${width}w\\.webp$`));
    const copy = await served(url);
    expect([copy.status, copy.type]).toEqual([200, 'image/webp']);
  }
}

describe('the demo content', () => {
  it('comes with its images’ WebP copies and its videos’ posters and phone versions', async () => {
    const { projects, images } = await mediaRows(b.client(b.serviceKey));
    expect(projects.length).toBeGreaterThan(0);
    for (const p of projects) {
      await expectCopies(p.render_widths, p.render!);
      expect(p.video_phone).toBe(p.video);
      const poster = await served(p.video_poster!);
      expect([poster.status, poster.type]).toEqual([200, 'image/jpeg']);
    }
    for (const row of images) await expectCopies(row.widths, row.url);
  }, 120_000);
});
