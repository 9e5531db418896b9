// Several files at once for renders, blueprints and gallery photos — the file
// inputs take `multiple` and a drop takes several; each file is sent with its own progress and
// its result stays in view; one that cannot be an image is refused by name before anything is
// sent and does not stop the others.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePanel, jpeg, openPanel, openProject, webp, type Backend, type Db } from './admin-helpers.ts';

let backend: Backend;
let browser: Browser;
let db: Db;
let page: Page;
let projectId: number;

beforeAll(async () => {
  ({ backend, browser, db, page } = await openPanel());
  const { data } = await db
    .from('Project')
    .insert({
      title: 'Casa Lote',
      subtitle: 'Varios',
      description: 'Una casa.',
      year: '2024',
      location: 'Mérida',
      type: 'Residencial',
    })
    .select()
    .single();
  projectId = data!.id;
  await page.reload();
  await openProject(page, 'Casa Lote');
});

afterAll(() => closePanel({ backend, browser }));

const storedUrls = async (table: 'Render' | 'Blueprint') =>
  ((await db.from(table).select('url').eq('id_project', projectId).order('position')).data ?? []).map((r) =>
    decodeURIComponent(r.url.split('/').pop()!).replace(/^\d+-/, ''),
  );

describe('several files at once', () => {
  it('renders: three chosen together, one not an image — it is refused by name, the other two arrive in order', async () => {
    await page.getByLabel('Elegir render').setInputFiles([
      { name: 'sala.jpg', mimeType: 'image/jpeg', buffer: await jpeg(800, 600) },
      { name: 'rota.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('esto no es una imagen') },
      { name: 'cocina.jpg', mimeType: 'image/jpeg', buffer: await jpeg(700, 500) },
    ]);
    // Recognised by its content before anything is sent, and named with the reason.
    await page
      .getByRole('alert')
      .filter({ hasText: '«rota.jpg» no es una imagen: su contenido es texto.' })
      .waitFor();
    for (const name of ['sala.jpg', 'cocina.jpg'])
      await page.getByRole('progressbar', { name: `Progreso de ${name}` }).waitFor();
    await page.getByRole('button', { name: 'Subir 2 renders' }).click();
    const queue = page.getByRole('list', { name: 'Archivos por subir' });
    await expect.poll(() => storedUrls('Render'), { timeout: 60_000 }).toEqual(['sala.jpg', 'cocina.jpg']);
    // Both are in the panel's list, and the queue says each arrived.
    const renders = page.getByRole('region', { name: /^Renders/ });
    await renders.getByRole('button', { name: 'Eliminar render 2' }).waitFor();
    await page.getByText('2 de 2 subidos').waitFor();
    expect(await queue.getByText('Subido', { exact: true }).count()).toBe(2);
  });

  it('blueprints: a drop of two files takes both', async () => {
    const files = await Promise.all([jpeg(900, 600), jpeg(600, 900)]);
    await page.getByLabel('Elegir plano').evaluate(
      (input, list) => {
        const transfer = new DataTransfer();
        for (const f of list)
          transfer.items.add(
            new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, {
              type: 'image/jpeg',
            }),
          );
        for (const kind of ['dragenter', 'dragover', 'drop'])
          input.dispatchEvent(
            new DragEvent(kind, { dataTransfer: transfer, bubbles: true, cancelable: true }),
          );
      },
      files.map((b, i) => ({ name: `planta-${i + 1}.jpg`, base64: b.toString('base64') })),
    );
    await page.getByRole('button', { name: 'Subir 2 planos' }).click();
    await expect
      .poll(() => storedUrls('Blueprint'), { timeout: 60_000 })
      .toEqual(['planta-1.jpg', 'planta-2.jpg']);
  });

  it('gallery photos: two WebP files chosen together both arrive', async () => {
    await page.getByRole('tab', { name: 'Galería' }).click();
    await page.getByLabel('Elegir foto').setInputFiles([
      { name: 'taller.webp', mimeType: 'image/webp', buffer: await webp(640, 480) },
      { name: 'maqueta.webp', mimeType: 'image/webp', buffer: await webp(480, 640, '#6b7f8f') },
    ]);
    await page.getByRole('button', { name: 'Subir 2 fotos' }).click();
    await expect
      .poll(async () => ((await db.from('Gallery').select('url')).data ?? []).length, { timeout: 60_000 })
      .toBe(2);
    await page.getByRole('button', { name: 'Eliminar foto 2' }).waitFor();
  });
});
