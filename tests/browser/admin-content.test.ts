// The 'Clientes' and 'Galería' tabs as an administrator uses them (SPEC §2 "/admin", §5, §7):
// testimonials added, edited and deleted with their validation message;
// gallery photos (webp) added compressed and deleted with their file — each checked on the
// public pages (testimonials on /, the photo strip on /WhoWeAre).
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForLoadingScreen } from '../../harness/page-load.ts';
import {
  closePanel,
  openPanel,
  type Backend,
  type Db,
  bytesOf,
  expectAlert,
  objectName,
  orphans,
  statusOf,
  trashedObjects,
  visit,
  webp,
  writeDone,
} from './admin-helpers.ts';

const REQUIRED = 'Por favor completa todos los campos.';

let backend: Backend;
let browser: Browser;
let db: Db;
let page: Page;

beforeAll(async () => {
  ({ backend, browser, db, page } = await openPanel());
});

afterAll(() => closePanel({ backend, browser }));

/** A public page after its loading screen has come and gone, so its data has arrived. */
async function loadedVisit(path: string): Promise<Page> {
  const visitor = await visit(browser, backend, path);
  // Not "wait for the screen, then for it to go": WhoWeAre's lifts 1 s after navigation start,
  // possibly before goto returns on a busy machine.
  await waitForLoadingScreen(visitor);
  return visitor;
}

async function clients() {
  return (await db.from('Client').select('*').is('deleted_at', null).order('id')).data ?? [];
}

/** The home's testimonials close the page and come when a visitor reaches its end. */
async function toPageEnd(home: Page): Promise<void> {
  await home.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

describe('testimonials', () => {
  it('require a name and a testimonial, trimmed', async () => {
    await page.getByRole('tab', { name: 'Clientes' }).click();
    await page.getByLabel('Nombre', { exact: true }).fill('   ');
    await page.getByLabel('Testimonio', { exact: true }).fill('Un gran equipo.');
    await page.getByRole('button', { name: 'Agregar testimonio' }).click();
    await expectAlert(page, REQUIRED);
    expect(await clients()).toEqual([]);
  });

  it('are added trimmed, the form clears, and the testimonial shows on the home page', async () => {
    await page.getByLabel('Nombre', { exact: true }).fill(' Mariana Ortiz ');
    await page
      .getByLabel('Testimonio', { exact: true })
      .fill('  Entendieron nuestra casa desde el primer día.  ');
    await page.getByRole('button', { name: 'Agregar testimonio' }).click();
    await writeDone(page);
    await page.getByRole('button', { name: 'Editar testimonio de Mariana Ortiz' }).waitFor();
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('');
    expect(await clients()).toMatchObject([
      { name: 'Mariana Ortiz', testimonial: 'Entendieron nuestra casa desde el primer día.' },
    ]);

    const home = await loadedVisit('/');
    await toPageEnd(home);
    await home
      .getByText('Entendieron nuestra casa desde el primer día.')
      .first()
      .waitFor({ state: 'attached' });
    await home.close();
  });

  it('are edited with the same rule, and the home page shows the new text', async () => {
    await page.getByRole('button', { name: 'Editar testimonio de Mariana Ortiz' }).click();
    const testimonial = page.getByRole('list').getByLabel('Testimonio', { exact: true });
    await testimonial.fill('  ');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectAlert(page, REQUIRED);
    await testimonial.fill('Nos acompañaron en cada decisión de la obra.');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await writeDone(page);
    await page.getByText('Nos acompañaron en cada decisión de la obra.').waitFor();
    expect((await clients())[0]?.testimonial).toBe('Nos acompañaron en cada decisión de la obra.');

    const home = await loadedVisit('/');
    await toPageEnd(home);
    await home
      .getByText('Nos acompañaron en cada decisión de la obra.')
      .first()
      .waitFor({ state: 'attached' });
    expect(await home.getByText('Entendieron nuestra casa desde el primer día.').count()).toBe(0);
    await home.close();
  });

  it('are deleted after confirmation and leave the home page', async () => {
    await page.getByRole('button', { name: 'Eliminar testimonio de Mariana Ortiz' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await writeDone(page);
    await page.getByText('Todavía no hay testimonios.').waitFor();
    expect(await clients()).toEqual([]);

    const home = await loadedVisit('/');
    await toPageEnd(home);
    await home.waitForLoadState('networkidle');
    expect(await home.getByText('Nos acompañaron en cada decisión de la obra.').count()).toBe(0);
    await home.close();
  });
});

describe('gallery photos', () => {
  it('accept webp, are stored compressed (at most 1920 px) and show on /WhoWeAre', async () => {
    await page.getByRole('tab', { name: 'Galería' }).click();
    const input = page.getByLabel('Elegir foto');
    // SPEC §5: WebP — first, beside the other photo formats, stored as WebP too.
    expect((await input.getAttribute('accept'))?.split(',')[0]).toBe('image/webp');
    const box = await input.boundingBox();
    expect([box?.width, box?.height]).toEqual([200, 200]);
    await input.setInputFiles({
      name: 'Taller de maquetas.webp',
      mimeType: 'image/webp',
      buffer: await webp(2500, 1600),
    });
    await page.getByRole('button', { name: 'Subir foto' }).click();
    await writeDone(page);
    await page.getByRole('button', { name: 'Eliminar foto 1' }).waitFor();
    const [photo] = (await db.from('Gallery').select('*')).data ?? [];
    expect(objectName(photo!.url)).toMatch(/^\d{13}-Taller-de-maquetas\.webp$/);
    const stored = await sharp(await bytesOf(backend, photo!.url)).metadata();
    // 2500×1600 scaled to 1920 on the longer side (the canvas rounds 1228.8 down).
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 1920, 1228]);

    const visitor = await visit(browser, backend, '/WhoWeAre');
    // Its stored widths are the srcset, the original the widest of them.
    await visitor
      .locator(`img[srcset*="${objectName(photo!.url)}"]`)
      .first()
      .waitFor({ state: 'attached' });
    await visitor.close();
  });

  it('go to the trash: off the site, the file kept privately for a restore', async () => {
    const [photo] = (await db.from('Gallery').select('*')).data ?? [];
    await page.getByRole('button', { name: 'Eliminar foto 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await writeDone(page);
    await page.getByText('Todavía no hay fotos.').waitFor();
    expect((await db.from('Gallery').select('*').is('deleted_at', null)).data).toEqual([]);
    // Kept for a restore, but no longer public: it waits in the private bucket.
    expect(await statusOf(backend, photo!.url)).toBe(404);
    expect(await trashedObjects(backend)).toContain(objectName(photo!.url));
    expect(await orphans(backend)).toEqual([]);

    const visitor = await loadedVisit('/WhoWeAre');
    const name = objectName(photo!.url);
    expect(await visitor.locator(`img[src*="${name}"], img[srcset*="${name}"]`).count()).toBe(0);
    await visitor.close();
  });
});
