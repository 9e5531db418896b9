// The 'Proyectos' tab as an administrator uses it (SPEC §2 "/admin", §5, §7): add with validation, edit
// sending only the changed fields, cover and video replacement (old file gone, images at most 1920 px, videos
// byte for byte, real progress), renders and blueprints added (also by drag and drop) and deleted — each
// checked on the public pages.
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path.ts';
import type { Project } from '../../core/database-shapes.ts';
import {
  closePanel,
  openPanel,
  type Backend,
  type Db,
  bytesOf,
  expectAlert,
  imgShowing,
  jpeg,
  objectName,
  openProject,
  orphans,
  statusOf,
  trashedObjects,
  visit,
  writeDone,
} from './admin-helpers.ts';
import { noiseVideo, packetHashes, webmVideo } from '../../harness/video-fixtures.ts';

const REQUIRED = 'Por favor, llena todos los campos obligatorios.';

let backend: Backend;
let browser: Browser;
let db: Db;
let page: Page;

beforeAll(async () => {
  ({ backend, browser, db, page } = await openPanel());
});

afterAll(() => closePanel({ backend, browser }));

async function project(title: string): Promise<Project> {
  const { data, error } = await db.from('Project').select('*').eq('title', title).single();
  if (error) throw new Error(error.message);
  return data;
}

function field(label: string) {
  return page.getByLabel(label, { exact: true });
}

async function fillProject(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    if (label === 'Tipo') await field('Tipo').selectOption(value);
    else await field(label).fill(value);
  }
}

describe('adding a project', () => {
  it('requires every field, trimmed', async () => {
    await page.getByRole('button', { name: 'Nuevo proyecto' }).click();
    await fillProject({
      Título: 'Casa Nogal',
      Subtítulo: '   ',
      Descripción: 'Casa.',
      Año: '2024',
      Locación: 'Mérida',
    });
    await page.getByRole('button', { name: 'Agregar proyecto' }).click();
    await expectAlert(page, REQUIRED);
    expect((await db.from('Project').select('*')).data).toEqual([]);
  });

  it('inserts the trimmed fields, clears the form, resets the type to Residencial, and shows it publicly', async () => {
    await fillProject({
      Título: '  Casa Nogal ',
      Subtítulo: ' Patio Norte ',
      Descripción: ' Una casa de patios y celosías. ',
      Año: ' 2024',
      Locación: 'Mérida, Yucatán ',
      Tipo: 'Comercial',
    });
    await page.getByRole('button', { name: 'Agregar proyecto' }).click();
    await writeDone(page);
    await page
      .getByRole('list', { name: 'Proyectos' })
      .getByRole('button', { name: /Casa Nogal/ })
      .waitFor();
    for (const label of ['Título', 'Subtítulo', 'Descripción', 'Año', 'Locación'])
      expect(await field(label).inputValue()).toBe('');
    expect(await field('Tipo').inputValue()).toBe('Residencial');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await project('Casa Nogal')).toMatchObject({
      subtitle: 'Patio Norte',
      description: 'Una casa de patios y celosías.',
      year: '2024',
      location: 'Mérida, Yucatán',
      type: 'Comercial',
    });

    const gallery = await visit(browser, backend, '/ProjectsGallery?type=Comercial');
    await gallery.getByText('Casa Nogal', { exact: true }).first().waitFor({ state: 'attached' });
    await gallery.close();
  });
});

describe('editing a project', () => {
  it('checks the fields and sends only the ones that changed', async () => {
    await openProject(page, 'Casa Nogal');
    await field('Año').fill('  ');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectAlert(page, REQUIRED);
    await field('Año').fill('2024');

    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/rest/v1/Project'))
        bodies.push(request.postDataJSON());
    });
    await field('Título').fill('Casa Nogal Alta ');
    await field('Locación').fill('Mérida, Yucatán');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await writeDone(page);
    expect(bodies).toEqual([{ title: 'Casa Nogal Alta' }]);
    expect((await project('Casa Nogal Alta')).year).toBe('2024');
    await page
      .getByRole('list', { name: 'Proyectos' })
      .getByRole('button', { name: /Casa Nogal Alta/ })
      .waitFor();

    const publicPage = await visit(
      browser,
      backend,
      projectPath({ title: 'Casa Nogal Alta', subtitle: 'Patio Norte' }),
    );
    await publicPage
      .getByRole('heading', { level: 1, name: 'Casa Nogal Alta' })
      .waitFor({ state: 'attached' });
    await publicPage
      .getByText('Una casa de patios y celosías.', { exact: true })
      .waitFor({ state: 'attached' });
    await publicPage.close();
  });
});

