// A replaced cover goes to 'Papelera' like a deleted item: its public link answers 404 (its files
// wait in the private bucket), the list shows it with its picture, and 'Restaurar' makes it the
// project's cover again while the newer one takes its place in the trash, which 'Eliminar
// definitivamente' then removes for good.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../harness/browser.ts';
import { startBackend } from '../../harness/backend.ts';
import {
  jpeg,
  objectName,
  openProject,
  putFile,
  signIn,
  statusOf,
  storedObjects,
  trashedObjects,
  writeDone,
  visit,
  type Backend,
  type Db,
} from './admin-helpers.ts';
import { projectPath } from '../../core/addresses/project-path.ts';

let backend: Backend;
let browser: Browser;
let db: Db;

const TITLE = 'Casa Reemplazo';

beforeAll(async () => {
  backend = await startBackend({ serveApp: true });
  browser = await launchBrowser();
  db = backend.client(backend.serviceKey);
  const cover = await putFile(db, '1700000000101-portada-original.jpg', await jpeg(640, 480), 'image/jpeg');
  await db.from('Project').insert({
    title: TITLE,
    subtitle: 'Patio',
    description: 'Una obra.',
    year: '2024',
    location: 'Mérida',
    type: 'Residencial',
    render: cover,
    // The studio chose what the original cover keeps in view: its left side, high up.
    render_focus_x: 0.1,
    render_focus_y: 0.2,
  });
});

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

const cover = async () =>
  (await db.from('Project').select('render').eq('title', TITLE).single()).data!.render!;
const focus = async () =>
  (await db.from('Project').select('render_focus_x, render_focus_y').eq('title', TITLE).single()).data;

/** How a visitor's project page crops its cover (the img's computed object-position). */
async function coverPosition(): Promise<string> {
  const visitor = await visit(browser, backend, projectPath({ title: TITLE, subtitle: 'Patio' }));
  // The page's own cover (its copies' names differ from the original's).
  const img = visitor.locator('main img[class*="cover"]').first();
  await img.waitFor({ state: 'attached' });
  const position = await img.evaluate((el) => getComputedStyle(el).objectPosition);
  await visitor.close();
  return position;
}

describe('a replaced cover', () => {
  it("goes to 'Papelera' (its link answers 404) and 'Restaurar' swaps it back with the newer one, which 'Eliminar definitivamente' removes for good", async () => {
    const original = await cover();
    const page = await signIn(browser, backend);
    await openProject(page, TITLE);
    await page
      .getByLabel('Elegir portada')
      .setInputFiles({ name: 'portada-nueva.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1200, 900) });
    await page.getByRole('button', { name: 'Cambiar portada' }).click();
    await writeDone(page);
    expect(await page.getByRole('alert').count()).toBe(0);
    const newer = await cover();
    expect(newer).not.toBe(original);
    // The new picture starts at the centre; the old one's point went to the trash with it.
    expect(await focus()).toEqual({ render_focus_x: null, render_focus_y: null });
    expect(await coverPosition()).toBe('50% 50%');
    // Moved to the private bucket, not lost: its public link answers 404.
    expect(await statusOf(backend, original)).toBe(404);
    expect(await trashedObjects(backend)).toContain(objectName(original));

    await page.getByRole('button', { name: 'Papelera', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Papelera' }).waitFor();
    const items = page.getByRole('list', { name: 'Elementos en la papelera' }).getByRole('listitem');
    const item = items.filter({ hasText: `Portada anterior de «${TITLE}»` });
    await item.waitFor();
    // Private, yet the administrator sees it in the list.
    await expect
      .poll(() => item.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);

    await item.getByRole('button', { name: /^Restaurar/ }).click();
    await writeDone(page);
    expect(await page.getByRole('alert').count()).toBe(0);
    // A swap: the original is the cover again, served; the newer one is in the trash in its place.
    expect(await cover()).toBe(original);
    // With the point the studio had chosen for it: the visitor sees its left side again.
    expect(await focus()).toEqual({ render_focus_x: 0.1, render_focus_y: 0.2 });
    expect(await coverPosition()).toBe('10% 20%');
    expect(await statusOf(backend, original)).toBe(200);
    expect(await statusOf(backend, newer)).toBe(404);
    expect(await trashedObjects(backend)).toContain(objectName(newer));
    await expect.poll(() => items.count()).toBe(1);
    const swapped = items.filter({ hasText: `Portada anterior de «${TITLE}»` });
    await swapped.waitFor();

    // 'Eliminar definitivamente' removes the newer one's files from both buckets; the cover stays.
    await swapped.getByRole('button', { name: /^Eliminar definitivamente/ }).click();
    await page
      .getByRole('dialog', { name: /¿Eliminar definitivamente\?/ })
      .getByRole('button', { name: 'Eliminar definitivamente' })
      .click();
    await writeDone(page);
    await page.getByText('La papelera está vacía.').waitFor();
    expect(await trashedObjects(backend)).not.toContain(objectName(newer));
    expect(await storedObjects(backend)).not.toContain(objectName(newer));
    expect(await statusOf(backend, original)).toBe(200);
    await page.context().close();
  });

  it('goes with its project when the project is deleted for good, files included', async () => {
    const page = await signIn(browser, backend);
    await openProject(page, TITLE);
    await page
      .getByLabel('Elegir portada')
      .setInputFiles({ name: 'portada-tercera.jpg', mimeType: 'image/jpeg', buffer: await jpeg(800, 600) });
    await page.getByRole('button', { name: 'Cambiar portada' }).click();
    await writeDone(page);
    const replaced = objectName(
      (await db.from('ReplacedMedia').select('columns').single()).data!.columns.render!,
    );
    expect(await trashedObjects(backend)).toContain(replaced);
    await page.getByRole('button', { name: 'Eliminar proyecto' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await writeDone(page);
    await page.getByRole('button', { name: 'Papelera', exact: true }).click();
    const item = page.getByRole('listitem').filter({ hasText: `Proyecto «${TITLE} — Patio»` });
    await item.getByRole('button', { name: /^Eliminar definitivamente/ }).click();
    await page
      .getByRole('dialog', { name: /¿Eliminar definitivamente\?/ })
      .getByRole('button', { name: 'Eliminar definitivamente' })
      .click();
    await writeDone(page);
    await page.getByText('La papelera está vacía.').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect((await db.from('ReplacedMedia').select('id')).data).toEqual([]);
    expect(await trashedObjects(backend)).toEqual([]);
    expect(await storedObjects(backend)).toEqual([]);
    await page.context().close();
  });
});
