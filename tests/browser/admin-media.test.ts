// Renders and blueprints in the 'Proyectos' tab (SPEC §2 "/admin", §7): add (file picker and drag and drop,
// with preview), confirm before delete, delete removes the record and then its file — each checked on the
// public project page.
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
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
  statusOf,
  trashedObjects,
  visit,
  writeDone,
} from './admin-helpers.ts';

const PROJECT = {
  title: 'Biblioteca Ceiba',
  subtitle: 'Centro',
  description: 'Una biblioteca de barrio.',
  year: '2022',
  location: 'Oaxaca',
  type: 'Equipamiento',
} as const;

let backend: Backend;
let browser: Browser;
let db: Db;
let page: Page;
let projectId: number;

beforeAll(async () => {
  backend = await startBackend({ serveApp: true });
  db = backend.client(backend.serviceKey);
  const render = await putFile(db, '1700000000000-ceiba-portada.jpg', await jpeg(640, 480), 'image/jpeg');
  const { data, error } = await db
    .from('Project')
    .insert({ ...PROJECT, render })
    .select()
    .single();
  if (error) throw new Error(error.message);
  projectId = data.id;
  browser = await launchBrowser();
  page = await signIn(browser, backend);
  await openProject(page, PROJECT.title);
});

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

/** The project's renders or blueprints that are not in the trash. */
async function rows(table: 'Render' | 'Blueprint') {
  const { data } = await db
    .from(table)
    .select('*')
    .eq('id_project', projectId)
    .is('deleted_at', null)
    .order('id');
  return data ?? [];
}

/** Drops a file onto the upload slot whose input is labelled `label`, as a drag and drop would. */
async function dropFile(label: string, name: string, type: string, bytes: Buffer) {
  await page.getByLabel(label).evaluate(
    (input, file) => {
      const transfer = new DataTransfer();
      transfer.items.add(
        new File([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], file.name, {
          type: file.type,
        }),
      );
      for (const kind of ['dragenter', 'dragover', 'drop']) {
        input.dispatchEvent(new DragEvent(kind, { dataTransfer: transfer, bubbles: true, cancelable: true }));
      }
    },
    { name, type, base64: bytes.toString('base64') },
  );
}

async function openPublicPage(): Promise<Page> {
  const visitor = await visit(browser, backend, projectPath(PROJECT));
  await visitor.getByRole('heading', { level: 1, name: PROJECT.title }).waitFor({ state: 'attached' });
  return visitor;
}