describe('cover and video', () => {
  it('uploads a compressed cover (at most 1920 px) through the self-served worker, then replaces it and moves the old file to the trash', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    // The slot's file input covers the whole slot.
    const box = await page.getByLabel('Elegir portada').boundingBox();
    expect([box?.width, box?.height]).toEqual([200, 200]);

    await page.getByLabel('Elegir portada').setInputFiles({
      name: 'Portada Río grande.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg(3000, 2000),
    });
    // The chosen file is previewed before it is sent.
    await page.locator('img[data-preview][src^="blob:"]').waitFor();
    await page.getByRole('button', { name: 'Cambiar portada' }).click();
    await writeDone(page);
    const first = (await project('Casa Nogal Alta')).render!;
    expect(objectName(first)).toMatch(/^\d{13}-Portada-Rio-grande\.jpg$/);
    const stored = await sharp(await bytesOf(backend, first)).metadata();
    expect(Math.max(stored.width!, stored.height!)).toBeLessThanOrEqual(1920);
    expect([stored.width, stored.height]).toEqual([1920, 1280]);
    // The worker's script came from this site, not from a CDN.
    expect(
      scripts.some((url) => url.startsWith(backend.url) && /browser-image-compression.*\.js/.test(url)),
    ).toBe(true);
    expect(
      scripts.filter(
        (url) => url.includes('jsdelivr') || (!url.startsWith(backend.url) && url.startsWith('http')),
      ),
    ).toEqual([]);

    await page
      .getByLabel('Elegir portada')
      .setInputFiles({ name: 'portada-2.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1200, 900) });
    await page.getByRole('button', { name: 'Cambiar portada' }).click();
    await writeDone(page);
    const replaced = await project('Casa Nogal Alta');
    const second = replaced.render!;
    expect(second).not.toBe(first);
    // Not lost: the old file waits in the trash's private bucket, its public link answers 404.
    expect([400, 404]).toContain(await statusOf(backend, first));
    expect(await trashedObjects(backend)).toContain(objectName(first));
    expect(await statusOf(backend, second)).toBe(200);
    expect(await orphans(backend)).toEqual([]);

    const gallery = await visit(browser, backend, '/ProjectsGallery?type=Comercial');
    await gallery.locator(imgShowing(second, replaced.render_widths)).first().waitFor({ state: 'attached' });
    await gallery.close();
  });

  it('stores a video (its packets byte for byte, without tags) with visible upload progress, then replaces it and moves the old file to the trash', async () => {
    const video = await noiseVideo(24 * 1024 * 1024, 7);
    // Record every value the overlay's progress bar shows.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await page
      .getByLabel('Elegir video')
      .setInputFiles({ name: 'Recorrido final.mp4', mimeType: 'video/mp4', buffer: video });
    // On loopback 24 MB can go in one step; a phone-like uplink (8 MB/s) makes progress visible
    // every time instead of depending on the machine's load.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 8 * 1024 * 1024,
    });
    await page.getByRole('button', { name: 'Cambiar video' }).click();
    await writeDone(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(
      seen.some((value) => value > 0 && value < 100),
      `progress values ${seen.join(',')}`,
    ).toBe(true);

    const first = (await project('Casa Nogal Alta')).video!;
    expect(objectName(first)).toMatch(/^\d{13}-Recorrido-final\.mp4$/);
    // Rewritten without tags: the same picture packets, byte for byte.
    expect(await packetHashes(await bytesOf(backend, first))).toEqual(await packetHashes(video));

    const replacement = await webmVideo(9);
    await page
      .getByLabel('Elegir video')
      .setInputFiles({ name: 'recorrido-2.webm', mimeType: 'video/webm', buffer: replacement });
    await page.getByRole('button', { name: 'Cambiar video' }).click();
    await writeDone(page);
    const second = (await project('Casa Nogal Alta')).video!;
    expect(await packetHashes(await bytesOf(backend, second))).toEqual(await packetHashes(replacement));
    // Not lost: the old file waits in the trash's private bucket, its public link answers 404.
    expect([400, 404]).toContain(await statusOf(backend, first));
    expect(await trashedObjects(backend)).toContain(objectName(first));
    expect(await orphans(backend)).toEqual([]);

    const publicPage = await visit(
      browser,
      backend,
      projectPath({ title: 'Casa Nogal Alta', subtitle: 'Patio Norte' }),
    );
    await publicPage.locator(`video[src="${second}"]`).waitFor({ state: 'attached' });
    await publicPage.close();
  });
});
