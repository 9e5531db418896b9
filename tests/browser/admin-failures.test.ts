// Failed writes (SPEC §8): each shows its exact alert, the busy overlay
// closes, the list on screen and the data stay as they were, and storage keeps no file that no
// record references — for a signed-in user the backend refuses (not an administrator), for an
// administrator whose record vanished after the upload, for an image that cannot be compressed,
// and with the backend stopped.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import {
  type Backend,
  type Db,
  expectAlert,
  jpeg,
  openProject,
  orphans,
  putFile,
  signIn,
  statusOf,
  storedObjects,
  videoBytes,
  webp,
} from './admin-helpers.ts';
import { webmVideo } from '../../harness/video-fixtures.ts';

const READER = { email: 'lector@estudio.test', password: 'clave-lector-123' };
const BASE = {
  description: 'Proyecto existente.',
  year: '2021',
  location: 'Puebla',
  type: 'Residencial',
} as const;

let backend: Backend;
let browser: Browser;
let db: Db;
let backendStopped = false;

async function snapshot() {
  const [projects, renders, blueprints, clients, photos] = await Promise.all([
    db.from('Project').select('*').order('id'),
    db.from('Render').select('*').order('id'),
    db.from('Blueprint').select('*').order('id'),
    db.from('Client').select('*').order('id'),
    db.from('Gallery').select('*').order('id'),
  ]);
  return {
    projects: projects.data,
    renders: renders.data,
    blueprints: blueprints.data,
    clients: clients.data,
    photos: photos.data,
    objects: await storedObjects(backend),
  };
}

/** Runs a failing write and checks everything a failure must leave untouched. */
async function fails(page: Page, alert: string, act: () => Promise<void>) {
  const before = await snapshot();
  await act();
  await expectAlert(page, alert);
  expect(await snapshot()).toEqual(before);
  expect(await orphans(backend)).toEqual([]);
}

async function confirmDelete(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
}

beforeAll(async () => {
  backend = await startBackend({ serveApp: true });
  db = backend.client(backend.serviceKey);
  await backend.createUser(READER.email, READER.password);
  const cover = await putFile(db, '1700000000001-cover.jpg', await jpeg(400, 300), 'image/jpeg');
  const video = await putFile(db, '1700000000002-video.mp4', videoBytes(2048), 'video/mp4');
  const { data: project } = await db
    .from('Project')
    .insert({ ...BASE, title: 'Casa Existente', subtitle: 'Uno', render: cover, video })
    .select()
    .single();
  await db.from('Render').insert({
    id_project: project!.id,
    url: await putFile(db, '1700000000003-render.jpg', await jpeg(400, 300), 'image/jpeg'),
  });
  await db.from('Blueprint').insert({
    id_project: project!.id,
    url: await putFile(db, '1700000000004-plano.jpg', await jpeg(400, 300), 'image/jpeg'),
  });
  await db.from('Client').insert({ name: 'Lucía Romero', testimonial: 'Un equipo muy atento.' });
  await db
    .from('Gallery')
    .insert({ url: await putFile(db, '1700000000005-foto.webp', await webp(400, 300), 'image/webp') });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (!backendStopped) await backend?.stop();
});

