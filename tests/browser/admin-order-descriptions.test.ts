// The administrator orders projects and each project's renders (buttons
// named 'Mover arriba' / 'Mover abajo', and drag and drop), and describes covers, renders and
// gallery photos beside each image ('Descripción'). Both are saved at once, survive a reload and
// are what the public pages show: the gallery's cards in that order, the project page's slider in
// that order, and the descriptions as the images' alt (and the served head's og:image:alt).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path.ts';
import { openLoaded } from '../../harness/page-load.ts';
import {
  closePanel,
  jpeg,
  openPanel,
  openProject,
  putFile,
  webp,
  writeDone,
  type Backend,
  type Db,
} from './admin-helpers.ts';

let backend: Backend;
let browser: Browser;
let db: Db;
let page: Page;
const renderUrls: string[] = [];

const base = { description: 'Una obra.', year: '2024', location: 'Mérida', type: 'Comercial' as const };

beforeAll(async () => {
  ({ backend, browser, db, page } = await openPanel());
  const cover = await putFile(db, '1700000000010-portada.jpg', await jpeg(640, 480), 'image/jpeg');
  for (const title of ['Alfa', 'Beta', 'Gama'])
    await db.from('Project').insert({ title, subtitle: 'Orden', ...base, render: cover });
  const { data: alfa } = await db.from('Project').select('id').eq('title', 'Alfa').single();
  for (const n of [1, 2, 3]) {
    const url = await putFile(
      db,
      `170000000002${n}-vista-${n}.jpg`,
      await jpeg(400 + n * 40, 300),
      'image/jpeg',
    );
    renderUrls.push(url);
    await db.from('Render').insert({ id_project: alfa!.id, url });
  }
  await db
    .from('Gallery')
    .insert({ url: await putFile(db, '1700000000030-taller.webp', await webp(400, 300), 'image/webp') });
  await page.reload();
  await page.getByRole('tab', { name: 'Proyectos' }).waitFor();
});

afterAll(() => closePanel({ backend, browser }));

const panelOrder = async () =>
  (
    await page
      .getByRole('list', { name: 'Proyectos' })
      .getByRole('button', { name: /^(Alfa|Beta|Gama) / })
      .allTextContents()
  ).map((t) => t.replace(/Orden.*/, '').trim());
const storedOrder = async () =>
  ((await db.from('Project').select('title').order('position')).data ?? []).map((p) => p.title);

async function galleryCards(): Promise<string[]> {
  const visitor = await openLoaded(browser, `${backend.url}/ProjectsGallery?type=Comercial`);
  const list = visitor.getByRole('region', { name: /^Proyectos / });
  await list.getByRole('listitem').first().waitFor();
  const names = (await list.getByRole('link').allTextContents()).map((n) => n.replace(/\s+/g, ' ').trim());
  await visitor.context().close();
  return names.map((n) => n.split(' – ')[0]!);
}

