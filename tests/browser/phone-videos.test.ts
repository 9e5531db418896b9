// A studio's phone videos through the panel, in Debian's Chromium: a camera's upper-case
// `IMG_0001.MOV` (which Chromium on Linux gives an empty type) is taken; where and with what it
// was filmed (QuickTime position, make, model and software tags) reaches no public file, while its
// picture and sound are the camera's packets, byte for byte; a file that is no video, named
// `.mp4`, is refused before a byte is sent; an iPhone's HEVC video, which this Chromium cannot
// decode, gets a truthful notice and never blanks the project page (the cover stays); 'Optimizar
// medios' rewrites a video stored with its tags. Fixtures are made at run time with ffmpeg.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { waitForLoadingScreen } from '../../harness/page-load.ts';
import {
  type Backend,
  type Db,
  bytesOf,
  imgShowing,
  jpeg,
  objectName,
  openProject,
  orphans,
  putFile,
  signIn,
  storedObjects,
  writeDone,
} from './admin-helpers.ts';
import { FILMED_AT, packetHashes, phoneVideo, streamsOf, tagsOf } from '../../harness/video-fixtures.ts';

const PROJECT = {
  title: 'Casa Huizache',
  subtitle: 'Terraza',
  description: 'Una casa filmada con un teléfono.',
  year: '2026',
  location: 'Oaxaca',
  type: 'Residencial',
} as const;
const BEFORE = { ...PROJECT, title: 'Casa Previa', subtitle: 'Con ubicación' };

let backend: Backend;
let browser: Browser;
let db: Db;
let work: string;
let h264: Buffer;
let hevc: Buffer;

async function projectRow(title: string) {
  const { data, error } = await db.from('Project').select('*').eq('title', title).single();
  if (error) throw new Error(error.message);
  return data;
}

/** What a public file must not say: where the phone was, or which phone it was. */
async function expectNothingAboutTheCamera(bytes: Buffer): Promise<void> {
  for (const text of [FILMED_AT, 'ISO6709', 'iPhone', 'com.apple.quicktime'])
    expect(bytes.includes(Buffer.from(text)), `the file contains «${text}»`).toBe(false);
}

