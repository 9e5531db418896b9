// Beside each Spanish text of the panel, an optional English field ('… (inglés)'):
// projects, image descriptions, testimonials and the 'Estudio' texts. Driven on a 390 px phone,
// where the forms must stay usable (nothing wider than the screen). Each English text is saved
// with the rest, stored as written (trimmed), shown back after a reload, and a cleared one is
// stored as null. An English address another project has is refused before anything is sent.
// (That the English texts reach the English pages is the public site's test.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishAddressClashMessage } from '../../src/features/projects/project-address.ts';
import { studioEnglish } from '../../core/studio/studio-english.ts';
import { studioSettings } from '../../core/studio/studio-settings.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import {
  closePanel,
  jpeg,
  openProject,
  putFile,
  signIn,
  webp,
  writeDone,
  type Backend,
  type Db,
} from './admin-helpers.ts';

let backend: Backend;
let browser: Browser;
let db: Db;
let page: Page;

const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  backend = await startBackend({ serveApp: true });
  browser = await launchBrowser();
  db = backend.client(backend.serviceKey);
  page = await signIn(browser, backend, backend.admin, PHONE);
});

afterAll(() => closePanel({ backend, browser }));

const label = (page: Page, text: string) => page.getByLabel(text, { exact: true });

/** Nothing of the panel reaches past the phone's width (the forms stay usable at 390 px). */
async function fitsThePhone(): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

describe('projects', () => {
  it('a new project saves its English title, subtitle, location and description; an empty one is null', async () => {
    await page.getByRole('button', { name: 'Nuevo proyecto' }).click();
    const form = page.getByRole('form', { name: 'Nuevo proyecto' });
    for (const [field, value] of [
      ['Título', 'Casa Ceiba'],
      ['Título (inglés)', '  Ceiba House '],
      ['Subtítulo', 'Patio'],
      ['Subtítulo (inglés)', 'Courtyard'],
      ['Descripción', 'Una casa alrededor de una ceiba.'],
      ['Descripción (inglés)', 'A house around a ceiba tree.'],
      ['Año', '2025'],
      ['Locación', 'Mérida'],
    ] as const)
      await label(page, field).fill(value);
    await fitsThePhone();
    await form.getByRole('button', { name: 'Agregar proyecto' }).click();
    await writeDone(page);
    const { data } = await db
      .from('Project')
      .select('title_en, subtitle_en, description_en, location_en')
      .eq('title', 'Casa Ceiba')
      .single();
    expect(data).toEqual({
      title_en: 'Ceiba House',
      subtitle_en: 'Courtyard',
      description_en: 'A house around a ceiba tree.',
      location_en: null,
    });
  });

  it('another project cannot take that English address: the form says so and sends nothing', async () => {
    const form = page.getByRole('form', { name: 'Nuevo proyecto' });
    for (const [field, value] of [
      ['Título', 'Casa Otra'],
      ['Título (inglés)', 'Ceiba House'],
      ['Subtítulo', 'Jardín'],
      ['Subtítulo (inglés)', 'Courtyard'],
      ['Descripción', 'Otra casa.'],
      ['Año', '2025'],
      ['Locación', 'Mérida'],
    ] as const)
      await label(page, field).fill(value);
    const message = englishAddressClashMessage({
      title: 'Casa Ceiba',
      subtitle: 'Patio',
      title_en: 'Ceiba House',
      subtitle_en: 'Courtyard',
    });
    await form.getByRole('alert').filter({ hasText: message }).waitFor();
    await form.getByRole('button', { name: 'Agregar proyecto' }).click();
    expect((await db.from('Project').select('id').eq('title', 'Casa Otra')).data).toEqual([]);
    await label(page, 'Subtítulo (inglés)').fill('Garden');
    expect(await form.getByRole('alert').count()).toBe(0);
  });

  it('editing shows the English texts back, saves a change and stores a cleared one as null', async () => {
    await page.reload();
    await openProject(page, 'Casa Ceiba');
    const form = page.getByRole('form', { name: 'Datos del proyecto' });
    expect(await form.getByLabel('Título (inglés)', { exact: true }).inputValue()).toBe('Ceiba House');
    expect(await form.getByLabel('Descripción (inglés)', { exact: true }).inputValue()).toBe(
      'A house around a ceiba tree.',
    );
    await form.getByLabel('Locación (inglés)', { exact: true }).fill('Mérida, Yucatán, Mexico');
    await form.getByLabel('Descripción (inglés)', { exact: true }).fill('   ');
    await fitsThePhone();
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await writeDone(page);
    const { data } = await db
      .from('Project')
      .select('title_en, description_en, location_en')
      .eq('title', 'Casa Ceiba')
      .single();
    expect(data).toEqual({
      title_en: 'Ceiba House',
      description_en: null,
      location_en: 'Mérida, Yucatán, Mexico',
    });
    await page.reload();
    await openProject(page, 'Casa Ceiba');
    expect(await label(page, 'Locación (inglés)').inputValue()).toBe('Mérida, Yucatán, Mexico');
    expect(await label(page, 'Descripción (inglés)').inputValue()).toBe('');
  });

  it("the cover's and a render's English descriptions are saved and shown back", async () => {
    const { data: ceiba } = await db.from('Project').select('id').eq('title', 'Casa Ceiba').single();
    const cover = await putFile(db, '1700000000040-portada.jpg', await jpeg(640, 480), 'image/jpeg');
    await db.from('Project').update({ render: cover }).eq('id', ceiba!.id);
    await db.from('Render').insert({
      id_project: ceiba!.id,
      url: await putFile(db, '1700000000041-sala.jpg', await jpeg(400, 300), 'image/jpeg'),
    });
    await page.reload();
    await openProject(page, 'Casa Ceiba');
    const coverCard = page.getByRole('region', { name: 'Portada' });
    await coverCard.getByLabel('Descripción (inglés)', { exact: true }).fill('North front at dusk');
    await coverCard.getByRole('button', { name: 'Guardar descripción' }).click();
    await writeDone(page);
    const render = page
      .getByRole('region', { name: /^Renders/ })
      .getByRole('listitem')
      .first();
    await render.getByLabel('Descripción', { exact: true }).fill('La sala');
    await render.getByLabel('Descripción (inglés)', { exact: true }).fill('The living room');
    await fitsThePhone();
    await render.getByRole('button', { name: 'Guardar descripción' }).click();
    await writeDone(page);
    expect(
      (
        await db
          .from('Project')
          .select('render_description, render_description_en')
          .eq('id', ceiba!.id)
          .single()
      ).data,
    ).toEqual({ render_description: null, render_description_en: 'North front at dusk' });
    expect((await db.from('Render').select('description, description_en').single()).data).toEqual({
      description: 'La sala',
      description_en: 'The living room',
    });
    await page.reload();
    await openProject(page, 'Casa Ceiba');
    expect(
      await page
        .getByRole('region', { name: 'Portada' })
        .getByLabel('Descripción (inglés)', { exact: true })
        .inputValue(),
    ).toBe('North front at dusk');
    expect(
      await page
        .getByRole('region', { name: /^Renders/ })
        .getByLabel('Descripción (inglés)', { exact: true })
        .inputValue(),
    ).toBe('The living room');
  });
});