describe('a signed-in user who is not an administrator', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signIn(browser, backend, READER);
  });

  it('sees each exact alert in Proyectos, and nothing changes', async () => {
    await page.getByRole('button', { name: 'Nuevo proyecto' }).click();
    await fails(page, 'No se puso agregar proyecto, inténtalo nuevamente', async () => {
      for (const [label, value] of [
        ['Título', 'Nuevo'],
        ['Subtítulo', 'Dos'],
        ['Descripción', 'X.'],
        ['Año', '2025'],
        ['Locación', 'León'],
      ]) {
        await page.getByLabel(label!, { exact: true }).fill(value!);
      }
      await page.getByRole('button', { name: 'Agregar proyecto' }).click();
    });
    // The form keeps what was typed; the list still has the one project.
    expect(await page.getByLabel('Título', { exact: true }).inputValue()).toBe('Nuevo');
    expect(await page.getByRole('list', { name: 'Proyectos' }).getByRole('listitem').count()).toBe(1);

    await openProject(page, 'Casa Existente');
    await fails(page, 'No se puso modificar proyecto, inténtalo nuevamente', async () => {
      await page.getByLabel('Título', { exact: true }).fill('Casa Renombrada');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
    });
    expect(
      await page
        .getByRole('list', { name: 'Proyectos' })
        .getByRole('button', { name: /Casa Renombrada/ })
        .count(),
    ).toBe(0);

    await fails(page, 'No se puso subir render principal, inténtalo nuevamente', async () => {
      await page
        .getByLabel('Elegir portada')
        .setInputFiles({ name: 'nueva.jpg', mimeType: 'image/jpeg', buffer: await jpeg(600, 400) });
      await page.getByRole('button', { name: 'Cambiar portada' }).click();
    });
    await fails(page, 'No se puso modificar video, inténtalo nuevamente', async () => {
      await page
        .getByLabel('Elegir video')
        .setInputFiles({ name: 'nuevo.webm', mimeType: 'video/webm', buffer: await webmVideo(3) });
      await page.getByRole('button', { name: 'Cambiar video' }).click();
    });
    await fails(page, 'No se puso subir render, inténtalo nuevamente', async () => {
      await page
        .getByLabel('Elegir render')
        .setInputFiles({ name: 'r.jpg', mimeType: 'image/jpeg', buffer: await jpeg(600, 400) });
      await page.getByRole('button', { name: 'Subir render' }).click();
    });
    await fails(page, 'No se puso eliminar render, inténtalo nuevamente', () =>
      confirmDelete(page, 'Eliminar render 1'),
    );
    await fails(page, 'No se puso subir blueprint, inténtalo nuevamente', async () => {
      await page
        .getByLabel('Elegir plano')
        .setInputFiles({ name: 'p.jpg', mimeType: 'image/jpeg', buffer: await jpeg(600, 400) });
      await page.getByRole('button', { name: 'Subir plano' }).click();
    });
    await fails(page, 'No se puso eliminar blueprint, inténtalo nuevamente', () =>
      confirmDelete(page, 'Eliminar plano 1'),
    );
    // Still on screen, still served.
    await page.getByRole('button', { name: 'Eliminar render 1' }).waitFor();
    await page.getByRole('button', { name: 'Eliminar plano 1' }).waitFor();
    const { data } = await db.from('Render').select('url');
    expect(await statusOf(backend, data![0]!.url)).toBe(200);
  });

  it('sees each exact alert in Clientes, and nothing changes', async () => {
    await page.getByRole('tab', { name: 'Clientes' }).click();
    await fails(page, 'No se pudo agregar el usuario, intenténtalo de nuevo', async () => {
      await page.getByLabel('Nombre', { exact: true }).fill('Pedro');
      await page.getByLabel('Testimonio', { exact: true }).fill('Excelente.');
      await page.getByRole('button', { name: 'Agregar testimonio' }).click();
    });
    await fails(page, 'No se pudo actualizar el usuario, intenténtalo de nuevo', async () => {
      await page.getByRole('button', { name: 'Editar testimonio de Lucía Romero' }).click();
      await page.getByRole('list').getByLabel('Testimonio', { exact: true }).fill('Cambiado.');
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    });
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByText('Un equipo muy atento.').waitFor();
    await fails(page, 'No se pudo eliminar el usuario, intenténtalo de nuevo', () =>
      confirmDelete(page, 'Eliminar testimonio de Lucía Romero'),
    );
    await page.getByText('Un equipo muy atento.').waitFor();
  });

  it('sees each exact alert in Galería, and nothing changes', async () => {
    await page.getByRole('tab', { name: 'Galería' }).click();
    await fails(page, 'Existió un problema al momento de subir la imagen, inténtalo nuevamente', async () => {
      await page
        .getByLabel('Elegir foto')
        .setInputFiles({ name: 'f.webp', mimeType: 'image/webp', buffer: await webp(600, 400) });
      await page.getByRole('button', { name: 'Subir foto' }).click();
    });
    await fails(page, 'Existió un problema al momento de eliminar la imagen, inténtalo nuevamente', () =>
      confirmDelete(page, 'Eliminar foto 1'),
    );
    await page.getByRole('button', { name: 'Eliminar foto 1' }).waitFor();
    expect(await page.getByRole('button', { name: 'Eliminar foto 2' }).count()).toBe(0);
  });
});

