// The studio's real image files through the panel: what phones, cameras, renderers and print
// shops produce either appears correctly — stored under a name and type that say what it holds,
// without the position it was taken at — or is refused before upload with a message naming the
// file and the reason, and nothing is stored. Fixtures are made at run time (image-fixtures.ts).
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasExif,
  makeImageFixtures,
  type FixtureName,
  type ImageFixture,
} from '../../harness/image-fixtures.ts';
import {
  busyOverlay,
  bytesOf,
  closePanel,
  objectName,
  openPanel,
  openProject,
  storedObjects,
  writeDone,
  type Backend,
  type Db,
} from './admin-helpers.ts';

let backend: Backend;
let browser: Browser;
let db: Db;
let page: Page;
let projectId: number;
let fixtures: Map<FixtureName, ImageFixture>;

// Making the fixtures (ImageMagick, heif-enc) takes a few seconds on a quiet machine and much
// longer beside other test files on two busy cores.
beforeAll(async () => {
  fixtures = await makeImageFixtures(1600, 1200);
  ({ backend, browser, db, page } = await openPanel());
  const { data } = await db
    .from('Project')
    .insert({
      title: 'Casa Formatos',
      subtitle: 'Archivos reales',
      description: 'Una casa.',
      year: '2025',
      location: 'Mérida',
      type: 'Residencial',
    })
    .select()
    .single();
  projectId = data!.id;
  await page.reload();
  await openProject(page, 'Casa Formatos');
}, 300_000);

afterAll(() => closePanel({ backend, browser }));

const fixture = (name: FixtureName) => fixtures.get(name)!;

async function renders() {
  const { data } = await db.from('Render').select('*').eq('id_project', projectId).order('id');
  return data ?? [];
}

/** What the browser makes of a stored file: its decoded size and the colour of its top rows. */
async function shownAs(url: string) {
  return page.evaluate(async (src) => {
    const bitmap = await createImageBitmap(await (await fetch(src)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const [r, g, b] = context.getImageData(Math.round(bitmap.width / 2), 2, 1, 1).data;
    return { width: bitmap.width, height: bitmap.height, top: [r!, g!, b!] };
  }, url);
}

/** Uploads one render through 'Elegir render'; the new row. */
async function addRender(file: ImageFixture) {
  const before = (await renders()).length;
  await page.getByLabel('Elegir render').setInputFiles(file);
  await page.getByRole('button', { name: 'Subir render' }).click();
  await writeDone(page);
  await expect.poll(async () => (await renders()).length, { timeout: 30_000 }).toBe(before + 1);
  return (await renders()).at(-1)!;
}

/** The stored file's name (without its time prefix), type header and real format. */
async function stored(url: string) {
  const response = await fetch(new URL(url, backend.url));
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    name: objectName(url).replace(/^\d+-/, ''),
    type: response.headers.get('content-type'),
    format: (await sharp(bytes).metadata()).format,
    bytes,
  };
}

describe('photos and renders as the studio has them', () => {
  it('an iPhone photo (HEIC, no type in Chromium) is previewed, then stored as WebP named .webp', async () => {
    await page.getByLabel('Elegir render').setInputFiles(fixture('heic'));
    // The preview shows the photo, not a broken image.
    await expect
      .poll(() => page.locator('img[data-preview]').evaluate((img: HTMLImageElement) => img.naturalWidth), {
        timeout: 30_000,
      })
      .toBe(1600);
    const before = (await renders()).length;
    await page.getByRole('button', { name: 'Subir render' }).click();
    await expect.poll(async () => (await renders()).length, { timeout: 60_000 }).toBe(before + 1);
    await writeDone(page);
    expect(await page.getByRole('alert').count()).toBe(0);
    const render = (await renders()).at(-1)!;
    const file = await stored(render.url);
    expect(file).toMatchObject({ name: 'IMG-0001.webp', type: 'image/webp', format: 'webp' });
    expect(await shownAs(render.url)).toMatchObject({ width: 1600, height: 1200 });
  });

  it('an AVIF is stored as WebP named .webp, not as a PNG many times its size named .avif', async () => {
    const avif = fixture('avif');
    const file = await stored((await addRender(avif)).url);
    expect(file).toMatchObject({ name: 'render.webp', type: 'image/webp', format: 'webp' });
    expect(file.bytes.length).toBeLessThan(avif.buffer.length * 3);
  });

  it('a 16-bit PNG render is stored as a PNG (8 bits), scaled to 1920 px at most', async () => {
    const file = await stored((await addRender(fixture('png16'))).url);
    expect(file).toMatchObject({ name: 'render-16bit.png', type: 'image/png', format: 'png' });
    const meta = await sharp(file.bytes).metadata();
    expect([meta.width, meta.depth]).toEqual([1600, 'uchar']);
  });

  it('a CMYK JPEG is stored as an sRGB JPEG whose colours survive', async () => {
    const render = await addRender(fixture('cmyk'));
    const file = await stored(render.url);
    expect(file).toMatchObject({ name: 'imprenta-cmyk.jpg', type: 'image/jpeg', format: 'jpeg' });
    const meta = await sharp(file.bytes).metadata();
    expect([meta.space, meta.channels]).toEqual(['srgb', 3]);
    // The red band along the top stays red (not inverted, not cyan).
    const { top } = await shownAs(render.url);
    expect(top[0]).toBeGreaterThan(150);
    expect(top[1]).toBeLessThan(90);
  });

  it('a phone JPEG held upright shows the right way up, and no stored file keeps its position', async () => {
    const render = await addRender(fixture('rotated'));
    const shown = await shownAs(render.url);
    expect(shown.width).toBeGreaterThan(shown.height);
    expect(shown.top[0]).toBeGreaterThan(150);
    // Its original and every copy (the widths the site serves, link previews included).
    const urls = [render.url, ...Object.values(render.widths ?? {})];
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) expect(hasExif(await bytesOf(backend, url)), url).toBe(false);
  });
});