describe('the trash', () => {
  it('restoring a project whose English address another project took meanwhile names that address', async () => {
    const { data: ceiba } = await db.from('Project').select('id').eq('title', 'Casa Ceiba').single();
    await db.from('Project').update({ deleted_at: new Date().toISOString() }).eq('id', ceiba!.id);
    await db.from('Project').insert({
      title: 'Casa Nueva',
      subtitle: 'Centro',
      title_en: 'Ceiba House',
      subtitle_en: 'Courtyard',
      description: 'Otra.',
      year: '2025',
      location: 'Mérida',
      type: 'Residencial',
    });
    await page.reload();
    await page.getByRole('button', { name: 'Papelera', exact: true }).click();
    const item = page.getByRole('listitem').filter({ hasText: 'Proyecto «Casa Ceiba — Patio»' });
    await item.getByRole('button', { name: /^Restaurar/ }).click();
    await writeDone(page);
    await page
      .getByRole('alert')
      .filter({
        hasText:
          'No se restauró nada: otro proyecto ya usa la dirección en inglés /en/ProjectsGallery/Ceiba House-Courtyard. Cambia el título o el subtítulo en inglés de ese proyecto y vuelve a intentarlo.',
      })
      .waitFor();
    expect(
      (await db.from('Project').select('deleted_at').eq('id', ceiba!.id).single()).data?.deleted_at,
    ).not.toBe(null);
    await fitsThePhone();
  });
});

