// The studio's reel (the video of the home page and /WhoWeAre) is handled like a project's video:
// 'Optimizar medios' rewrites a reel stored with a phone's position tags (the camera's packets
// unchanged, its type recorded, a phone version made, the tagged file gone); a reel uploaded
// in 'Estudio' records what it is, so an iPhone's HEVC reel, which Debian's Chromium cannot
// decode, is never fetched there (the poster stays, no controls) and a browser that cannot play
// the original gets the phone version instead. Fixtures are made at run time with ffmpeg.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioSettings, type StudioSettings } from '../../core/studio/studio-settings.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { waitForLoadingScreen } from '../../harness/page-load.ts';
import {
  bytesOf,
  objectName,
  putFile,
  signIn,
  storedObjects,
  writeDone,
  type Backend,
  type Db,
} from './admin-helpers.ts';
import { FILMED_AT, noiseVideo, packetHashes, phoneVideo, tagsOf } from '../../harness/video-fixtures.ts';

let backend: Backend;
let browser: Browser;
let db: Db;
let h264: Buffer;
let hevc: Buffer;

async function stored(): Promise<StudioSettings> {
  const { data } = await db.from('Studio').select('settings');
  return studioSettings(data?.[0]?.settings ?? null);
}

async function saveReel(reel: Partial<StudioSettings['reel']>): Promise<void> {
  const settings = await stored();
  const document = { ...settings, reel: { ...settings.reel, ...reel } } as never;
  const updated = await db.from('Studio').update({ settings: document }).eq('id', 1).select();
  if (!updated.data?.length) await db.from('Studio').insert({ id: 1, settings: document });
}

async function expectNoCameraTags(bytes: Buffer): Promise<void> {
  for (const text of [FILMED_AT, 'ISO6709', 'iPhone', 'com.apple.quicktime'])
    expect(bytes.includes(Buffer.from(text)), `the file contains «${text}»`).toBe(false);
  expect(Object.keys(await tagsOf(bytes)).join(' ')).not.toMatch(/location|make|model|software|ISO6709/i);
}

