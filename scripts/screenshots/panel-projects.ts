// The guide's project steps, done in the panel as an architect does them, on a project of its own
// ('Casa Tepozán'): add it, its cover and focal point, renders (one 360°), planos from a PDF, its
// captions, credits and fact sheet (credits.ts), a rename that keeps its former address, a trip to the Papelera and back, a 3D model. Each
// picture is taken where the guide's step shows it (docs/GUIA-DEL-PANEL.md).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { houseGlb } from '../../harness/house-glb';
import { writeDone } from '../../harness/panel';
import sharp from 'sharp';
import { sheetsPdf } from '../../harness/plano-pdf';
import { DEMO_ROOMS, roomImage } from '../../supabase/seed/tour-rooms';
import type { Camera } from './camera';
import { photographCreditSteps } from './credits';
import { card } from './panel-card';

const ASSETS = path.resolve(import.meta.dirname, '../../supabase/seed/assets/projects');

export const EXAMPLE = {
  title: 'Casa Tepozán',
  renamed: 'Casa Tepozán del Valle',
  subtitle: 'Vivienda unifamiliar',
  location: 'Valle de Bravo',
  year: '2025',
  description:
    'Una casa de fin de semana abierta al lago, con terrazas escalonadas y muros de piedra del lugar.',
};

async function addProject(page: Page, camera: Camera): Promise<void> {
  await page.getByRole('button', { name: 'Nuevo proyecto' }).click();
  const form = page.locator('form[aria-labelledby="new-project-title"]');
  await form.getByLabel('Título', { exact: true }).fill(EXAMPLE.title);
  await form.getByLabel('Subtítulo', { exact: true }).fill(EXAMPLE.subtitle);
  await form.getByLabel('Locación', { exact: true }).fill(EXAMPLE.location);
  await form.getByLabel('Año', { exact: true }).fill(EXAMPLE.year);
  await form.getByLabel('Descripción', { exact: true }).fill(EXAMPLE.description);
  await camera.element(form, 'proyecto-nuevo');
  await form.getByRole('button', { name: 'Agregar proyecto' }).click();
  await writeDone(page);
  await form.getByRole('button', { name: 'Abrir proyecto' }).click();
  await page.getByRole('heading', { level: 3, name: new RegExp(EXAMPLE.title) }).waitFor();
}

async function coverAndFocus(page: Page, camera: Camera): Promise<void> {
  const cover = card(page, 'Portada');
  await cover.getByLabel('Elegir portada').setInputFiles(path.join(ASSETS, 'casa-jacarandas-portada.webp'));
  await cover.getByRole('button', { name: 'Cambiar portada' }).click();
  await writeDone(page);
  const focus = cover.getByRole('group', { name: 'Punto de interés' });
  const picture = focus.locator('img').first();
  await picture.waitFor();
  await picture.evaluate((img: HTMLImageElement) => img.decode());
  const box = (await picture.boundingBox())!;
  await picture.click({ position: { x: box.width * 0.72, y: box.height * 0.45 } });
  await camera.element(focus, 'portada-punto-de-interes');
  await focus.getByRole('button', { name: 'Guardar punto' }).click();
  await writeDone(page);
}

async function renders(page: Page, camera: Camera): Promise<void> {
  const section = card(page, 'Renders');
  await section.getByLabel('Elegir render').setInputFiles(path.join(ASSETS, 'casa-jacarandas-interior.webp'));
  await section.getByRole('button', { name: 'Subir render' }).click();
  await writeDone(page);
  await section.locator('li figure img').first().waitFor();
  // A 2:1 image: the panel offers it as 360° by ticking the box itself.
  const room = Buffer.from(await roomImage(DEMO_ROOMS[0]!));
  await section
    .getByLabel('Elegir render')
    .setInputFiles({ name: 'estancia-360.webp', mimeType: 'image/webp', buffer: room });
  const box = section.getByRole('checkbox', { name: /Render 360°/ });
  await page.waitForFunction((input) => (input as HTMLInputElement).checked, await box.elementHandle());
  await camera.element(section, 'renders-360');
  await section.getByRole('button', { name: 'Subir render' }).click();
  await section.locator('li figure img').nth(1).waitFor({ timeout: 120_000 });
  await writeDone(page);
}