describe('an administrator', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signIn(browser, backend);
  });

  it('gets the cover and render alerts and no orphan when the project vanished after the upload', async () => {
    const { data: gone } = await db
      .from('Project')
      .insert({ ...BASE, title: 'Casa Efímera', subtitle: 'Dos' })
      .select()
      .single();
    await page.reload();
    await openProject(page, 'Casa Efímera');
    // Deleted behind the panel's back: the upload succeeds, writing the record does not.
    await db.from('Project').delete().eq('id', gone!.id);
    const uploads: number[] = [];
    page.on('response', (r) => {
      // Panel uploads go through the resumable (TUS) endpoint: a small file in its creation request.
      if (r.request().method() === 'POST' && r.url().endsWith('/storage/v1/upload/resumable'))
        uploads.push(r.status());
    });
    await fails(page, 'No se puso modificar render principal, inténtalo nuevamente', async () => {
      await page
        .getByLabel('Elegir portada')
        .setInputFiles({ name: 'c.jpg', mimeType: 'image/jpeg', buffer: await jpeg(600, 400) });
      await page.getByRole('button', { name: 'Cambiar portada' }).click();
    });
    await fails(page, 'No se puso subir render, inténtalo nuevamente', async () => {
      await page
        .getByLabel('Elegir render')
        .setInputFiles({ name: 'r.jpg', mimeType: 'image/jpeg', buffer: await jpeg(600, 400) });
      await page.getByRole('button', { name: 'Subir render' }).click();
    });
    // Both files, each with its 480 px copy and its WebP copy at 600 px, did reach
    // storage, and were removed again.
    expect(uploads).toEqual([201, 201, 201, 201, 201, 201]);
  });

  it('refuses a file that is not an image when it is chosen, naming it, without sending it', async () => {
    await page.getByRole('tab', { name: 'Galería' }).click();
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/storage/v1/')) uploads.push(r.url());
    });
    await page.getByLabel('Elegir foto').setInputFiles({
      name: 'rota.webp',
      mimeType: 'image/webp',
      buffer: Buffer.from('esto no es una imagen'),
    });
    // Not SPEC's upload-failure alert: retrying such a file could never work.
    await page
      .getByRole('alert')
      .filter({ hasText: '«rota.webp» no es una imagen: su contenido es texto.' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Subir foto' }).isDisabled()).toBe(true);
    expect(await page.getByText('Existió un problema al momento de subir la imagen').count()).toBe(0);
    expect(uploads).toEqual([]);
  });

  it('sees the alert, the overlay closes and the list stays when the backend is stopped', async () => {
    await page.getByRole('tab', { name: 'Clientes' }).click();
    await page.getByText('Un equipo muy atento.').waitFor();
    await backend.stop();
    backendStopped = true;
    await page.getByLabel('Nombre', { exact: true }).fill('Pedro');
    await page.getByLabel('Testimonio', { exact: true }).fill('Excelente.');
    await page.getByRole('button', { name: 'Agregar testimonio' }).click();
    await expectAlert(page, 'No se pudo agregar el usuario, intenténtalo de nuevo');
    expect(await page.getByRole('listitem').count()).toBe(1);
    expect(page.url()).toBe(`${backend.url}/admin?seccion=clientes`);
  });
});
