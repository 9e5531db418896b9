// Full detail: a plano uploaded in the panel keeps its full resolution as tiles made in the
// browser (a worker) beside its 1920 px image, which stays the row's `url` exactly as before; on
// the project page 'Detalle' opens it in a deep-zoom viewer (OpenSeadragon, fetched only then)
// that reaches the full-resolution tiles by keyboard and by pinching; 'Cancelar' while the tiles
// go up leaves nothing behind. A 2:1 render is offered as 360° and opens in the panorama viewer,
// or as the still image where WebGL is missing.
import sharp from 'sharp';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path.ts';
import { readDetail, tilePaths, type DetailPyramid } from '../../core/media/detail-pyramid.ts';
import {
  type Backend,
  type Db,
  bytesOf,
  imgShowing,
  jpeg,
  objectName,
  openProject,
  orphans,
  putFile,
  signIn,
  statusOf,
  storedObjects,
  trashedObjects,
  writeDone,
} from './admin-helpers.ts';
import { planoPng } from '../../harness/plano-fixture.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';

const PROJECT = {
  title: 'Casa Nogal',
  subtitle: 'Planos',
  description: 'Una casa con planos grandes.',
  year: '2026',
  location: 'Oaxaca',
  type: 'Residencial',
} as const;

let backend: Backend;
let browser: Browser;
let db: Db;
let page: Page;

beforeAll(async () => {
  backend = await startBackend({ serveApp: true });
  db = backend.client(backend.serviceKey);
  const render = await putFile(db, '1700000000000-nogal-portada.jpg', await jpeg(640, 480), 'image/jpeg');
  const { error } = await db.from('Project').insert({ ...PROJECT, render });
  if (error) throw new Error(error.message);
  browser = await launchBrowser();
  page = await signIn(browser, backend);
  await openProject(page, PROJECT.title);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

async function blueprints() {
  const { data, error } = await db.from('Blueprint').select('*').is('deleted_at', null).order('position');
  if (error) throw new Error(error.message);
  return data;
}

/** The folder's key in the bucket and each tile's. */
function tileNames(detail: DetailPyramid): string[] {
  const folder = decodeURIComponent(new URL(detail.url, 'http://x').pathname.split('/Gallery/')[1]!);
  return tilePaths(detail).map((tile) => `${folder}${tile}`);
}

/** Opens the project page as a visitor (a phone by default) and the first plano large. */
async function openPlano(options: { touch?: boolean } = {}): Promise<{ visitor: Page; tiles: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    hasTouch: options.touch,
    isMobile: options.touch,
  });
  const visitor = await context.newPage();
  const tiles: string[] = [];
  visitor.on('request', (request: Request) => {
    if (request.url().includes('_files/')) tiles.push(request.url());
  });
  await visitor.goto(backend.url + projectPath(PROJECT));
  const region = visitor.getByRole('region', { name: 'Imágenes del proyecto' });
  await region.getByRole('button', { name: 'Detalle' }).click();
  const [plano] = await blueprints();
  await region.locator(imgShowing(plano!.url, plano!.widths)).waitFor({ state: 'attached' });
  // The viewer's library is not part of the page until a plano is opened.
  const scripts = await visitor.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(scripts.filter((name) => /openseadragon/i.test(name))).toEqual([]);
  await region.getByRole('button', { name: /^Ampliar imagen/ }).click();
  await visitor
    .getByRole('dialog')
    .getByRole('img', { name: /Plano de detalle/ })
    .and(visitor.locator('[data-ready]'))
    .waitFor();
  return { visitor, tiles };
}