beforeAll(async () => {
  h264 = await phoneVideo({ codec: 'h264' });
  hevc = await phoneVideo({ codec: 'hevc' });
  backend = await startBackend({ serveApp: true });
  db = backend.client(backend.serviceKey);
  browser = await launchBrowser();
  // A reel stored before tags were stripped: the phone's file as it came, no type, no phone version.
  await saveReel({ video: await putFile(db, '1700000000300-reel-previo.mov', h264, 'video/quicktime') });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

/** The reel files (in the bucket) a visitor's page requests on `path` at `viewport`. */
async function reelRequests(path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const visitor = await context.newPage();
  const videos: string[] = [];
  visitor.on('request', (r) => {
    if (/\/Gallery\/[^?]+\.(mp4|mov)(\?|$)/.test(r.url())) videos.push(objectName(r.url()));
  });
  await visitor.goto(backend.url + path);
  await waitForLoadingScreen(visitor);
  await visitor.waitForLoadState('load');
  // The looping reel starts once its poster is up and it is on screen; scroll past both players.
  await visitor.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  await visitor.waitForTimeout(1000);
  await visitor.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await visitor.waitForTimeout(1500);
  const posters = await visitor
    .locator('video')
    .evaluateAll((v) => v.map((e) => (e as HTMLVideoElement).poster));
  const buttons = await visitor.getByRole('button', { name: /Reproducir|Activar sonido|Silenciar/ }).count();
  await context.close();
  return { videos, posters, buttons };
}

async function openStudio(): Promise<Page> {
  const page = await signIn(browser, backend);
  await page.getByRole('button', { name: 'Estudio', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: 'Estudio' }).waitFor();
  return page;
}

describe("the studio's reel", () => {
  it("'Optimizar medios' rewrites a reel stored with its position tags: same packets, type recorded, phone version made, the tagged file gone", async () => {
    const old = (await stored()).reel.video;
    const page = await signIn(browser, backend);
    await page.goto(`${backend.url}/admin?seccion=medios`);
    const list = page.getByRole('list', { name: 'Medios por optimizar' });
    await list.getByText('Video del estudio: sin datos de ubicación').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Empezar' }).click();
    await expect
      .poll(
        async () =>
          (await list.getByRole('listitem').allTextContents()).filter((t) => /Pendiente|Preparando/.test(t)),
        { timeout: 180_000 },
      )
      .toEqual([]);
    const items = await list.getByRole('listitem').allTextContents();
    expect(items.find((t) => t.includes('Video del estudio'))).toContain('Listo');
    await page.context().close();
    const { reel } = await stored();
    expect(reel.video).not.toBe(old);
    expect(reel.videoType).toMatch(/^video\/mp4; codecs="avc1\./);
    expect(reel.phoneType).toMatch(/^video\/mp4; codecs="avc1\./);
    const rewritten = await bytesOf(backend, reel.video);
    await expectNoCameraTags(rewritten);
    expect(await packetHashes(rewritten)).toEqual(await packetHashes(h264));
    await expectNoCameraTags(await bytesOf(backend, reel.phone));
    expect(await storedObjects(backend)).not.toContain(objectName(old));
  }, 240_000);

  it("an iPhone's HEVC reel uploaded in 'Estudio' records its type: this Chromium never fetches it on home or /WhoWeAre, the poster stays, no controls", async () => {
    const page = await openStudio();
    await page
      .getByRole('region', { name: 'Video del estudio' })
      .getByLabel('Elegir video del estudio')
      .evaluate((input: HTMLInputElement, base64) => {
        const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const chosen = new DataTransfer();
        chosen.items.add(new File([data], 'IMG_0003.MOV', { type: '' }));
        input.files = chosen.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }, hevc.toString('base64'));
    await page
      .getByRole('region', { name: 'Video del estudio' })
      .getByRole('button', { name: 'Guardar cambios' })
      .click();
    await writeDone(page);
    // The rewrite was streamed to a file on disk (the origin's private file system, whose folder
    // it made), not held in memory; once stored, that copy is removed from the studio's disk.
    const onDisk = await page.evaluate(async () => {
      const root = await navigator.storage.getDirectory();
      const folder = await root.getDirectoryHandle('videos-sin-etiquetas');
      const names: string[] = [];
      for await (const name of (folder as unknown as { keys(): AsyncIterable<string> }).keys())
        names.push(name);
      return names;
    });
    expect(onDisk).toEqual([]);
    await page.context().close();
    const { reel } = await stored();
    expect(reel.videoType).toMatch(/^video\/mp4; codecs="hvc1\./);
    expect(reel.phone).toBe('');
    expect(await packetHashes(await bytesOf(backend, reel.video))).toEqual(await packetHashes(hevc));
    for (const path of ['/', '/WhoWeAre'])
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const seen = await reelRequests(path, viewport);
        expect(seen.videos, `${path} ${viewport.width}`).toEqual([]);
        expect(seen.posters.length).toBeGreaterThan(0);
        for (const poster of seen.posters) expect(poster).not.toBe('');
        expect(seen.buttons, `${path} ${viewport.width}`).toBe(0);
      }
  }, 240_000);

  it('a browser that cannot play the original gets its phone version instead, on a desktop too', async () => {
    const phone = await putFile(
      db,
      '1700000000301-reel-telefono.mp4',
      await noiseVideo(200_000),
      'video/mp4',
    );
    await saveReel({ phone, phoneType: 'video/mp4; codecs="avc1.640028"' });
    const { reel } = await stored();
    const seen = await reelRequests('/WhoWeAre', { width: 1440, height: 900 });
    expect(seen.videos).toContain(objectName(phone));
    expect(seen.videos).not.toContain(objectName(reel.video));
  }, 120_000);
});
