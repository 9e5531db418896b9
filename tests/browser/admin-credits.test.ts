// The studio credits a photographer on every image of a project in one step, captions a render
// beside its description, fills in the project's fact sheet (a bad value says why under its field
// and nothing is sent), and brings back a caption changed by mistake from the project's history;
// the public page shows each of these.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path.ts';
import { openLoaded } from '../../harness/page-load.ts';
import {
  closePanel,
  jpeg,
  openPanel,
  openProject,
  putFile,
  writeDone,
  type Backend,
  type Db,
} from './admin-helpers.ts';

let backend: Backend;
let browser: Browser;
let db: Db;
let page: Page;
let projectId: number;
const PROJECT = {
  title: 'Casa Lago',
  subtitle: 'Ribera',
  description: 'Una casa.',
  year: '2022',
  location: 'Pátzcuaro',
  type: 'Residencial' as const,
};

beforeAll(async () => {
  ({ backend, browser, db, page } = await openPanel());
  const cover = await putFile(db, '1700000000010-portada.jpg', await jpeg(640, 480), 'image/jpeg');
  const { data } = await db
    .from('Project')
    .insert({ ...PROJECT, render: cover })
    .select('id')
    .single();
  projectId = data!.id;
  for (const n of [1, 2, 3]) {
    const url = await putFile(db, `170000000002${n}-vista-${n}.jpg`, await jpeg(480, 320), 'image/jpeg');
    await db
      .from('Render')
      .insert({ id_project: projectId, url, credit: n === 3 ? { name: 'Otra Persona' } : null });
  }
  const plano = await putFile(db, '1700000000030-planta.jpg', await jpeg(480, 320), 'image/jpeg');
  await db.from('Blueprint').insert({ id_project: projectId, url: plano });
  await page.reload();
  await page.getByRole('tab', { name: 'Proyectos' }).waitFor();
  await openProject(page, 'Casa Lago');
});

afterAll(() => closePanel({ backend, browser }));

/** The first render's caption and credit fields, unfolded. */
async function firstRenderNotes(): Promise<Locator> {
  const first = page
    .getByRole('region', { name: /^Renders/ })
    .getByRole('listitem')
    .first();
  const details = first.locator('details', { hasText: 'Pie de foto y crédito' });
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  return first;
}

const credits = async () => ({
  cover: (await db.from('Project').select('render_credit').eq('id', projectId).single()).data!.render_credit,
  renders: (await db.from('Render').select('credit').eq('id_project', projectId).order('position')).data!.map(
    (r) => r.credit,
  ),
  planos: (await db.from('Blueprint').select('credit').eq('id_project', projectId)).data!.map(
    (r) => r.credit,
  ),
});

/** The stored caption of the project's first render. */
const firstCaption = async () =>
  (await db.from('Render').select('caption').eq('id_project', projectId).order('position')).data![0]!.caption;

