// A video uploaded in the panel gets a phone rendition and a poster made in the browser
// (Mediabunny over WebCodecs, Debian's Chromium encodes H.264) and stored beside the original; a
// phone-sized screen is served the rendition and a large one the original; with Save-Data or
// reduced motion a loop video waits for a tap; a video stored before still plays; 'Cancelar'
// while the rendition is made leaves nothing behind. The fixture is a real 1080p H.264 video
// with sound, made with ffmpeg (installed by .ci/run).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path.ts';
import {
  type Backend,
  type Db,
  bytesOf,
  jpeg,
  objectName,
  openProject,
  orphans,
  putFile,
  signIn,
  storedObjects,
  writeDone,
} from './admin-helpers.ts';
import { packetHashes } from '../../harness/video-fixtures.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { waitForLoadingScreen } from '../../harness/page-load.ts';

const run = promisify(execFile);

const PROJECT = {
  title: 'Casa Mezquite',
  subtitle: 'Patio',
  description: 'Una casa alrededor de un patio.',
  year: '2025',
  location: 'Hermosillo',
  type: 'Residencial',
} as const;
const OLD = { ...PROJECT, title: 'Casa Antigua', subtitle: 'Video previo' };

let backend: Backend;
let browser: Browser;
let db: Db;
let work: string;
let video: Buffer;
/** Path of a 30 s 1080p video (~38 MB). */
let longVideo: string;

/** A 1080p H.264 video with an AAC sound track, `seconds` long; its path. */
async function makeVideo(seconds: number): Promise<string> {
  const file = path.join(work, `fixture-${seconds}.mp4`);
  await run('ffmpeg', [
    ...['-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '10M', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '128k', '-shortest', file],
  ]);
  return file;
}

async function probe(
  bytes: Buffer,
): Promise<{ codec_type: string; codec_name: string; width?: number; height?: number; bit_rate?: string }[]> {
  const file = path.join(work, `probe-${Date.now()}.bin`);
  await writeFile(file, bytes);
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', file]);
  return (JSON.parse(stdout) as { streams: never[] }).streams;
}

async function projectRow(title: string) {
  const { data, error } = await db.from('Project').select('*').eq('title', title).single();
  if (error) throw new Error(error.message);
  return data;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-renditions-'));
  video = await readFile(await makeVideo(3));
  longVideo = await makeVideo(30);
  backend = await startBackend({ serveApp: true });
  db = backend.client(backend.serviceKey);
  const render = await putFile(db, '1700000000000-mezquite.jpg', await jpeg(1280, 720), 'image/jpeg');
  must(
    await db
      .from('Project')
      .insert({ ...PROJECT, render })
      .select(),
  );
  // Stored before this change: a video and no renditions.
  const old = await putFile(db, '1700000000001-antigua.mp4', video, 'video/mp4');
  must(
    await db
      .from('Project')
      .insert({ ...OLD, render, video: old })
      .select(),
  );
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

function must<T extends { error: { message: string } | null }>(answer: T): T {
  if (answer.error) throw new Error(answer.error.message);
  return answer;
}

/** Opens a project page as a visitor and returns the first video file it asks for. */
async function videoRequested(
  title: string,
  subtitle: string,
  options: Parameters<Browser['newContext']>[0],
): Promise<{ page: Page; url: string }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const asked = page.waitForRequest((r) => /\.mp4(\?|$)/.test(r.url()), { timeout: 30_000 });
  await page.goto(backend.url + projectPath({ title, subtitle }));
  return { page, url: (await asked).url() };
}

/**
 * The images a phone (390 px at 3×) asks for on a project page, its slider scrolled into view,
 * once `expected` is among them.
 */
async function phoneImages(
  project: { title: string; subtitle: string },
  expected: string,
): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  const page = await context.newPage();
  const images: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') images.push(r.url());
  });
  await page.goto(backend.url + projectPath(project));
  await waitForLoadingScreen(page);
  const slider = page.getByRole('button', { name: /^Ampliar imagen/ });
  if (await slider.count()) await slider.scrollIntoViewIfNeeded();
  await expect.poll(() => images.map(objectName), { timeout: 30_000 }).toContain(objectName(expected));
  await context.close();
  return images;
}