async function pdfPlanos(page: Page, camera: Camera): Promise<void> {
  const section = card(page, 'Planos');
  const name = 'planos-casa-tepozan.pdf';
  // Two of the demo's plan drawings as the sheets of an exported PDF (A2 wide, the drawings' 3:2).
  const sheets = await Promise.all(
    ['casa-jacarandas-planta-baja.webp', 'casa-jacarandas-planta-alta.webp'].map((file) =>
      sharp(path.join(ASSETS, file))
        .resize(1920, 1280)
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  );
  const pdf = sheetsPdf(sheets, { width: 1920, height: 1280 }, 594, 396);
  await section.getByLabel('Elegir plano').setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
  const send = section.getByRole('button', { name: 'Subir 2 planos del PDF' });
  await send.waitFor({ timeout: 60_000 });
  await camera.element(section, 'planos-pdf');
  await send.click();
  await section.getByRole('group', { name: `PDF ${name}` }).waitFor({ state: 'detached', timeout: 180_000 });
  await writeDone(page);
  await section.locator('li figure img').nth(1).waitFor();
  await camera.element(section, 'planos-pdf-subidos', { maxHeight: 760 });
}

async function rename(page: Page, camera: Camera): Promise<void> {
  const data = card(page, 'Datos del proyecto');
  await data.getByLabel('Título', { exact: true }).fill(EXAMPLE.renamed);
  await camera.element(data, 'renombrar');
  await data.getByRole('button', { name: 'Guardar cambios' }).click();
  await writeDone(page);
  const former = card(page, 'Direcciones anteriores');
  await former.getByText(`/ProjectsGallery/${EXAMPLE.title}-${EXAMPLE.subtitle}`, { exact: true }).waitFor();
  await camera.element(former, 'direcciones-anteriores');
}

async function model(page: Page, camera: Camera): Promise<void> {
  const section = card(page, 'Modelo 3D');
  const glb = Buffer.from(await houseGlb({ detail: 2, texture: 512 }));
  await section
    .getByLabel('Elegir modelo 3D')
    .setInputFiles({ name: 'casa-mirador.glb', mimeType: 'model/gltf-binary', buffer: glb });
  await section.getByRole('button', { name: 'Subir modelo' }).click();
  await section.getByRole('status').filter({ hasText: 'Modelo guardado' }).waitFor({ timeout: 180_000 });
  await writeDone(page);
  await section
    .locator('img')
    .first()
    .evaluate((img: HTMLImageElement) => img.decode());
  await camera.element(section, 'modelo-3d');
}

async function trashAndRestore(page: Page, camera: Camera): Promise<void> {
  await page.getByRole('button', { name: 'Eliminar proyecto' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar', exact: true }).click();
  await writeDone(page);
  await page.getByRole('button', { name: 'Papelera', exact: true }).click();
  const item = page.getByRole('list', { name: 'Elementos en la papelera' }).getByRole('listitem').first();
  await item
    .locator('img')
    .first()
    .evaluate((img: HTMLImageElement) => img.decode());
  await camera.element(item, 'papelera');
  await item.getByRole('button', { name: /^Restaurar/ }).click();
  await writeDone(page);
  await page.getByText('La papelera está vacía.').waitFor();
  await page.getByRole('tab', { name: 'Proyectos' }).click();
}

/** Every step of the guide's project sections, in the order an architect would take them. */
export async function photographProjectSteps(page: Page, camera: Camera): Promise<void> {
  await addProject(page, camera);
  await coverAndFocus(page, camera);
  await renders(page, camera);
  await pdfPlanos(page, camera);
  await photographCreditSteps(page, camera);
  await rename(page, camera);
  await model(page, camera);
  await trashAndRestore(page, camera);
}
