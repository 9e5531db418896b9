// Shared steps of the admin browser tests (tests/browser/admin-*.test.ts): signing in, waiting
// for writes, and looking at what the backend really stored.
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { BUSY, signIn } from '../../harness/panel.ts';
import { readDetail, tilePaths } from '../../core/media/detail-pyramid.ts';
import { mediaRows } from '../support/media-rows.ts';

export type Backend = Awaited<ReturnType<typeof startBackend>>;
export type Db = ReturnType<Backend['client']>;

// Signing in and waiting for a write live in the harness: the benches and the guide's screenshots
// use them too.
export { BUSY, signIn, signInOn, writeDone } from '../../harness/panel.ts';

export interface Panel {
  backend: Backend;
  browser: Browser;
  /** A service-role client, to look at what the backend really stored. */
  db: Db;
  /** The administrator's page, signed in on 'Proyectos'. */
  page: Page;
}

/** The usual start of an admin test file: a fresh backend serving the app, Chromium, signed in. */
export async function openPanel(): Promise<Panel> {
  const backend = await startBackend({ serveApp: true });
  const browser = await launchBrowser();
  return { backend, browser, db: backend.client(backend.serviceKey), page: await signIn(browser, backend) };
}

export async function closePanel(panel: Partial<Panel>): Promise<void> {
  await panel.browser?.close();
  await panel.backend?.stop();
}

export function busyOverlay(page: Page) {
  return page.getByRole('status', { name: BUSY });
}

/** Waits for the alert with exactly `text`, then checks the overlay has closed. */
export async function expectAlert(page: Page, text: string): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: text });
  await alert.waitFor({ timeout: 45_000 });
  expect((await alert.textContent())?.trim()).toBe(text);
  expect(await busyOverlay(page).count()).toBe(0);
}

/**
 * Opens a project in the 'Proyectos' tab by its title. On a phone another project (or the new
 * project's form) may be the screen shown, kept there by a reload: back to the list first.
 */
export async function openProject(page: Page, title: string): Promise<void> {
  const list = page.getByRole('list', { name: 'Proyectos' });
  const back = page.getByRole('button', { name: 'Todos los proyectos' });
  await list.or(back).first().waitFor();
  if (await back.isVisible()) await back.click();
  await list.getByRole('button', { name: new RegExp(title) }).click();
  await page.getByRole('heading', { level: 3, name: new RegExp(title) }).waitFor();
}

/** The object name a stored URL points at (its last path segment, decoded). */
export function objectName(url: string): string {
  return decodeURIComponent(new URL(url, 'http://x').pathname.split('/').pop() ?? '');
}

/**
 * A selector for an <img> showing a stored image: its original or any of its copies. The site
 * serves the copy that fits the screen, a WebP copy in a JPEG original's place.
 */
export function imgShowing(url: string, widths?: Record<string, string> | null): string {
  const names = new Set([url, ...Object.values(widths ?? {})].map(objectName));
  return [...names].map((name) => `img[src*="${name}"]`).join(', ');
}

/** HTTP status of a stored file's public URL. */
export async function statusOf(backend: Backend, url: string): Promise<number> {
  return (await fetch(new URL(url, backend.url))).status;
}

export async function bytesOf(backend: Backend, url: string): Promise<Buffer> {
  const response = await fetch(new URL(url, backend.url));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Names of every object in the Gallery bucket. */
export async function storedObjects(backend: Backend): Promise<string[]> {
  const { rows } = await backend.backend.db.pg.query<{ name: string }>(
    `select name from storage.objects where bucket_id = 'Gallery' order by name`,
  );
  return rows.map((row) => row.name);
}

/** Names of every object in the trash's private bucket (a trashed item's files wait there). */
export async function trashedObjects(backend: Backend): Promise<string[]> {
  const { rows } = await backend.backend.db.pg.query<{ name: string }>(
    `select name from storage.objects where bucket_id = 'Papelera' order by name`,
  );
  return rows.map((row) => row.name);
}

/** Objects that no record points at: there must be none after any write, failed or not. */
export async function orphans(backend: Backend): Promise<string[]> {
  const { projects, images } = await mediaRows(backend.client(backend.serviceKey));
  // With the renditions made beside each original.
  const widths = (map: Record<string, string> | null) => Object.values(map ?? {});
  const urls = [
    ...projects.flatMap((p) => [
      p.render,
      p.video,
      p.video_phone,
      p.video_poster,
      p.render_preview,
      ...widths(p.render_widths),
      // A 3D model, its poster and the poster's copies.
      p.model,
      p.model_poster,
      ...widths(p.model_poster_widths),
    ]),
    // A plano drawn from a PDF also names the PDF.
    ...images.flatMap((r) => [r.url, ...widths(r.widths), 'pdf_url' in r ? r.pdf_url : null]),
  ].filter((url): url is string => Boolean(url));
  const referenced = new Set(urls.map(objectName));
  // A full-detail pyramid's tiles, named through their folder (core/media/detail-pyramid.ts).
  const tiles = new Set(
    images.flatMap((r) => {
      const pyramid = 'detail' in r ? readDetail(r.detail) : null;
      if (!pyramid) return [];
      const folder = decodeURIComponent(new URL(pyramid.url, 'http://x').pathname.split('/Gallery/')[1]!);
      const all = tilePaths(pyramid).map((tile) => `${folder}${tile}`);
      return pyramid.texture ? [...all, `${folder}${pyramid.texture.split('_files/').pop()}`] : all;
    }),
  );
  return (await storedObjects(backend)).filter((name) => !referenced.has(name) && !tiles.has(name));
}

/** A photo-like JPEG (noise, so it does not compress to nothing) of the given size. */
export async function jpeg(width: number, height: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function webp(width: number, height: number, colour = '#a88f6b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .webp()
    .toBuffer();
}

/** Bytes standing in for a video: the bucket accepts any video/*, and the test compares bytes. */
export function videoBytes(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size);
  let x = seed;
  for (let i = 0; i < size; i += 1) {
    x = (x * 1103515245 + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return bytes;
}

/** Puts a file in the bucket as an administrator would have, returning the URL to save. */
export async function putFile(db: Db, name: string, body: Buffer, contentType: string): Promise<string> {
  const { error } = await db.storage.from('Gallery').upload(name, body, { contentType });
  if (error) throw new Error(`upload ${name}: ${error.message}`);
  return `/storage/v1/object/public/Gallery/${encodeURIComponent(name)}`;
}

/**
 * Opens a public page as a visitor. Pages render their content under the loading screen, so
 * callers wait for the content they expect (attached), not for the screen to lift.
 */
export async function visit(browser: Browser, backend: Backend, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(backend.url + path);
  return page;
}
