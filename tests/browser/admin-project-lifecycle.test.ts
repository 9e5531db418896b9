// The panel tells the administrator which project already has an address
// (while typing, and when the database refuses), and 'Eliminar proyecto' removes a project with
// every file it used — or, when refused, leaves all of it in place and says so.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path.ts';
import {
  closePanel,
  expectAlert,
  jpeg,
  openPanel,
  openProject,
  putFile,
  signIn,
  statusOf,
  objectName,
  trashedObjects,
  videoBytes,
  writeDone,
  type Backend,
  type Db,
} from './admin-helpers.ts';

let backend: Backend;
let browser: Browser;
let db: Db;
let page: Page;

const base = { description: 'Una obra.', year: '2024', location: 'Mérida', type: 'Residencial' as const };

beforeAll(async () => {
  ({ backend, browser, db, page } = await openPanel());
  await db.from('Project').insert([{ title: 'Torre', subtitle: 'Norte-Sur', ...base }]);
  await page.reload();
  await page.getByRole('tab', { name: 'Proyectos' }).waitFor();
});

afterAll(() => closePanel({ backend, browser }));

const field = (p: Page, label: string) => p.getByLabel(label, { exact: true }).first();
const CLASH_TORRE =
  'La dirección /ProjectsGallery/Torre-Norte-Sur ya es del proyecto «Torre — Norte-Sur». Cambia el título o el subtítulo.';

describe('one address per project', () => {
  it('the new-project form names the project that has the address while typing, and sends nothing', async () => {
    await page.getByRole('button', { name: 'Nuevo proyecto' }).click();
    await field(page, 'Título').fill('Torre-Norte');
    await field(page, 'Subtítulo').fill('Sur');
    await page.getByRole('alert').filter({ hasText: CLASH_TORRE }).waitFor();
    await field(page, 'Descripción').fill('Otra torre.');
    await field(page, 'Año').fill('2025');
    await field(page, 'Locación').fill('Puebla');
    await page.getByRole('button', { name: 'Agregar proyecto' }).click();
    expect((await db.from('Project').select('id')).data).toHaveLength(1);
    await field(page, 'Subtítulo').fill('Sur Poniente');
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it("a clash the panel did not know (another tab added it): SPEC's alert, then the form names it", async () => {
    await db.from('Project').insert([{ title: 'Museo', subtitle: 'Sala 1', ...base }]);
    await field(page, 'Título').fill('Museo');
    await field(page, 'Subtítulo').fill('Sala 1');
    await page.getByRole('button', { name: 'Agregar proyecto' }).click();
    await expectAlert(page, 'No se puso agregar proyecto, inténtalo nuevamente');
    await page
      .getByRole('alert')
      .filter({ hasText: 'La dirección /ProjectsGallery/Museo-Sala 1 ya es del proyecto «Museo — Sala 1».' })
      .waitFor();
    expect((await db.from('Project').select('id').eq('title', 'Museo')).data).toHaveLength(1);
  });

  it("the editor refuses a rename onto another project's address before saving", async () => {
    await openProject(page, 'Museo');
    await field(page, 'Título').fill('Torre');
    await field(page, 'Subtítulo').fill('Norte-Sur');
    await page.getByRole('alert').filter({ hasText: CLASH_TORRE }).waitFor();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    expect((await db.from('Project').select('title').eq('subtitle', 'Sala 1')).data).toEqual([
      { title: 'Museo' },
    ]);
    await page.getByRole('button', { name: 'Descartar cambios' }).click();
  });
});

describe("'Eliminar proyecto'", () => {
  let files: string[];
  let path: string;

  beforeAll(async () => {
    const cover = await putFile(db, '1700000000001-casa-portada.jpg', await jpeg(640, 480), 'image/jpeg');
    const video = await putFile(db, '1700000000002-casa.mp4', videoBytes(20_000), 'video/mp4');
    const r1 = await putFile(db, '1700000000003-casa-r1.jpg', await jpeg(320, 240), 'image/jpeg');
    const r2 = await putFile(db, '1700000000004-casa-r2.jpg', await jpeg(320, 240), 'image/jpeg');
    const b1 = await putFile(db, '1700000000005-casa-b1.jpg', await jpeg(320, 240), 'image/jpeg');
    files = [cover, video, r1, r2, b1];
    const { data } = await db
      .from('Project')
      .insert({ title: 'Casa Ceiba', subtitle: 'Patio', ...base, render: cover, video })
      .select()
      .single();
    await db.from('Render').insert([
      { id_project: data!.id, url: r1 },
      { id_project: data!.id, url: r2 },
    ]);
    await db.from('Blueprint').insert({ id_project: data!.id, url: b1 });
    path = projectPath(data!);
  });

  it('refused (a signed-in user who is not an administrator): an alert, and everything stays served', async () => {
    await backend.createUser('lector@estudio.test', 'clave-lector-123');
    const reader = await signIn(browser, backend, {
      email: 'lector@estudio.test',
      password: 'clave-lector-123',
    });
    await openProject(reader, 'Casa Ceiba');
    await reader.getByRole('button', { name: 'Eliminar proyecto' }).click();
    await reader.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expectAlert(reader, 'No se pudo eliminar el proyecto, inténtalo nuevamente');
    for (const url of files) expect(await statusOf(backend, url)).toBe(200);
    expect((await fetch(backend.url + path)).status).toBe(200);
    await reader
      .getByRole('list', { name: 'Proyectos' })
      .getByRole('button', { name: /Casa Ceiba/ })
      .waitFor();
    await reader.context().close();
  });

  it('asks, saying what goes and that it can be restored; then the page and the sitemap entry are gone, the rows and files wait in the trash', async () => {
    await page.reload();
    await openProject(page, 'Casa Ceiba');
    await page.getByRole('button', { name: 'Eliminar proyecto' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.textContent()).toContain('Se eliminarán la portada, el video, 2 renders y 1 plano');
    expect(await dialog.textContent()).toContain('«Casa Ceiba — Patio»');
    expect(await dialog.textContent()).toContain('Podrás restaurarlo desde la Papelera durante 30 días.');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await writeDone(page);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(
      await page
        .getByRole('list', { name: 'Proyectos' })
        .getByRole('button', { name: /Casa Ceiba/ })
        .count(),
    ).toBe(0);
    const trashed = (await db.from('Project').select('deleted_at').eq('title', 'Casa Ceiba')).data;
    expect(trashed?.[0]?.deleted_at).toBeTruthy();
    expect((await db.from('Render').select('id').is('deleted_at', null)).data).toEqual([]);
    expect((await db.from('Blueprint').select('id').is('deleted_at', null)).data).toEqual([]);
    // Kept for a restore, but no longer public: they wait in the private bucket.
    for (const url of files) expect(await statusOf(backend, url)).toBe(404);
    expect(await trashedObjects(backend)).toEqual(expect.arrayContaining(files.map(objectName)));
    expect((await fetch(backend.url + path)).status).toBe(404);
    expect(await (await fetch(`${backend.url}/sitemap.xml`)).text()).not.toContain('Casa%20Ceiba');
  });
});