describe('gallery and testimonials', () => {
  it("a gallery photo's English description is saved and shown back", async () => {
    await db
      .from('Gallery')
      .insert({ url: await putFile(db, '1700000000050-taller.webp', await webp(400, 300), 'image/webp') });
    await page.reload();
    await page.getByRole('tab', { name: 'Galería' }).click();
    const photo = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Eliminar foto 1' }) });
    await photo.getByLabel('Descripción (inglés)', { exact: true }).fill('The studio workshop');
    await photo.getByRole('button', { name: 'Guardar descripción' }).click();
    await writeDone(page);
    expect((await db.from('Gallery').select('description, description_en').single()).data).toEqual({
      description: null,
      description_en: 'The studio workshop',
    });
    await fitsThePhone();
  });

  it('a testimonial saves its English version, shows it in the list and in the edit form', async () => {
    await page.getByRole('tab', { name: 'Clientes' }).click();
    await label(page, 'Nombre').fill('Elena Cámara');
    await label(page, 'Testimonio').fill('Nos escucharon desde el primer día.');
    await label(page, 'Testimonio (inglés)').fill('They listened to us from day one.');
    await fitsThePhone();
    await page.getByRole('button', { name: 'Agregar testimonio' }).click();
    await writeDone(page);
    expect(
      (await db.from('Client').select('testimonial_en').eq('name', 'Elena Cámara').single()).data
        ?.testimonial_en,
    ).toBe('They listened to us from day one.');
    expect(await label(page, 'Testimonio (inglés)').inputValue()).toBe('');
    await page.reload();
    await page.getByRole('tab', { name: 'Clientes' }).click();
    await page.getByText('They listened to us from day one.').waitFor();
    await page.getByRole('button', { name: 'Editar testimonio de Elena Cámara' }).click();
    const edit = page.getByRole('list').getByLabel('Testimonio (inglés)', { exact: true });
    expect(await edit.inputValue()).toBe('They listened to us from day one.');
    await edit.fill('');
    await page.getByRole('list').getByRole('button', { name: 'Guardar' }).click();
    await writeDone(page);
    expect(
      (await db.from('Client').select('testimonial_en').eq('name', 'Elena Cámara').single()).data
        ?.testimonial_en,
    ).toBe(null);
  });
});

describe("the 'Estudio' view", () => {
  const section = (name: string) => page.getByRole('region', { name });
  const stored = async () =>
    studioEnglish(studioSettings((await db.from('Studio').select('settings').single()).data?.settings).en);

  it('saves the English texts, chat message and a founder’s bio, and shows them back', async () => {
    await page.getByRole('button', { name: 'Estudio', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Estudio' }).waitFor();
    const contact = section('Contacto');
    await contact
      .getByLabel('Mensaje del chat (inglés)', { exact: true })
      .fill(' Hello, I would like a quote. ');
    await contact.getByRole('button', { name: 'Guardar cambios' }).click();
    await writeDone(page);
    const texts = section('Textos');
    await texts.getByLabel('Misión (inglés)', { exact: true }).fill('To design bright, lasting homes.');
    await texts.getByRole('button', { name: 'Guardar cambios' }).click();
    await writeDone(page);
    const founders = section('Fundadores');
    await founders.getByLabel('Semblanza (inglés)', { exact: true }).first().fill('Architect and teacher.');
    await fitsThePhone();
    await founders.getByRole('button', { name: 'Guardar cambios' }).click();
    await writeDone(page);
    expect(await stored()).toEqual({
      contactMessage: 'Hello, I would like a quote.',
      texts: { mission: 'To design bright, lasting homes.' },
      founders: [{ bio: 'Architect and teacher.' }, {}],
    });

    await page.reload();
    await page.getByRole('button', { name: 'Estudio', exact: true }).click();
    expect(await section('Textos').getByLabel('Misión (inglés)', { exact: true }).inputValue()).toBe(
      'To design bright, lasting homes.',
    );
    expect(
      await section('Contacto').getByLabel('Mensaje del chat (inglés)', { exact: true }).inputValue(),
    ).toBe('Hello, I would like a quote.');
    // Cleared: the key goes, and the English page shows the Spanish again.
    await section('Textos').getByLabel('Misión (inglés)', { exact: true }).fill('');
    await section('Textos').getByRole('button', { name: 'Guardar cambios' }).click();
    await writeDone(page);
    expect((await stored()).texts).toEqual({});
  });
});
