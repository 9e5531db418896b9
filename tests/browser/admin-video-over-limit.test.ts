// A video over the storage's file limit (hosted Supabase's free plan: 50 MB for every file) is
// said as soon as it is chosen, before any byte is sent, and the panel offers what it can do:
// with the studio's consent, only the phone version goes up and is the project's video.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatBytes } from '../../src/lib/upload-progress.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import {
  bytesOf,
  jpeg,
  openProject,
  putFile,
  signIn,
  writeDone,
  type Backend,
  type Db,
} from './admin-helpers.ts';
import { noiseVideo } from '../../harness/video-fixtures.ts';

const LIMIT = 3_000_000;
const PROJECT = {
  title: 'Casa del Dron',
  subtitle: 'Vista aérea',
  description: 'Filmada con un dron.',
  year: '2026',
  location: 'Puebla',
  type: 'Residencial',
} as const;

let backend: Backend;
let browser: Browser;
let db: Db;
let video: Buffer;

beforeAll(async () => {
  video = await noiseVideo(6_000_000);
  backend = await startBackend({ serveApp: true });
  // A storage whose every file is at most 3 MB, as a free plan's 50 MB is for a drone's video.
  await backend.backend.db.asOwner((tx) =>
    tx.query('update storage.buckets set file_size_limit = $1', [LIMIT]),
  );
  db = backend.client(backend.serviceKey);
  const render = await putFile(db, '1700000000000-dron.jpg', await jpeg(1280, 720), 'image/jpeg');
  const { error } = await db.from('Project').insert({ ...PROJECT, render });
  if (error) throw new Error(error.message);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

async function chooseOverLimit(page: Page): Promise<void> {
  await openProject(page, PROJECT.title);
  await page
    .getByLabel('Elegir video')
    .setInputFiles({ name: 'dron.mp4', mimeType: 'video/mp4', buffer: video });
}

async function projectRow() {
  const { data, error } = await db.from('Project').select('*').eq('title', PROJECT.title).single();
  if (error) throw new Error(error.message);
  return data;
}

it('says a video is over the limit before sending it, and with consent stores a web version under it', async () => {
  expect(video.length).toBeGreaterThan(LIMIT);
  const page = await signIn(browser, backend);
  const uploads: string[] = [];
  page.on('request', (request) => {
    // Bytes sent (POST, PUT, PATCH); the panel's OPTIONS asking the limit sends none.
    if (request.url().includes('/storage/v1/') && ['POST', 'PUT', 'PATCH'].includes(request.method()))
      uploads.push(`${request.method()} ${request.url()}`);
  });
  await chooseOverLimit(page);
  const notice = page.getByRole('status').filter({ hasText: 'Este video pesa' });
  await notice.waitFor();
  expect(await notice.locator('legend').textContent()).toBe(
    `Este video pesa ${formatBytes(video.length)} y el almacenamiento acepta como máximo ${formatBytes(LIMIT)} por archivo: así no se puede subir.`,
  );
  const send = page.getByRole('button', { name: 'Cambiar video' });
  expect(await send.isDisabled()).toBe(true);
  expect(uploads).toEqual([]);

  await page.getByLabel(/Subir una versión para la web que quepa en el límite/).check();
  await send.click();
  await writeDone(page);
  expect(await page.getByRole('alert').count()).toBe(0);
  const row = await projectRow();
  expect(row.video).toMatch(/-web\.mp4$/);
  expect(row.video_type).toMatch(/^video\/mp4; codecs="avc1\./);
  expect(row.video_phone).toMatch(/-telefono\.mp4$/);
  expect(row.video_poster).toMatch(/-poster\.jpg$/);
  const stored = await bytesOf(backend, row.video!);
  expect(stored.length).toBeLessThanOrEqual(LIMIT);
}, 240_000);

it('with consent stores the phone version alone, which every screen then plays', async () => {
  const page = await signIn(browser, backend);
  await chooseOverLimit(page);
  await page.getByLabel(/Subir solo la versión para teléfonos/).check();
  await page.getByRole('button', { name: 'Cambiar video' }).click();
  await writeDone(page);
  expect(await page.getByRole('alert').count()).toBe(0);
  const row = await projectRow();
  expect(row.video).toMatch(/-telefono\.mp4$/);
  expect(row.video_type).toMatch(/^video\/mp4; codecs="avc1\./);
  expect(row.video_phone).toBeNull();
  expect(row.video_poster).toMatch(/-poster\.jpg$/);
  const stored = await bytesOf(backend, row.video!);
  expect(stored.length).toBeLessThanOrEqual(LIMIT);
  expect(stored.length).toBeLessThan(video.length);
}, 240_000);