describe('video renditions made in the panel', () => {
  it('a 1080p video uploaded in the panel is stored as filmed (its packets), with a ≤ 720p H.264 phone version with sound and a poster', async () => {
    const page = await signIn(browser, backend);
    await openProject(page, PROJECT.title);
    await page
      .getByLabel('Elegir video')
      .setInputFiles({ name: 'recorrido.mp4', mimeType: 'video/mp4', buffer: video });
    await page.getByRole('button', { name: 'Cambiar video' }).click();
    await writeDone(page);
    const row = await projectRow(PROJECT.title);
    expect(row.video).toBeTruthy();
    expect(row.video_phone).toBeTruthy();
    expect(row.video_poster).toBeTruthy();
    // The original's picture and sound byte for byte (SPEC §5), in a container rewritten
    // without tags; the renditions beside it.
    expect(await packetHashes(await bytesOf(backend, row.video!))).toEqual(await packetHashes(video));
    const streams = await probe(await bytesOf(backend, row.video_phone!));
    const picture = streams.find((s) => s.codec_type === 'video')!;
    expect(picture.codec_name).toBe('h264');
    expect([picture.width, picture.height]).toEqual([1280, 720]);
    // About 1 Mbit/s of picture, so a phone's first 30 s of a 40 s clip stay under 6 MiB (bench:media).
    expect(Number(picture.bit_rate)).toBeLessThan(1_200_000);
    // Chromium has no AAC encoder, but the AAC track is copied as it is.
    expect(streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
    const poster = await bytesOf(backend, row.video_poster!);
    expect(poster.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect(await orphans(backend)).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('a phone-sized screen gets the phone version, a large screen the original', async () => {
    const row = await projectRow(PROJECT.title);
    const phone = await videoRequested(PROJECT.title, PROJECT.subtitle, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    expect(objectName(phone.url)).toBe(objectName(row.video_phone!));
    await phone.page.context().close();
    const desktop = await videoRequested(PROJECT.title, PROJECT.subtitle, {
      viewport: { width: 1920, height: 1080 },
    });
    expect(objectName(desktop.url)).toBe(objectName(row.video!));
    await desktop.page.context().close();
  }, 90_000);

  it('with Save-Data or reduced motion the loop video shows its poster and a play button, and loads on a tap', async () => {
    const row = await projectRow(PROJECT.title);
    for (const options of [
      { reducedMotion: 'reduce' as const },
      // Chromium sends Save-Data only with its data saver on; the page reads navigator.connection.
      { saveData: true },
    ]) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        reducedMotion: 'reducedMotion' in options ? options.reducedMotion : 'no-preference',
      });
      if ('saveData' in options)
        await context.addInitScript(() =>
          Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
        );
      const page = await context.newPage();
      const videos: string[] = [];
      page.on('request', (r) => {
        if (/\.mp4(\?|$)/.test(r.url())) videos.push(r.url());
      });
      await page.goto(backend.url + projectPath(PROJECT));
      await waitForLoadingScreen(page);
      await page.getByRole('button', { name: 'Reproducir' }).waitFor({ state: 'attached' });
      await page.waitForLoadState('load');
      await page.waitForTimeout(1500);
      expect(videos).toEqual([]);
      // A click on the picture plays it, as in any player (a tap shows the play button first).
      await page.locator('video').click();
      await expect
        .poll(() => videos.map(objectName), { timeout: 30_000 })
        .toContain(objectName(row.video_phone!));
      await context.close();
    }
  }, 120_000);

  it('a video stored before (no renditions) still plays, on a phone too', async () => {
    const row = await projectRow(OLD.title);
    const phone = await videoRequested(OLD.title, OLD.subtitle, { viewport: { width: 390, height: 844 } });
    expect(objectName(phone.url)).toBe(objectName(row.video!));
    await phone.page
      .locator('video')
      .evaluate((v: HTMLVideoElement) =>
        v.currentTime > 0
          ? null
          : new Promise((resolve) => v.addEventListener('timeupdate', resolve, { once: true })),
      );
    await phone.page.context().close();
  }, 90_000);

  it("an image uploaded in the panel gets WebP copies, which a phone's srcset names on every backend", async () => {
    const page = await signIn(browser, backend);
    await openProject(page, PROJECT.title);
    await page
      .getByLabel('Elegir portada')
      .setInputFiles({ name: 'fachada.jpg', mimeType: 'image/jpeg', buffer: await jpeg(2400, 1600) });
    await page.getByRole('button', { name: 'Cambiar portada' }).click();
    await writeDone(page);
    await page.context().close();
    const row = await projectRow(PROJECT.title);
    const widths = row.render_widths!;
    expect(Object.keys(widths).sort()).toEqual(['1440', '1920', '480', '960']);
    // The original stays a JPEG (SPEC §9), stored as it is; the copies, one at its own width
    // among them, are WebP, as the transformation endpoint serves.
    expect(row.render).toMatch(/fachada\.jpg$/);
    expect((await bytesOf(backend, row.render!)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    for (const width of ['480', '960', '1440', '1920']) {
      expect(widths[width]).toMatch(new RegExp(`-${width}w\\.webp$`));
      const bytes = await bytesOf(backend, widths[width]!);
      expect([bytes.subarray(0, 4).toString(), bytes.subarray(8, 12).toString()]).toEqual(['RIFF', 'WEBP']);
    }
    // A phone (390 px at 3×) gets the 1440 px copy from the stored files, not from a transformation
    // (the served hero and its preload too): the same file whether the project has them or not.
    const images = await phoneImages(PROJECT, widths['1440']!);
    expect(images.filter((u) => u.includes('/render/image/'))).toEqual([]);
  }, 120_000);

  it("'Cancelar' while the phone version is being made stores nothing and changes nothing", async () => {
    const before = await projectRow(PROJECT.title);
    const page = await signIn(browser, backend);
    await openProject(page, PROJECT.title);
    // By path: 38 MB sent as a buffer over the DevTools protocol takes longer than the timeout.
    await page.getByLabel('Elegir video').setInputFiles(longVideo);
    await page.getByRole('button', { name: 'Cambiar video' }).click();
    await page.getByText(/Preparando la versión para teléfonos… \d+ %/).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await writeDone(page);
    expect(await projectRow(PROJECT.title)).toEqual(before);
    expect(await orphans(backend)).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("'Optimizar medios' prepares what was stored before, and a reload lists only what is left", async () => {
    // A render whose copies were made as JPEG, before they were WebP: they are made again.
    const project = await projectRow(PROJECT.title);
    const jpegRender = await putFile(db, '1700000000002-planta.jpg', await jpeg(1280, 720), 'image/jpeg');
    const jpegCopy = await putFile(db, '1700000000002-planta-480w.jpg', await jpeg(480, 270), 'image/jpeg');
    const [render] = must(
      await db
        .from('Render')
        .insert({ id_project: project.id, url: jpegRender, widths: { '480': jpegCopy, '1280': jpegRender } })
        .select(),
    ).data!;
    const page = await signIn(browser, backend);
    await page.goto(`${backend.url}/admin?seccion=medios`);
    const list = page.getByRole('list', { name: 'Medios por optimizar' });
    // The old project's video and cover (the one the new project had too), and the render's JPEG copies.
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 30_000 }).toBe(3);
    await page.getByRole('button', { name: 'Empezar' }).click();
    await page.getByText('Todos los medios están optimizados.').waitFor({ timeout: 120_000 });
    const old = await projectRow(OLD.title);
    expect(old.video_phone).toBeTruthy();
    expect(old.video_poster).toBeTruthy();
    expect(Object.keys(old.render_widths ?? {}).sort()).toEqual(['1280', '480', '960']);
    // The JPEG cover keeps its file; a WebP copy of its size is served in its place.
    expect(old.render_widths!['1280']).toMatch(/-1280w\.webp$/);
    expect(await storedObjects(backend)).toContain(objectName(old.render!));
    expect((await projectRow(PROJECT.title)).render_widths).toBeTruthy();
    const upgraded = must(await db.from('Render').select('widths').eq('id', render!.id).single()).data!
      .widths!;
    expect(upgraded['1280']).toMatch(/-1280w\.webp$/);
    expect(upgraded['480']).toMatch(/-480w\.webp$/);
    expect(upgraded['960']).toMatch(/-960w\.webp$/);
    // The JPEG copy went with the map that named it.
    expect(await storedObjects(backend)).not.toContain(objectName(jpegCopy));
    expect(await orphans(backend)).toEqual([]);
    // The project page's slider names the render's stored widths too: a phone gets its widest,
    // the WebP copy at the original's 1280 px, no transformation.
    const images = await phoneImages(PROJECT, upgraded['1280']!);
    expect(images.filter((u) => u.includes('/render/image/'))).toEqual([]);
    await page.reload();
    await page.getByText('Todos los medios están optimizados.').waitFor({ timeout: 30_000 });
    // The site now serves a phone the old video's phone version.
    const phone = await videoRequested(OLD.title, OLD.subtitle, { viewport: { width: 390, height: 844 } });
    expect(objectName(phone.url)).toBe(objectName(old.video_phone!));
    await phone.page.context().close();
    await page.context().close();
  }, 240_000);
});
