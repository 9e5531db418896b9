// Large videos from the panel: the upload goes through the resumable (TUS) endpoint,
// survives a link that goes offline mid-way, picks up after a reload where it stopped (and says
// so), can be cancelled, and a file over the server's limit is refused before a byte is sent.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../core/database-shapes.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import {
  busyOverlay,
  bytesOf,
  objectName,
  openProject,
  orphans,
  signIn,
  writeDone,
  type Backend,
} from './admin-helpers.ts';
import { noiseVideo, packetHashes } from '../../harness/video-fixtures.ts';
import { formatBytes } from '../../src/lib/upload-progress.ts';

const MiB = 1024 * 1024;
const PROJECT = { title: 'Casa Resumible', subtitle: 'Norte' };

let backend: Backend;
let browser: Browser;
let page: Page;
let files: string;
/** The server's request log: which resumable requests arrived. */
const requests: string[] = [];

beforeAll(async () => {
  backend = await startBackend({ serveApp: true, log: (line) => requests.push(line) });
  browser = await launchBrowser();
  files = await mkdtemp(path.join(tmpdir(), 'estudio-videos-'));
  const db = backend.client(backend.serviceKey);
  const { error } = await db.from('Project').insert({
    ...PROJECT,
    description: 'Un proyecto para subir videos grandes.',
    year: '2026',
    location: 'Mérida',
    type: 'Residencial',
    render: '/storage/v1/object/public/Gallery/portada.png',
    video: null,
  });
  if (error) throw new Error(error.message);
  page = await signIn(browser, backend);
  await openProject(page, PROJECT.title);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
  if (files) await rm(files, { recursive: true, force: true });
});

async function project(): Promise<Project> {
  const db = backend.client(backend.serviceKey);
  const { data, error } = await db.from('Project').select('*').eq('title', PROJECT.title).single();
  if (error) throw new Error(error.message);
  return data;
}

/**
 * A real video of about `size` bytes on disk (a path keeps its modification time, which the
 * resume fingerprint includes). The panel stores it rewritten without tags: the same packets.
 */
async function videoFile(name: string, size: number, seed: number): Promise<{ file: string; bytes: Buffer }> {
  const bytes = await noiseVideo(size, seed);
  const file = path.join(files, name);
  await writeFile(file, bytes);
  return { file, bytes };
}

async function throttle(target: Page, uploadBytesPerSecond: number): Promise<CDPSession> {
  const cdp = await target.context().newCDPSession(target);
  await cdp.send('Network.enable');
  await setLink(cdp, { offline: false, upload: uploadBytesPerSecond });
  return cdp;
}

function setLink(cdp: CDPSession, link: { offline: boolean; upload: number }) {
  return cdp.send('Network.emulateNetworkConditions', {
    offline: link.offline,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: link.upload,
  });
}

/**
 * Waits until the upload's progress bar reaches `percent` (the bar that shows bytes sent, not the
 * one of the phone version's preparation before it).
 */
async function progressAtLeast(target: Page, percent: number): Promise<void> {
  await busyOverlay(target)
    .getByText(/MB de \d+ MB/)
    .waitFor({ timeout: 60_000 });
  await target.waitForFunction(
    (min) =>
      Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? -1) >= min,
    percent,
    { timeout: 60_000, polling: 50 },
  );
}

const creations = () => requests.filter((line) => /^POST \/storage\/v1\/upload\/resumable /.test(line));
const unfinished = async () => readdir(path.join(backend.dataDir, 'storage', 'resumable'));