describe('renders', () => {
  it('adds renders, compressed to at most 1920 px, and shows them on the project page', async () => {
    const slot = await page.getByLabel('Elegir render').boundingBox();
    expect([slot?.width, slot?.height]).toEqual([200, 200]);
    await page.getByLabel('Elegir render').setInputFiles({
      name: 'Vista sala.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 2400, height: 3200, channels: 3, background: '#8fa86b' } })
        .png()
        .toBuffer(),
    });
    await page.getByRole('button', { name: 'Subir render' }).click();
    await writeDone(page);
    await page
      .getByLabel('Elegir render')
      .setInputFiles({ name: 'vista-2.jpg', mimeType: 'image/jpeg', buffer: await jpeg(800, 600) });
    await page.getByRole('button', { name: 'Subir render' }).click();
    await writeDone(page);
    await page.getByRole('button', { name: 'Eliminar render 2' }).waitFor();

    const stored = await rows('Render');
    expect(stored.map((r) => objectName(r.url))).toEqual([
      expect.stringMatching(/^\d{13}-Vista-sala\.png$/),
      expect.stringMatching(/^\d{13}-vista-2\.jpg$/),
    ]);
    const big = await sharp(await bytesOf(backend, stored[0]!.url)).metadata();
    expect([big.width, big.height]).toEqual([1440, 1920]);

    const visitor = await openPublicPage();
    const region = visitor.getByRole('region', { name: 'Imágenes del proyecto' });
    await region.getByRole('button', { name: 'Render' }).waitFor({ state: 'attached' });
    expect(await region.getByRole('button', { name: 'Detalle' }).count()).toBe(0);
    await region.locator(imgShowing(stored[0]!.url, stored[0]!.widths)).waitFor({ state: 'attached' });
    await visitor.close();
  });

  it('asks before deleting; cancelling keeps the render', async () => {
    await page.getByRole('button', { name: 'Eliminar render 1' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar render 1?' });
    await dialog.waitFor();
    // The safe choice has the focus.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancelar');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await rows('Render')).toHaveLength(2);
    await page.keyboard.press('Escape');
    expect(await rows('Render')).toHaveLength(2);
  });

  it('moves the render to the trash: gone from the project, its file kept privately for a restore', async () => {
    const [first, second] = await rows('Render');
    await page.getByRole('button', { name: 'Eliminar render 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await writeDone(page);
    await page.getByRole('button', { name: 'Eliminar render 2' }).waitFor({ state: 'detached' });
    expect((await rows('Render')).map((r) => r.id)).toEqual([second!.id]);
    // Kept for a restore, but no longer public: it waits in the private bucket.
    expect(await statusOf(backend, first!.url)).toBe(404);
    expect(await trashedObjects(backend)).toContain(objectName(first!.url));
    expect(await statusOf(backend, second!.url)).toBe(200);
    expect(await orphans(backend)).toEqual([]);

    const visitor = await openPublicPage();
    const region = visitor.getByRole('region', { name: 'Imágenes del proyecto' });
    await region.locator(imgShowing(second!.url, second!.widths)).waitFor({ state: 'attached' });
    expect(await visitor.locator(imgShowing(first!.url, first!.widths)).count()).toBe(0);
    await visitor.close();
  });
});

describe('blueprints', () => {
  it('refuses a dropped file of the wrong type', async () => {
    await dropFile('Elegir plano', 'notas.txt', 'text/plain', Buffer.from('hola'));
    await page.getByText('«notas.txt» no es una imagen: su contenido es texto.').waitFor();
    expect(await page.getByRole('button', { name: 'Subir plano' }).isDisabled()).toBe(true);
  });

  it('adds a dropped blueprint after previewing it, and shows it under Detalle', async () => {
    await dropFile('Elegir plano', 'Planta baja.jpg', 'image/jpeg', await jpeg(1000, 700));
    await page.getByText(/^Planta baja\.jpg · /).waitFor();
    await page.locator('img[data-preview][src^="blob:"]').waitFor();
    await page.getByRole('button', { name: 'Subir plano' }).click();
    await writeDone(page);
    await page.getByRole('button', { name: 'Eliminar plano 1' }).waitFor();
    const [blueprint] = await rows('Blueprint');
    expect(objectName(blueprint!.url)).toMatch(/^\d{13}-Planta-baja\.jpg$/);

    const visitor = await openPublicPage();
    const region = visitor.getByRole('region', { name: 'Imágenes del proyecto' });
    await region.getByRole('button', { name: 'Detalle' }).click();
    await region.locator(imgShowing(blueprint!.url, blueprint!.widths)).waitFor({ state: 'attached' });
    await visitor.close();
  });

  it('moves a blueprint to the trash', async () => {
    const [blueprint] = await rows('Blueprint');
    await page.getByRole('button', { name: 'Eliminar plano 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await writeDone(page);
    await page.getByText('Todavía no hay planos.').waitFor();
    expect(await rows('Blueprint')).toEqual([]);
    expect(await statusOf(backend, blueprint!.url)).toBe(404);
    expect(await trashedObjects(backend)).toContain(objectName(blueprint!.url));
    expect(await orphans(backend)).toEqual([]);

    const visitor = await openPublicPage();
    const region = visitor.getByRole('region', { name: 'Imágenes del proyecto' });
    await region.getByRole('button', { name: 'Render' }).waitFor({ state: 'attached' });
    expect(await region.getByRole('button', { name: 'Detalle' }).count()).toBe(0);
    await visitor.close();
  });
});
