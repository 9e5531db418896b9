// The demo content comes with its renditions, so a hosted project without image
// transformations serves phones small files after `push` as the embedded backend does: every
// image with its WebP copies at 480, 960 and 1440 px (the map closing with the original), every
// video with its poster, and its own file as its phone version (already 960×540), and the one 3D
// model as the panel stores one (optimised, with its poster and the poster's copies). Nothing for
// 'Optimizar medios' to do on a fresh install.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gltfRefusal } from '../../core/media/gltf-check';
import { startBackend, type TestBackend } from '../../harness/backend';
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

  it('shows Casa Río-Bravo in 3D: its model optimised as the panel stores one, with its poster and the poster’s copies', async () => {
    const { projects } = await mediaRows(b.client(b.serviceKey));
    const withModel = projects.filter((p) => p.model);
    expect(withModel.map((p) => p.title)).toEqual(['Casa Río-Bravo']);
    const [p] = withModel;
    const model = await served(p!.model!);
    expect([model.status, model.type, model.bytes.length]).toEqual([200, 'model/gltf-binary', p!.model_size]);
    expect(p!.model_source).toBe('glb');
    // Small enough for a phone, geometry compressed with meshopt and textures in WebP, and a model
    // the panel itself would take (nothing fetched from elsewhere, nothing declared beyond its bytes).
    expect(model.bytes.length).toBeLessThan(300 * 1024);
    const jsonLength = model.bytes.readUInt32LE(12);
    const json = JSON.parse(model.bytes.subarray(20, 20 + jsonLength).toString()) as {
      extensionsUsed?: string[];
    };
    expect(json.extensionsUsed).toEqual(
      expect.arrayContaining(['EXT_meshopt_compression', 'EXT_texture_webp']),
    );
    expect(gltfRefusal(json, model.bytes.readUInt32LE(20 + jsonLength))).toBeNull();
    const poster = await served(p!.model_poster!);
    expect([poster.status, poster.type]).toEqual([200, 'image/webp']);
    await expectCopies(p!.model_poster_widths, p!.model_poster!);
  });

  it('records what each video is, and no video says where or with what it was made', async () => {
    const { projects } = await mediaRows(b.client(b.serviceKey));
    const reel = await readFile(path.join(import.meta.dirname, '../../src/assets/studio-reel.mp4'));
    const files: Buffer[] = [reel];
    for (const p of projects) {
      // The same file is its own phone version: both H.264, which every browser plays.
      expect(p.video_type).toMatch(/^video\/mp4; codecs="avc1\.[0-9a-f]{6}"$/);
      expect(p.video_phone_type).toBe(p.video_type);
      files.push((await served(p.video!)).bytes);
    }
    for (const bytes of files) {
      // ffmpeg's `encoder` tags and x264's settings (an SEI packet) name the software.
      for (const text of ['Lavf', 'Lavc', 'x264', 'ISO6709'])
        expect(bytes.includes(Buffer.from(text))).toBe(false);
      expect(Object.keys(await formatTags(bytes))).not.toContain('encoder');
    }
  }, 60_000);
});

/** The container's tags, as ffprobe reads them. */
async function formatTags(bytes: Buffer): Promise<Record<string, string>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'estudio-demo-video-'));
  try {
    await writeFile(path.join(dir, 'v.mp4'), bytes);
    const { stdout } = await promisify(execFile)('ffprobe', [
      ...['-v', 'error', '-show_format', '-of', 'json', path.join(dir, 'v.mp4')],
    ]);
    return (JSON.parse(stdout) as { format: { tags?: Record<string, string> } }).format.tags ?? {};
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