describe('resumable video uploads in the panel', () => {
  it('a link that goes offline mid-way comes back and the upload completes, byte for byte, without starting over', async () => {
    const { file, bytes } = await videoFile('Recorrido obra.mp4', 20 * MiB, 3);
    const before = creations().length;
    await page.getByLabel('Elegir video').setInputFiles(file);
    const cdp = await throttle(page, 4 * MiB);
    await page.getByRole('button', { name: 'Cambiar video' }).click();
    // Bytes, percent and time left are shown while it goes up.
    await busyOverlay(page)
      .getByText(/MB de 2\d MB · \d+ % · (quedan|calculando)/)
      .waitFor({ timeout: 30_000 });
    await progressAtLeast(page, 35);
    await setLink(cdp, { offline: true, upload: 4 * MiB });
    await page.waitForTimeout(3000);
    await setLink(cdp, { offline: false, upload: 4 * MiB });
    await writeDone(page);
    await cdp.detach();
    const stored = (await project()).video!;
    expect(objectName(stored)).toMatch(/^\d{13}-Recorrido-obra\.mp4$/);
    expect(await packetHashes(await bytesOf(backend, stored))).toEqual(await packetHashes(bytes));
    // One upload, resumed by the library: a single creation request for it, and one for each of
    // the phone version and the poster stored after it.
    expect(creations().length - before).toBe(3);
    expect(await unfinished()).toEqual([]);
    expect(await page.getByRole('alert').count()).toBe(0);
  }, 120_000);

  it('after a reload the same file resumes where it stopped, the panel says so, and keeps one name', async () => {
    const { file, bytes } = await videoFile('Recorrido final.mp4', 20 * MiB, 4);
    const before = creations().length;
    await page.getByLabel('Elegir video').setInputFiles(file);
    let cdp = await throttle(page, 4 * MiB);
    await page.getByRole('button', { name: 'Cambiar video' }).click();
    await progressAtLeast(page, 40);
    await cdp.detach();
    await page.reload();
    await openProject(page, PROJECT.title);
    await page.getByLabel('Elegir video').setInputFiles(file);
    cdp = await throttle(page, 4 * MiB);
    await page.getByRole('button', { name: 'Cambiar video' }).click();
    await busyOverlay(page)
      // What the server holds is whatever the cut-off request wrote: "6 MB", "7,4 MB", "13 MB".
      .getByText(/^Se reanudó la subida de «Recorrido final\.mp4»: \d+(,\d)? MB ya estaban en el servidor\.$/)
      // The server first lets go of the request the reload cut off (up to 3 s), slower under load.
      .waitFor({ timeout: 60_000 });
    await writeDone(page);
    await cdp.detach();
    const stored = (await project()).video!;
    expect(await packetHashes(await bytesOf(backend, stored))).toEqual(await packetHashes(bytes));
    // The original's upload was created once, before the reload; then the phone version's and the poster's.
    expect(creations().length - before).toBe(3);
    expect(await orphans(backend)).toEqual([]);
    expect(await unfinished()).toEqual([]);
  }, 120_000);

  it("'Cancelar' stops the upload: no alert, nothing stored, nothing left on the server", async () => {
    const previous = (await project()).video;
    const { file } = await videoFile('Cancelado.mp4', 20 * MiB, 5);
    await page.getByLabel('Elegir video').setInputFiles(file);
    const cdp = await throttle(page, 2 * MiB);
    await page.getByRole('button', { name: 'Cambiar video' }).click();
    await progressAtLeast(page, 10);
    await busyOverlay(page).getByRole('button', { name: 'Cancelar' }).click();
    await writeDone(page);
    await cdp.detach();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect((await project()).video).toBe(previous);
    await expect.poll(unfinished, { timeout: 10_000 }).toEqual([]);
    expect(await orphans(backend)).toEqual([]);
  }, 120_000);

  it('a file over the limit is refused before uploading, naming its size and the limit', async () => {
    await backend.backend.db.pg.query(
      `update storage.buckets set file_size_limit = $1 where id = 'Gallery'`,
      [2 * MiB],
    );
    try {
      await page.reload();
      await openProject(page, PROJECT.title);
      await page.getByText('Se reproduce en bucle en la página del proyecto. Máximo 2 MB.').waitFor();
      const { file, bytes } = await videoFile('Muy grande.mp4', 3 * MiB, 6);
      const before = creations().length;
      await page.getByLabel('Elegir video').setInputFiles(file);
      // Said as soon as it is chosen; the button waits for the studio to pick what goes up instead.
      const notice = page.getByRole('status').filter({ hasText: 'Este video pesa' });
      await notice.waitFor();
      expect(await notice.locator('legend').textContent()).toBe(
        `Este video pesa ${formatBytes(bytes.length)} y el almacenamiento acepta como máximo ${formatBytes(2 * MiB)} por archivo: así no se puede subir.`,
      );
      expect(await page.getByRole('button', { name: 'Cambiar video' }).isDisabled()).toBe(true);
      expect(creations().length).toBe(before);
    } finally {
      await backend.backend.db.pg.query(
        `update storage.buckets set file_size_limit = 1073741824 where id = 'Gallery'`,
      );
    }
  }, 60_000);
});