describe('files that cannot be images are refused before upload, naming them', () => {
  const refusals: [FixtureName, string][] = [
    ['truncated', '«cortada.jpg» está incompleto: el archivo JPEG se corta antes de terminar.'],
    ['empty', '«vacia.jpg» está vacío (0 bytes)'],
    ['text', '«nota.jpg» no es una imagen: su contenido es texto.'],
  ];
  for (const [name, message] of refusals)
    it(`${name}: "${message}", and nothing is stored`, async () => {
      const objects = await storedObjects(backend);
      const rows = (await renders()).length;
      await page.getByLabel('Elegir render').setInputFiles(fixture(name));
      const alert = page.getByRole('alert').filter({ hasText: message });
      await alert.waitFor({ timeout: 15_000 });
      // Not SPEC's upload-failure advice: retrying could never work.
      expect(await page.getByText('No se puso subir render, inténtalo nuevamente').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Subir render' }).isDisabled()).toBe(true);
      expect(await storedObjects(backend)).toEqual(objects);
      expect((await renders()).length).toBe(rows);
    });
});

describe("'Galería'", () => {
  it('takes a JPEG and stores it as WebP; a WebP stays WebP', async () => {
    await page.getByRole('tab', { name: 'Galería' }).click();
    const jpeg = fixture('jpeg');
    const webp = {
      name: 'maqueta.webp',
      mimeType: 'image/webp',
      buffer: await sharp(jpeg.buffer).webp().toBuffer(),
    };
    const photos = async () => (await db.from('Gallery').select('url').order('id')).data ?? [];
    for (const [i, file] of [jpeg, webp].entries()) {
      await page.getByLabel('Elegir foto').setInputFiles(file);
      await page.getByRole('button', { name: 'Subir foto' }).click();
      await expect.poll(async () => (await photos()).length, { timeout: 60_000 }).toBe(i + 1);
      await writeDone(page);
    }
    const data = await photos();
    const files = await Promise.all(data.map((row) => stored(row.url)));
    expect(files.map(({ name, type, format }) => ({ name, type, format }))).toEqual([
      { name: 'taller.webp', type: 'image/webp', format: 'webp' },
      { name: 'maqueta.webp', type: 'image/webp', format: 'webp' },
    ]);
    await page.getByRole('button', { name: 'Eliminar foto 2' }).waitFor();
    await page.getByRole('tab', { name: 'Proyectos' }).click();
    await openProject(page, 'Casa Formatos');
  });
});

describe('several renders at once', () => {
  it('each file shows its progress and result in view: no full-screen overlay hides the list', async () => {
    const before = (await renders()).length;
    // Records whether the busy overlay ever appears while the files go up.
    await page.evaluate(() => {
      const w = window as unknown as { overlaySeen: boolean };
      w.overlaySeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="status"][aria-label="Actualizando..."]')) w.overlaySeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page
      .getByLabel('Elegir render')
      .setInputFiles([
        { ...fixture('jpeg'), name: 'sala.jpg' },
        fixture('png16'),
        fixture('empty'),
        { ...fixture('heic'), name: 'IMG_0002.HEIC' },
      ]);
    // The empty one is refused at once, naming it; the other three wait in the list.
    await page.getByRole('alert').filter({ hasText: '«vacia.jpg» está vacío' }).waitFor();
    const queue = page.getByRole('list', { name: 'Archivos por subir' });
    expect(await queue.getByRole('listitem').count()).toBe(3);
    await page.getByRole('button', { name: 'Subir 3 renders' }).click();
    // While they go up the list stays in view, one file at a time showing its percentage.
    await queue
      .getByText(/^\d+ %$/)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await queue.isVisible()).toBe(true);
    await page.getByText('3 de 3 subidos').waitFor({ timeout: 90_000 });
    expect(await queue.getByText('Subido', { exact: true }).count()).toBe(3);
    expect(await page.evaluate(() => (window as unknown as { overlaySeen: boolean }).overlaySeen)).toBe(
      false,
    );
    expect(await busyOverlay(page).count()).toBe(0);
    const added = (await renders()).slice(before);
    expect(added.map((r) => objectName(r.url).replace(/^\d+-/, ''))).toEqual([
      'sala.jpg',
      'render-16bit.png',
      'IMG-0002.webp',
    ]);
  });
});