const level = (url: string) => Number(/_files\/(\d+)\//.exec(url)?.[1]);

describe('full detail of a plano', () => {
  it('keeps the chosen file as tiles beside the 1920 px image, which stays the url', async () => {
    const before = await storedObjects(backend);
    await page.getByLabel('Elegir plano').setInputFiles({
      name: 'Planta general.png',
      mimeType: 'image/png',
      buffer: await planoPng(4000, 2800),
    });
    await page.getByRole('button', { name: 'Subir plano' }).click();
    await writeDone(page);
    const [plano] = await blueprints();
    // SPEC §9's image, as before: at most 1920 px, with its narrower copies.
    expect(objectName(plano!.url)).toMatch(/^\d{13}-Planta-general\.png$/);
    const image = await sharp(await bytesOf(backend, plano!.url)).metadata();
    expect([image.width, image.height]).toEqual([1920, 1344]);
    expect(Object.keys(plano!.widths ?? {}).sort()).toEqual(['1440', '1920', '480', '960']);
    // Beside it, the full resolution: nothing larger than the file chosen.
    const detail = readDetail(plano!.detail)!;
    expect(detail).toMatchObject({
      width: 4000,
      height: 2800,
      tileSize: 512,
      overlap: 1,
      minLevel: 9,
      maxLevel: 12,
    });
    expect(detail.url).toBe(plano!.url.replace(/\.png$/, '_files/'));
    const tiles = tileNames(detail);
    expect(tiles).toHaveLength(8 * 6 + 4 * 3 + 2 * 2 + 1);
    const stored = new Set(await storedObjects(backend));
    expect(tiles.filter((t) => !stored.has(t))).toEqual([]);
    const top = await sharp(await bytesOf(backend, `${detail.url}12/0_0.${detail.format}`)).metadata();
    expect([top.format, top.width, top.height]).toEqual([
      detail.format === 'avif' ? 'heif' : 'webp',
      513,
      513,
    ]);
    expect(await orphans(backend)).toEqual([]);
    expect((await storedObjects(backend)).length - before.length).toBe(tiles.length + 1 + 4);
  }, 120_000);

  it('a phone first gets a few small tiles, and reaches the full-resolution ones by keyboard', async () => {
    const [plano] = await blueprints();
    const detail = readDetail(plano!.detail)!;
    const { visitor, tiles } = await openPlano();
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    expect(tiles.filter((url) => level(url) === detail.maxLevel)).toEqual([]);
    const viewer = visitor.getByRole('dialog').getByRole('img', { name: /Plano de detalle/ });
    await viewer.focus();
    for (let i = 0; i < 8; i += 1) await visitor.keyboard.press('+');
    await expect.poll(() => tiles.filter((url) => level(url) === detail.maxLevel).length).toBeGreaterThan(0);
    // Zoomed in, the arrows move around the plano; the counter and the plano stay.
    const shown = tiles.length;
    // Each press moves a fifth of the view: twenty cross into the next 512 px tile.
    for (let i = 0; i < 20; i += 1) await visitor.keyboard.press('ArrowRight');
    await expect.poll(() => tiles.length).toBeGreaterThan(shown);
    await expect.poll(() => visitor.getByRole('dialog').getByText('1 / 1').count()).toBe(1);
    // The visible buttons, named in Spanish; '0' and 'Ver completo' show it whole again.
    for (const name of ['Acercar', 'Alejar', 'Ver completo'])
      expect(await visitor.getByRole('button', { name }).count()).toBe(1);
    await visitor.context().close();
  }, 120_000);

  it('a phone reaches the full-resolution tiles by pinching', async () => {
    const [plano] = await blueprints();
    const detail = readDetail(plano!.detail)!;
    const { visitor, tiles } = await openPlano({ touch: true });
    const box = (await visitor
      .getByRole('dialog')
      .getByRole('img', { name: /Plano de detalle/ })
      .boundingBox())!;
    const cdp = await visitor.context().newCDPSession(visitor);
    for (let i = 0; i < 4; i += 1)
      await cdp.send('Input.synthesizePinchGesture', {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
        scaleFactor: 3,
        gestureSourceType: 'touch',
      });
    await expect.poll(() => tiles.filter((url) => level(url) === detail.maxLevel).length).toBeGreaterThan(0);
    await visitor.context().close();
  }, 120_000);

  it("'Cancelar' while the tiles go up stores nothing and leaves no tile behind", async () => {
    const rowsBefore = await blueprints();
    const before = await storedObjects(backend);
    await page.getByLabel('Elegir plano').setInputFiles({
      name: 'Planta grande.png',
      mimeType: 'image/png',
      buffer: await planoPng(8000, 6000),
    });
    await page.getByRole('button', { name: 'Subir plano' }).click();
    // Some tiles are already stored when 'Cancelar' is pressed.
    await page.getByText(/Preparando el detalle completo… [1-9]\d? %/).waitFor({ timeout: 60_000 });
    await page.getByRole('status').getByRole('button', { name: 'Cancelar' }).click();
    await writeDone(page);
    expect(await blueprints()).toEqual(rowsBefore);
    expect(await storedObjects(backend)).toEqual(before);
    const kept = readDetail(rowsBefore[0]!.detail)!;
    expect(await statusOf(backend, `${kept.url}9/0_0.${kept.format}`)).toBe(200);
  }, 180_000);

  it("the trash takes a plano's tiles out of public reach, 'Restaurar' brings them back, 'Eliminar definitivamente' removes them", async () => {
    const [plano] = await blueprints();
    const detail = readDetail(plano!.detail)!;
    const tiles = tileNames(detail);
    const tile = (name: string) => `/storage/v1/object/public/Gallery/${name}`;
    await page.getByRole('button', { name: 'Eliminar plano 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await writeDone(page);
    const trashed = new Set(await trashedObjects(backend));
    expect(tiles.filter((t) => !trashed.has(t))).toEqual([]);
    expect(await statusOf(backend, tile(tiles[0]!))).toBe(404);

    await page.getByRole('button', { name: 'Papelera', exact: true }).click();
    const item = () =>
      page.getByRole('list', { name: 'Elementos en la papelera' }).getByRole('listitem').first();
    await item()
      .getByRole('button', { name: /^Restaurar/ })
      .click();
    await writeDone(page);
    await page.getByText('La papelera está vacía.').waitFor();
    for (const name of [tiles[0]!, tiles.at(-1)!]) expect(await statusOf(backend, tile(name))).toBe(200);
    expect(await orphans(backend)).toEqual([]);

    await page.getByRole('tab', { name: 'Proyectos' }).click();
    await openProject(page, PROJECT.title);
    await page.getByRole('button', { name: 'Eliminar plano 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await writeDone(page);
    await page.getByRole('button', { name: 'Papelera', exact: true }).click();
    await item()
      .getByRole('button', { name: /^Eliminar definitivamente/ })
      .click();
    await page
      .getByRole('dialog', { name: /¿Eliminar definitivamente\?/ })
      .getByRole('button', { name: 'Eliminar definitivamente' })
      .click();
    await writeDone(page);
    await page.getByText('La papelera está vacía.').waitFor();
    const left = new Set([...(await storedObjects(backend)), ...(await trashedObjects(backend))]);
    expect(tiles.filter((t) => left.has(t))).toEqual([]);
    expect(await blueprints()).toEqual([]);
  }, 180_000);
});

describe("'Optimizar medios'", () => {
  it('says that a plano stored without its full detail cannot get it back from its 1920 px image', async () => {
    const { data: project } = await db.from('Project').select('id').eq('title', PROJECT.title).single();
    const url = await putFile(db, '1700000000001-plano-antiguo.jpg', await jpeg(1920, 1280), 'image/jpeg');
    const { data: old, error } = await db
      .from('Blueprint')
      .insert({ id_project: project!.id, url })
      .select()
      .single();
    if (error) throw new Error(error.message);
    await page.goto(`${backend.url}/admin?seccion=medios`);
    await page
      .getByRole('note')
      .getByText(/^1 plano se subió sin su detalle completo/)
      .waitFor();
    expect(await page.getByRole('note').textContent()).toContain('desde ella no se puede recuperar');
    await db.from('Blueprint').delete().eq('id', old.id);
    await db.storage.from('Gallery').remove([objectName(url)]);
  }, 60_000);
});

describe('a 360° render', () => {
  async function renders() {
    const { data, error } = await db.from('Render').select('*').is('deleted_at', null).order('position');
    if (error) throw new Error(error.message);
    return data;
  }

  /** The project page on a phone, the first render opened large; `webgl: false` as a browser without it. */
  /** A 360° room: a blue sky over a brown floor, the horizon across its middle. */
  async function skyOverFloor(width: number, height: number): Promise<Buffer> {
    const floor = { create: { width, height: height / 2, channels: 3, background: '#7a4a20' } } as const;
    return sharp({ create: { width, height, channels: 3, background: '#3070d0' } })
      .composite([{ input: await sharp(floor).png().toBuffer(), top: height / 2, left: 0 }])
      .jpeg({ quality: 90 })
      .toBuffer();
  }

  /** What a visitor sees near the top and the bottom of the panorama's canvas. */
  async function upAndDown(png: Buffer): Promise<string[]> {
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (fraction: number) => {
      const i = (Math.round(info.height * fraction) * info.width + Math.round(info.width / 2)) * 3;
      return data[i + 2]! > data[i]! ? 'sky' : 'floor';
    };
    return [at(0.1), at(0.9)];
  }

  async function openRender(webgl = true): Promise<{ visitor: Page; requested: string[] }> {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    if (!webgl)
      await context.addInitScript(() => {
        const original = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (
          this: HTMLCanvasElement,
          kind: string,
          ...rest: never[]
        ) {
          return kind.startsWith('webgl') ? null : original.call(this, kind as '2d', ...rest);
        } as typeof original;
      });
    const visitor = await context.newPage();
    const requested: string[] = [];
    visitor.on('request', (request: Request) => requested.push(request.url()));
    await visitor.goto(backend.url + projectPath(PROJECT));
    const region = visitor.getByRole('region', { name: 'Imágenes del proyecto' });
    await region.getByRole('button', { name: /^Ampliar imagen 1 \/ 2/ }).click();
    return { visitor, requested };
  }

  it('a 2:1 render is offered as 360°, keeps its panorama texture, and opens in the panorama viewer', async () => {
    await page.getByRole('tab', { name: 'Proyectos' }).click();
    await openProject(page, PROJECT.title);
    await page.getByLabel('Elegir render').setInputFiles({
      name: 'Sala 360.jpg',
      mimeType: 'image/jpeg',
      buffer: await skyOverFloor(4096, 2048),
    });
    const mark = page.getByRole('checkbox', { name: /Render 360°/ });
    await expect.poll(() => mark.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Subir render' }).click();
    await writeDone(page);
    // A second, ordinary render: no full detail for it.
    await page
      .getByLabel('Elegir render')
      .setInputFiles({ name: 'Fachada.jpg', mimeType: 'image/jpeg', buffer: await jpeg(3000, 2000) });
    await expect.poll(() => mark.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Subir render' }).click();
    await writeDone(page);
    const [sala, fachada] = await renders();
    expect([sala!.panorama, fachada!.panorama, fachada!.detail]).toEqual([true, false, null]);
    const detail = readDetail(sala!.detail)!;
    expect(detail).toMatchObject({ width: 4096, height: 2048 });
    const texture = await sharp(await bytesOf(backend, detail.texture!)).metadata();
    expect([texture.width, texture.height]).toEqual([4096, 2048]);
    expect(await orphans(backend)).toEqual([]);

    const { visitor, requested } = await openRender();
    const view = visitor.getByRole('dialog').getByRole('img', { name: /Render de Casa Nogal/ });
    const canvas = visitor.getByRole('dialog').locator('.psv-container canvas');
    await canvas.waitFor();
    expect(requested.some((url) => url.endsWith(objectName(detail.texture!)))).toBe(true);
    // The right way up (the viewer decodes the panorama flipped for WebGL): sky above, floor below.
    await expect
      .poll(async () => upAndDown(await canvas.screenshot()), { timeout: 60_000 })
      .toEqual(['sky', 'floor']);
    // The arrows turn the view: they no longer move to the next render.
    await view.focus();
    await visitor.keyboard.press('ArrowRight');
    await visitor.keyboard.press('ArrowRight');
    expect(await visitor.getByRole('dialog').getByText('1 / 2').count()).toBe(1);
    await visitor.context().close();
  }, 180_000);

  it('without WebGL the still image is shown whole, and the page says why', async () => {
    const { visitor } = await openRender(false);
    const dialog = visitor.getByRole('dialog');
    await dialog
      .getByText('Este navegador no puede mostrar el panorama 360°: se muestra la imagen completa.')
      .waitFor();
    const [sala] = await renders();
    await dialog.locator(imgShowing(sala!.url, sala!.widths)).waitFor();
    expect(await dialog.locator('.psv-container').count()).toBe(0);
    await visitor.context().close();
  }, 60_000);
});
