// The guide's captions, credits and fact sheet (docs/GUIA-DEL-PANEL.md, «Pies de foto, créditos y
// la ficha del proyecto»), done as an architect does them: in the panel on the guide's own project
// (its render's caption and credit, one credit for its images, its fact sheet), then on the public
// site at a phone's width, on the demo project whose photographer and collaborators are filled in.
import type { Browser, Page } from 'playwright-core';
import { projectPath } from '../../core/addresses/project-path';
import { waitForLoadingScreen } from '../../harness/page-load';
import { writeDone } from '../../harness/panel';
import type { Camera } from './camera';
import { card } from './panel-card';
import { imagesDrawn, PHONE, SHOWN_PROJECT } from './site';

/** The first render's caption and credit, typed beside its description and saved with its 'Guardar'. */
async function renderNotes(page: Page, camera: Camera): Promise<void> {
  const item = card(page, 'Renders').getByRole('listitem').first();
  await item.getByLabel('Descripción', { exact: true }).fill('Comedor y cocina');
  await item.getByRole('button', { name: 'Guardar descripción' }).click();
  await writeDone(page);
  // Folded while the image has neither: the architect opens it.
  await item.getByText('Pie de foto y crédito', { exact: true }).click();
  await item.getByLabel('Pie de foto', { exact: true }).fill('El comedor y la cocina, abiertos al jardín');
  await item.getByLabel('Pie de foto (inglés)').fill('The dining room and kitchen, open to the garden');
  await item.getByLabel('Crédito', { exact: true }).fill('Estudio Umbral');
  await item.getByLabel('Función', { exact: true }).selectOption({ label: 'Render' });
  await item.locator('figure img').evaluate((img: HTMLImageElement) => img.decode());
  await camera.element(item, 'pie-de-foto-credito');
  await item.getByRole('button', { name: 'Guardar pie de foto y crédito' }).click();
  await writeDone(page);
}

/** One credit for the cover and the renders (the planos are the studio's drawings), before applying it. */
async function creditAll(page: Page, camera: Camera): Promise<void> {
  const form = card(page, 'Crédito para todas las imágenes');
  await form.getByLabel('Crédito', { exact: true }).fill('Estudio Umbral');
  await form.getByLabel('Función', { exact: true }).selectOption({ label: 'Render' });
  for (const kind of ['Video', 'Modelo 3D', 'Planos'])
    await form.getByRole('checkbox', { name: kind, exact: true }).uncheck();
  await camera.element(form, 'credito-todas-las-imagenes');
  await form.getByRole('button', { name: 'Aplicar a las imágenes' }).click();
  await writeDone(page);
  await form
    .getByRole('status')
    .filter({ hasText: /^Listo: / })
    .waitFor();
}

/** The fact sheet filled in, before 'Guardar ficha'. */
async function factSheet(page: Page, camera: Camera): Promise<void> {
  const form = card(page, 'Ficha del proyecto');
  await form.getByLabel('Estado', { exact: true }).selectOption({ label: 'En construcción' });
  await form.getByLabel('Año (en cifras, para filtrar)').fill('2025');
  await form.getByLabel('Superficie construida (m²)').fill('310');
  await form.getByLabel('Ciudad', { exact: true }).fill('Valle de Bravo');
  await form.getByLabel('País', { exact: true }).fill('México');
  await form.getByLabel('País (inglés)').fill('Mexico');
  await form.getByLabel('Cliente', { exact: true }).fill('Familia Arriaga');
  await form.getByRole('button', { name: 'Añadir colaborador' }).click();
  const row = form.getByRole('listitem').last();
  await row.getByLabel('Función', { exact: true }).fill('Estructura');
  await row.getByLabel('Función (inglés)').fill('Structure');
  await row.getByLabel('Nombre', { exact: true }).fill('Colli Ingeniería');
  await camera.element(form, 'ficha-del-proyecto');
  // From the keyboard, as after typing: the next step's focused field keeps its visible outline.
  await form.getByRole('button', { name: 'Guardar ficha' }).press('Enter');
  await writeDone(page);
  await form.getByRole('button', { name: 'Guardar ficha' }).and(page.locator(':disabled')).waitFor();
}

/** In the panel, on the project the guide's steps are taken on (open in `page`). */
export async function photographCreditSteps(page: Page, camera: Camera): Promise<void> {
  await renderNotes(page, camera);
  await creditAll(page, camera);
  await factSheet(page, camera);
  // The pointer off the editor: left over a field, it would draw that field hovered in the next
  // step's picture.
  await page.mouse.move(0, 0);
}

/**
 * The demo project's page on a phone, from its images (one with its caption and credit under it)
 * down to the 'Créditos' block: collaborators, awards and publications come between.
 */
export async function photographCreditsOnSite(browser: Browser, url: string, camera: Camera): Promise<void> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(url + projectPath(SHOWN_PROJECT));
  await waitForLoadingScreen(page, 30_000);
  const slider = page.locator('section[aria-labelledby="media-heading"]');
  await slider.scrollIntoViewIfNeeded();
  // The third render: a plain image (the second is a render beside the finished house) whose
  // caption describes it, above the photographer's credit.
  for (let step = 0; step < 2; step++) await slider.getByRole('button', { name: 'Siguiente' }).click();
  await slider.getByText('La sala abierta al lago').waitFor();
  await slider
    .locator('img')
    .first()
    .evaluate((img: HTMLImageElement) => img.decode());
  const credits = page.getByRole('region', { name: 'Créditos', exact: true });
  await imagesDrawn(page);
  await camera.element(slider, 'pies-de-foto-en-el-sitio', { through: credits, photo: true });
  await context.close();
}