async function expectNoCameraTags(bytes: Buffer): Promise<void> {
  await expectNothingAboutTheCamera(bytes);
  const keys = Object.keys(await tagsOf(bytes)).join(' ');
  expect(keys).not.toMatch(/location|make|model|software|ISO6709/i);
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-phone-videos-'));
  // Portrait, as a phone held upright films.
  h264 = await phoneVideo({ codec: 'h264', size: '360x640' });
  hevc = await phoneVideo({ codec: 'hevc' });
  backend = await startBackend({ serveApp: true });
  db = backend.client(backend.serviceKey);
  const render = await putFile(db, '1700000000000-huizache.jpg', await jpeg(1280, 720), 'image/jpeg');
  const { error } = await db.from('Project').insert({ ...PROJECT, render });
  if (error) throw new Error(error.message);
  // Stored before the panel stripped tags: the phone's file as it came.
  const tagged = await putFile(db, '1700000000001-previa.mov', h264, 'video/quicktime');
  const old = await db.from('Project').insert({ ...BEFORE, render, video: tagged });
  if (old.error) throw new Error(old.error.message);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

/**
 * Chooses `bytes` as the project's video, named `name` with an empty type — what Chromium on
 * Linux gives an upper-case `.MOV` (Playwright's setInputFiles would fill in a type from the
 * name) — and sends it.
 */
async function sendVideo(page: Page, name: string, bytes: Buffer): Promise<void> {
  await openProject(page, PROJECT.title);
  await page.getByLabel('Elegir video').evaluate(
    (input: HTMLInputElement, [fileName, base64]) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const chosen = new DataTransfer();
      chosen.items.add(new File([data], fileName, { type: '' }));
      input.files = chosen.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    [name, bytes.toString('base64')] as const,
  );
  await page.getByRole('button', { name: 'Cambiar video' }).click();
  await writeDone(page);
}

describe("a studio's phone videos", () => {
  it("a camera's IMG_0001.MOV (no type from the browser) is taken, and no public file says where or with what it was filmed", async () => {
    const page = await signIn(browser, backend);
    // Chromium on Linux gives an upper-case .MOV an empty type.
    await sendVideo(page, 'IMG_0001.MOV', h264);
    expect(await page.getByRole('alert').count()).toBe(0);
    const row = await projectRow(PROJECT.title);
    // Rewritten into MP4, which every browser names (QuickTime's type gets '' from Chromium).
    expect(objectName(row.video!)).toMatch(/^\d{13}-IMG-0001\.mp4$/);
    expect(row.video_type).toMatch(/^video\/mp4; codecs="avc1\.[0-9a-f]{6}, mp4a\.40\.2"$/);
    expect(row.video_phone_type).toMatch(/^video\/mp4; codecs="avc1\./);
    const original = await bytesOf(backend, row.video!);
    await expectNoCameraTags(original);
    // The camera's picture and sound, packet for packet: not re-encoded (SPEC §5).
    expect(await packetHashes(original)).toEqual(await packetHashes(h264));
    const phone = await bytesOf(backend, row.video_phone!);
    await expectNoCameraTags(phone);
    // Portrait stays portrait.
    const picture = (await streamsOf(phone)).find((s) => s.codec_type === 'video')!;
    expect(picture.height).toBeGreaterThan(picture.width!);
    await expectNothingAboutTheCamera(await bytesOf(backend, row.video_poster!));
    expect(await orphans(backend)).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('a file that is no video, named .mp4, is refused before a byte is sent, with its name and why; nothing changes', async () => {
    const before = await projectRow(PROJECT.title);
    const stored = await storedObjects(backend);
    // Large, as the text export a studio might mistake for its video: only its headers are read.
    const file = path.join(work, 'recorrido final.mp4');
    await writeFile(file, Buffer.alloc(64 * 1024 * 1024, 'Esto no es un video. '));
    const page = await signIn(browser, backend);
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/storage/v1/')) uploads.push(`${r.method()} ${r.url()}`);
    });
    await openProject(page, PROJECT.title);
    await page.getByLabel('Elegir video').setInputFiles(file);
    await page.getByRole('button', { name: 'Cambiar video' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'recorrido final.mp4' });
    await alert.waitFor({ timeout: 60_000 });
    expect((await alert.textContent())?.trim()).toBe(
      '«recorrido final.mp4» no se puede usar como video: su contenido no es de ningún formato de video conocido (MP4, MOV, WebM). No se subió.',
    );
    expect(uploads.filter((u) => !u.startsWith('GET ') && !u.startsWith('OPTIONS '))).toEqual([]);
    expect(await projectRow(PROJECT.title)).toEqual(before);
    expect(await storedObjects(backend)).toEqual(stored);
    await page.context().close();
  }, 120_000);

  it("an iPhone's HEVC video in Chromium: the panel says truthfully what happened and what to do, and the project page shows the cover, never an empty frame", async () => {
    const page = await signIn(browser, backend);
    await sendVideo(page, 'IMG_0002.MOV', hevc);
    const notice = page.getByRole('status').filter({ hasText: 'no decodifica' });
    await notice.waitFor();
    const text = (await notice.textContent()) ?? '';
    expect(text).toContain('Este navegador no decodifica HEVC (H.265), el formato de los iPhone');
    expect(text).toContain('los demás verán la portada');
    expect(text).toContain('«Más compatible»');
    // Not the advice it used to give a studio already in Chromium.
    expect(text).not.toContain('Súbelo desde Chrome');
    await page.context().close();
    const row = await projectRow(PROJECT.title);
    expect(row.video_type).toMatch(/^video\/mp4; codecs="hvc1\./);
    expect(row.video_phone).toBeNull();
    const original = await bytesOf(backend, row.video!);
    await expectNoCameraTags(original);
    expect(await packetHashes(original)).toEqual(await packetHashes(hevc));
    expect(await orphans(backend)).toEqual([]);

    // A visitor in this Chromium, on a desktop and on a phone: the cover, and the video file is
    // never fetched (it would come whole and show an empty dark frame with sound).
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ viewport });
      const visitor = await context.newPage();
      const videos: string[] = [];
      visitor.on('request', (r) => {
        if (/\.(mp4|mov)(\?|$)/.test(r.url())) videos.push(r.url());
      });
      await visitor.goto(backend.url + projectPath(PROJECT));
      await waitForLoadingScreen(visitor);
      const cover = visitor.locator(imgShowing(row.render!, row.render_widths)).first();
      await cover.waitFor({ state: 'visible' });
      await visitor.waitForLoadState('load');
      await visitor.waitForTimeout(1500);
      expect(await cover.isVisible()).toBe(true);
      expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
      expect(videos).toEqual([]);
      // No play or sound buttons over a video that cannot play.
      expect(await visitor.getByRole('button', { name: /Reproducir|Activar sonido|Silenciar/ }).count()).toBe(
        0,
      );
      await context.close();
    }
  }, 180_000);

  it("'Optimizar medios' rewrites a video stored with its position tags, and the old file goes", async () => {
    const old = await projectRow(BEFORE.title);
    const page = await signIn(browser, backend);
    await page.goto(`${backend.url}/admin?seccion=medios`);
    const list = page.getByRole('list', { name: 'Medios por optimizar' });
    await list.getByText(`Video de «${BEFORE.title} — ${BEFORE.subtitle}»: sin datos de ubicación`).waitFor({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Empezar' }).click();
    // Every item done or refused: the covers' copies are recorded too.
    await expect
      .poll(
        async () =>
          (await list.getByRole('listitem').allTextContents()).filter((t) => /Pendiente|Preparando/.test(t)),
        {
          timeout: 180_000,
        },
      )
      .toEqual([]);
    const items = await list.getByRole('listitem').allTextContents();
    expect(items.find((t) => t.includes(`Video de «${BEFORE.title}`))).toContain('Listo');
    // The HEVC video this Chromium cannot decode is not just "failed": what to do is said.
    expect(items.find((t) => t.includes(`Video de «${PROJECT.title}`))).toContain(
      'este navegador no decodifica HEVC (H.265), el formato de los iPhone. El sitio muestra este video solo a los navegadores que pueden reproducirlo y la portada a los demás. Para que todos lo vean, conviértelo a H.264 (MP4) y vuelve a subirlo',
    );
    const row = await projectRow(BEFORE.title);
    expect(row.video).not.toBe(old.video);
    expect(row.video_type).toMatch(/^video\/mp4; codecs="avc1\./);
    const rewritten = await bytesOf(backend, row.video!);
    await expectNoCameraTags(rewritten);
    expect(await packetHashes(rewritten)).toEqual(await packetHashes(h264));
    await expectNoCameraTags(await bytesOf(backend, row.video_phone!));
    expect(await storedObjects(backend)).not.toContain(objectName(old.video!));
    expect(await orphans(backend)).toEqual([]);
    await page.context().close();
  }, 240_000);
});