describe('credits and captions in the panel', () => {
  it('credits every image of the project at once, keeping the credits already there', async () => {
    const card = page.getByRole('form', { name: 'Crédito para todas las imágenes' });
    await card.getByLabel('Crédito', { exact: true }).fill('Ana Ruiz');
    await card.getByLabel('Función').selectOption('photo');
    await card.getByRole('button', { name: 'Aplicar a las imágenes' }).click();
    await writeDone(page);
    await card.getByRole('status').filter({ hasText: 'Listo: 4 imágenes llevan este crédito.' }).waitFor();
    const photo = { name: 'Ana Ruiz', role: 'photo' };
    expect(await credits()).toEqual({
      cover: photo,
      renders: [photo, photo, { name: 'Otra Persona' }],
      planos: [photo],
    });
    // The renders' own fields show it at once (the list was read again).
    const renders = page.getByRole('region', { name: /^Renders/ });
    await expect
      .poll(() => renders.getByLabel('Crédito', { exact: true }).first().inputValue())
      .toBe('Ana Ruiz');
  });

  it('refuses a licence that is not an address, then saves a render’s caption beside its description', async () => {
    const first = await firstRenderNotes();
    await first.getByLabel('Licencia (opcional)').fill('creative commons');
    await first.getByRole('button', { name: 'Guardar pie de foto y crédito' }).click();
    await first
      .getByText('La licencia debe ser una dirección que empiece por https:// (o http://).')
      .waitFor();
    expect((await credits()).renders[0]).toEqual({ name: 'Ana Ruiz', role: 'photo' });
    await first.getByLabel('Licencia (opcional)').fill('');
    await first.getByLabel('Pie de foto', { exact: true }).fill('Terraza hacia el lago');
    await first.getByRole('button', { name: 'Guardar pie de foto y crédito' }).click();
    await writeDone(page);
    await expect.poll(firstCaption).toBe('Terraza hacia el lago');
  });

  it('fills in the fact sheet, refusing an impossible year under its field', async () => {
    const form = page.getByRole('form', { name: 'Ficha del proyecto' });
    await form.getByLabel('Estado').selectOption('built');
    await form.getByLabel('Año (en cifras, para filtrar)').fill('20');
    await form.getByLabel('Superficie construida (m²)').fill('1.250');
    await form.getByLabel('Ciudad', { exact: true }).fill('Pátzcuaro');
    await form.getByRole('button', { name: 'Añadir colaborador' }).click();
    await form.getByLabel('Función', { exact: true }).fill('Estructura');
    await form.getByLabel('Nombre').fill('Ingenia');
    await form.getByRole('button', { name: 'Guardar ficha' }).click();
    await form.getByText('Un año entre 1500 y 2200, en cifras.').waitFor();
    expect((await db.from('Project').select('status').eq('id', projectId).single()).data!.status).toBeNull();
    await form.getByLabel('Año (en cifras, para filtrar)').fill('2022');
    await form.getByRole('button', { name: 'Guardar ficha' }).click();
    await writeDone(page);
    await expect
      .poll(
        async () =>
          (
            await db
              .from('Project')
              .select('status, year_number, area_m2, city, collaborators')
              .eq('id', projectId)
              .single()
          ).data,
      )
      .toEqual({
        status: 'built',
        year_number: 2022,
        area_m2: 1250,
        city: 'Pátzcuaro',
        collaborators: [{ role: 'Estructura', name: 'Ingenia' }],
      });
    // A visitor sees the sheet and the render's caption and credit.
    const visitor = await openLoaded(browser, backend.url + projectPath(PROJECT), {
      viewport: { width: 390, height: 844 },
    });
    await visitor.getByText('1,250 m²').waitFor();
    await visitor.getByText('Terraza hacia el lago').waitFor();
    await visitor.getByRole('region', { name: 'Créditos' }).getByText('Ana Ruiz').waitFor();
    await visitor.context().close();
  });

  it('brings back a caption changed by mistake from the history', async () => {
    const first = await firstRenderNotes();
    await first.getByLabel('Pie de foto', { exact: true }).fill('Texto equivocado');
    await first.getByRole('button', { name: 'Guardar pie de foto y crédito' }).click();
    await writeDone(page);
    const history = page.locator('details', { hasText: 'Historial de cambios' });
    await history.locator('summary').click();
    const change = history
      .locator('ol > li')
      .filter({ hasText: '«Terraza hacia el lago» → «Texto equivocado»' });
    await change.waitFor();
    expect(await change.textContent()).toContain('Render 1 · Pie de foto');
    expect(await change.textContent()).toContain(backend.admin.email);
    await change.getByRole('button', { name: 'Restaurar' }).click();
    await writeDone(page);
    await expect.poll(firstCaption).toBe('Terraza hacia el lago');
    // The editor shows it again, and the restore is itself a change that can be undone.
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: /^Renders/ })
          .getByLabel('Pie de foto', { exact: true })
          .first()
          .inputValue(),
      )
      .toBe('Terraza hacia el lago');
    await history
      .locator('ol > li')
      .filter({ hasText: '«Texto equivocado» → «Terraza hacia el lago»' })
      .first()
      .waitFor();
  });
});