describe('order', () => {
  it("'Mover arriba' and 'Mover abajo' save at once; the order survives a reload and is the gallery's", async () => {
    await page.getByRole('button', { name: 'Mover arriba: proyecto 3' }).click();
    await writeDone(page);
    expect(await storedOrder()).toEqual(['Alfa', 'Gama', 'Beta']);
    expect(await panelOrder()).toEqual(['Alfa', 'Gama', 'Beta']);
    await page.getByRole('button', { name: 'Mover arriba: proyecto 2' }).click();
    await writeDone(page);
    await page.getByRole('button', { name: 'Mover abajo: proyecto 2' }).click();
    await writeDone(page);
    expect(await storedOrder()).toEqual(['Gama', 'Beta', 'Alfa']);
    expect(await panelOrder()).toEqual(['Gama', 'Beta', 'Alfa']);
    // The first item cannot go up, the last cannot go down.
    expect(await page.getByRole('button', { name: 'Mover arriba: proyecto 1' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Mover abajo: proyecto 3' }).isDisabled()).toBe(true);
    await page.reload();
    await page.getByRole('list', { name: 'Proyectos' }).waitFor();
    expect(await panelOrder()).toEqual(['Gama', 'Beta', 'Alfa']);
    expect(await galleryCards()).toEqual(['Gama', 'Beta', 'Alfa']);
  });

  it('drag and drop by the handle moves a project', async () => {
    const handle = page.getByRole('button', { name: 'Arrastrar para ordenar: proyecto 3' });
    const target = page.getByRole('button', { name: 'Arrastrar para ordenar: proyecto 1' });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(from.x + from.width / 2, from.y + ((to.y - from.y) * step) / 10 + 2);
    await page.mouse.up();
    await writeDone(page);
    await expect.poll(storedOrder, { timeout: 10_000 }).toEqual(['Alfa', 'Gama', 'Beta']);
    expect(await panelOrder()).toEqual(['Alfa', 'Gama', 'Beta']);
  });

  it("a project's renders: moved in the panel, shown in that order by the project page's slider", async () => {
    await openProject(page, 'Alfa');
    const renders = page.getByRole('region', { name: /^Renders/ });
    await renders.getByRole('button', { name: 'Mover arriba: render 3' }).click();
    await writeDone(page);
    await renders.getByRole('button', { name: 'Mover arriba: render 2' }).click();
    await writeDone(page);
    const stored = ((await db.from('Render').select('url').order('position')).data ?? []).map((r) => r.url);
    expect(stored).toEqual([renderUrls[2], renderUrls[0], renderUrls[1]]);
    const visitor = await openLoaded(
      browser,
      `${backend.url}${projectPath({ title: 'Alfa', subtitle: 'Orden' })}`,
    );
    const slider = visitor.getByRole('region', { name: 'Imágenes del proyecto' });
    const shown: string[] = [];
    for (let i = 0; i < 3; i++) {
      shown.push(decodeURIComponent((await slider.locator('img').first().getAttribute('src')) ?? ''));
      await slider.getByRole('button', { name: 'Siguiente' }).click();
    }
    expect(shown.map((src) => src.match(/vista-\d/)?.[0])).toEqual(['vista-3', 'vista-1', 'vista-2']);
    await visitor.context().close();
  });
});

describe('descriptions', () => {
  it("a render's description is saved without re-uploading and becomes its alt on the project page", async () => {
    const renders = page.getByRole('region', { name: /^Renders/ });
    const first = renders.getByRole('listitem').first();
    await first.getByLabel('Descripción', { exact: true }).fill('  Vestíbulo con doble altura  ');
    await first.getByRole('button', { name: 'Guardar descripción' }).click();
    await writeDone(page);
    const { data } = await db.from('Render').select('url, description').order('position').limit(1).single();
    expect(data).toEqual({ url: renderUrls[2], description: 'Vestíbulo con doble altura' });
    const visitor = await openLoaded(
      browser,
      `${backend.url}${projectPath({ title: 'Alfa', subtitle: 'Orden' })}`,
    );
    const slider = visitor.getByRole('region', { name: 'Imágenes del proyecto' });
    expect(await slider.locator('img').first().getAttribute('alt')).toBe('Vestíbulo con doble altura');
    // Without a description, the generated text as before.
    await slider.getByRole('button', { name: 'Siguiente' }).click();
    expect(await slider.locator('img').first().getAttribute('alt')).toBe('Render de Alfa, vista 2 de 3');
    await visitor.context().close();
  });

  it("the cover's description is its alt on the project page and the served head's og:image:alt", async () => {
    const cover = page.getByRole('region', { name: 'Portada' });
    await cover.getByLabel('Descripción', { exact: true }).fill('Fachada norte al atardecer');
    await cover.getByRole('button', { name: 'Guardar descripción' }).click();
    await writeDone(page);
    const path = projectPath({ title: 'Alfa', subtitle: 'Orden' });
    const html = await (await fetch(backend.url + path)).text();
    expect(html).toContain('<meta property="og:image:alt" content="Fachada norte al atardecer"');
    const visitor = await openLoaded(browser, backend.url + path);
    await visitor
      .getByRole('img', { name: 'Fachada norte al atardecer' })
      .first()
      .waitFor({ state: 'attached' });
    await visitor.context().close();
  });

  it("a gallery photo's description is its alt on /WhoWeAre", async () => {
    await page.getByRole('tab', { name: 'Galería' }).click();
    const photo = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Eliminar foto 1' }) });
    await photo.getByLabel('Descripción', { exact: true }).fill('El taller del estudio');
    await photo.getByRole('button', { name: 'Guardar descripción' }).click();
    await writeDone(page);
    const visitor = await openLoaded(browser, `${backend.url}/WhoWeAre`);
    await visitor.getByRole('img', { name: 'El taller del estudio' }).first().waitFor({ state: 'attached' });
    await visitor.context().close();
  });
});
