// A walk through linked 360° rooms and a render beside the photograph of what was built: the
// studio links rooms, places them on a plano and pairs a render in the panel; a visitor on a phone
// walks the three rooms by keyboard and by tap while the plano's marker follows; the comparison's
// divider moves by keyboard and by drag (the pixels across it change); trashing a room takes its
// arrows off the tour and restoring it from the Papelera brings them back.
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path.ts';
import { DEMO_ROOMS, roomImage } from '../../supabase/seed/tour-rooms.ts';
import { type Backend, type Db, openProject, putFile, signIn, webp, writeDone } from './admin-helpers.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';

const PROJECT = {
  title: 'Casa Tres Salas',
  subtitle: 'Recorrido',
  description: 'Una casa para recorrer.',
  year: '2026',
  location: 'Mérida',
  type: 'Residencial',
} as const;
const ROOMS = ['Sala', 'Cocina', 'Estudio'] as const;

let backend: Backend;
let browser: Browser;
let db: Db;
let projectId: number;
let rooms: number[];
let planoId: number;

async function must<T>(
  answer: PromiseLike<{ data: T; error: { message: string } | null }>,
): Promise<NonNullable<T>> {
  const { data, error } = await answer;
  if (error || data == null) throw new Error(error?.message ?? 'no rows');
  return data;
}

beforeAll(async () => {
  backend = await startBackend({ serveApp: true });
  db = backend.client(backend.serviceKey);
  const [project] = await must(db.from('Project').insert(PROJECT).select());
  projectId = project!.id;
  rooms = [];
  for (const [i, name] of ROOMS.entries()) {
    const url = await putFile(
      db,
      `170000000000${i}-${name}-360.webp`,
      Buffer.from(await roomImage(DEMO_ROOMS[i]!)),
      'image/webp',
    );
    const [row] = await must(
      db
        .from('Render')
        .insert({
          id_project: projectId,
          url,
          panorama: true,
          description: name,
          caption: `${name}, vista al jardín`,
        })
        .select(),
    );
    rooms.push(row!.id);
  }
  // A render (warm) and the photograph of the built space (cold): the divider shows which is where.
  for (const [name, colour, description] of [
    ['fachada', '#c0392b', 'Fachada en render'],
    ['fachada-obra', '#2e86c1', 'Fachada construida'],
  ] as const) {
    const url = await putFile(db, `1700000000010-${name}.webp`, await webp(1600, 1000, colour), 'image/webp');
    await must(db.from('Render').insert({ id_project: projectId, url, description }).select());
  }
  const planoUrl = await putFile(
    db,
    '1700000000020-planta.webp',
    await webp(1200, 800, '#f4f1ea'),
    'image/webp',
  );
  const [plano] = await must(
    db
      .from('Blueprint')
      .insert({ id_project: projectId, url: planoUrl, description: 'Planta baja' })
      .select(),
  );
  planoId = plano!.id;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

const tourRows = async () => ({
  links: await must(db.from('RoomLink').select('*').order('id')),
  spots: await must(db.from('RoomSpot').select('*').order('id')),
  pairs: await must(db.from('RenderPair').select('*').order('id')),
});

describe('in the panel', () => {
  it('the studio links rooms where it clicks in each panorama, places them on the plano and pairs a render with its photograph', async () => {
    const page = await signIn(browser, backend);
    await openProject(page, PROJECT.title);
    const tour = page.getByRole('region', { name: 'Recorrido 360° y obra terminada' });
    const sala = tour
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Sala', exact: true }) });
    // Doors: a click three quarters across the flat panorama (yaw +90°), leading to 'Cocina'.
    const picker = sala.locator('img').first();
    await expect
      .poll(() => picker.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await picker.scrollIntoViewIfNeeded();
    const box = (await picker.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.5);
    await sala.getByLabel('Lleva a').selectOption({ label: 'Cocina' });
    await sala.getByRole('button', { name: 'Añadir puerta' }).click();
    await writeDone(page);
    await sala
      .getByRole('button', { name: 'Quitar la puerta de Sala a Cocina' })
      .waitFor()
      .catch(async (error: unknown) => {
        await page.screenshot({ path: '/tmp/room-tour-panel.png', fullPage: true });
        throw error;
      });
    // The plano: where the room stands and which way it looks.
    const plano = sala.getByRole('slider', { name: 'Dónde está Sala en el plano' });
    await plano.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
    await sala.getByRole('slider', { name: /Hacia dónde mira/ }).fill('90');
    await sala.getByRole('button', { name: 'Guardar en el plano' }).click();
    await writeDone(page);
    // The pair.
    await tour.getByRole('combobox', { name: /^Render\b/ }).selectOption({ label: 'Fachada en render' });
    await tour
      .getByRole('combobox', { name: /^Fotografía de la obra/ })
      .selectOption({ label: 'Fachada construida' });
    await tour.getByRole('button', { name: 'Emparejar' }).click();
    await writeDone(page);

    const { links, spots, pairs } = await tourRows();
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ from_render: rooms[0], to_render: rooms[1] });
    expect(links[0]!.yaw).toBeCloseTo(Math.PI / 2, 1);
    expect(spots).toEqual([
      expect.objectContaining({ id_render: rooms[0], id_blueprint: planoId, heading: 90 }),
    ]);
    expect(spots[0]!.x).toBeLessThan(0.5);
    expect(pairs).toHaveLength(1);
    await page.context().close();
  }, 120_000);
});

/** The project page on a phone, the first room opened from its '360°' cue. */
async function openTour(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  await page.goto(backend.url + projectPath(PROJECT));
  const region = page.getByRole('region', { name: 'Imágenes del proyecto' });
  await region.getByRole('button', { name: 'Ver en 360°' }).click();
  await page.getByRole('dialog').locator('.psv-container canvas').waitFor();
  await expect.poll(() => hereText(page)).toMatch(/^Estás en Sala/);
  return page;
}
const hereText = (page: Page) => page.getByRole('dialog').locator('p[aria-live]').first().textContent();
const mapHere = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Plano del recorrido' })
    .locator('[aria-current="location"]')
    .getAttribute('aria-label');

describe('a visitor on a phone', () => {
  beforeAll(async () => {
    // Every room linked to the next and back, each placed on the plano.
    await must(db.from('RoomLink').delete().eq('id_project', projectId).select());
    await must(db.from('RoomSpot').delete().eq('id_project', projectId).select());
    const link = (from: number, to: number, yaw: number) => ({
      id_project: projectId,
      from_render: rooms[from]!,
      to_render: rooms[to]!,
      yaw,
      pitch: -0.1,
    });
    await must(
      db
        .from('RoomLink')
        .insert([link(0, 1, 0.05), link(1, 0, -2.5), link(1, 2, 1), link(2, 1, 0), link(2, 0, -1)])
        .select(),
    );
    await must(
      db
        .from('RoomSpot')
        .insert(
          rooms.map((id, i) => ({
            id_project: projectId,
            id_render: id,
            id_blueprint: planoId,
            x: 0.2 + 0.3 * i,
            y: 0.5,
            heading: 90 * i,
          })),
        )
        .select(),
    );
  });

  it('walks the three rooms by keyboard and by tap, and the map’s marker moves with it', async () => {
    const page = await openTour();
    const dialog = page.getByRole('dialog');
    expect(await mapHere(page)).toBe('Sala: estás aquí');
    // Tap: the arrow the viewer draws at the door to 'Cocina', straight ahead.
    const arrow = dialog.locator('.psv-virtual-tour-link').first();
    await arrow.waitFor({ timeout: 20_000 }).catch(async (error: unknown) => {
      console.error(await dialog.locator('.psv-container').innerHTML());
      throw error;
    });
    await arrow.tap();
    await expect.poll(() => hereText(page), { timeout: 20_000 }).toMatch(/^Estás en Cocina/);
    expect(await mapHere(page)).toBe('Cocina: estás aquí');
    // Keyboard: the door's button, focused, and Enter.
    await dialog
      .getByRole('navigation', { name: 'Ir a otra sala' })
      .getByRole('button', { name: 'Ir a Estudio' })
      .focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => hereText(page), { timeout: 20_000 }).toMatch(/^Estás en Estudio/);
    expect(await mapHere(page)).toBe('Estudio: estás aquí');
    // Tap on the plano's room: a jump back to the first room.
    await page
      .getByRole('navigation', { name: 'Plano del recorrido' })
      .getByRole('button', { name: 'Ir a Sala' })
      .tap();
    await expect.poll(() => hereText(page), { timeout: 20_000 }).toMatch(/^Estás en Sala/);
    expect(await mapHere(page)).toBe('Sala: estás aquí');
    await page.context().close();
  }, 120_000);

  it('without WebGL sees each room’s still image and the doors as a list', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
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
    const page = await context.newPage();
    await page.goto(backend.url + projectPath(PROJECT));
    await page
      .getByRole('region', { name: 'Imágenes del proyecto' })
      .getByRole('button', { name: 'Ver en 360°' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('Este navegador no puede mostrar el recorrido 360°: se muestra la imagen de cada sala.')
      .waitFor();
    await dialog.getByRole('img', { name: 'Sala' }).waitFor();
    await dialog.getByText('Sala, vista al jardín').waitFor();
    await dialog
      .getByRole('navigation', { name: 'Ir a otra sala' })
      .getByRole('button', { name: 'Ir a Cocina' })
      .click();
    await dialog.getByRole('img', { name: 'Cocina' }).waitFor();
    // The caption under the view is the room's the visitor walked into, not the one it opened at.
    await dialog.getByText('Cocina, vista al jardín').waitFor();
    expect(await dialog.getByText('Sala, vista al jardín').count()).toBe(0);
    expect(
      await dialog.getByRole('navigation', { name: 'Ir a otra sala' }).getByRole('button').allTextContents(),
    ).toEqual(['Ir a Estudio', 'Ir a Sala']);
    expect(await dialog.locator('.psv-container').count()).toBe(0);
    await context.close();
  }, 60_000);

  it('loses a trashed room’s arrows, and gets them back when the Papelera restores it', async () => {
    const admin = await signIn(browser, backend);
    await openProject(admin, PROJECT.title);
    await admin.getByRole('button', { name: 'Eliminar render 2' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await writeDone(admin);
    await expect
      .poll(
        async () => (await must(db.from('Render').select('deleted_at').eq('id', rooms[1]!)))[0]!.deleted_at,
      )
      .not.toBeNull();
    let page = await openTour();
    const doors = () =>
      page
        .getByRole('dialog')
        .getByRole('navigation', { name: 'Ir a otra sala' })
        .getByRole('button')
        .allTextContents();
    expect(await doors()).toEqual([]);
    expect(
      await page.getByRole('navigation', { name: 'Plano del recorrido' }).getByRole('button').count(),
    ).toBe(2);
    await page.context().close();

    await admin.goto(`${backend.url}/admin?seccion=papelera`);
    await admin
      .getByRole('button', { name: /^Restaurar: Render/ })
      .click()
      .catch(async (error: unknown) => {
        await admin.screenshot({ path: '/tmp/room-tour-papelera.png' });
        throw error;
      });
    await writeDone(admin);
    page = await openTour();
    expect(await doors()).toEqual(['Ir a Cocina']);
    expect(
      await page.getByRole('navigation', { name: 'Plano del recorrido' }).getByRole('button').count(),
    ).toBe(3);
    await page.context().close();
    await admin.context().close();
  }, 120_000);
});

describe('a render beside the photograph of what was built', () => {
  beforeAll(async () => {
    // The pair the panel made above, or made here when this part runs alone.
    if ((await tourRows()).pairs.length === 0) {
      const flat = await must(db.from('Render').select('id').eq('panorama', false).order('position'));
      await must(
        db
          .from('RenderPair')
          .insert({ id_project: projectId, id_render: flat[0]!.id, id_photo: flat[1]!.id })
          .select(),
      );
    }
  });

  /** The colour under one point of the slide, as a visitor sees it. */
  async function colourAt(page: Page, fraction: number): Promise<'render' | 'photo'> {
    const stage = page
      .getByRole('region', { name: 'Imágenes del proyecto' })
      .getByRole('slider')
      .locator('xpath=ancestor::div[@data-rcs="root"]');
    const box = (await stage.boundingBox())!;
    const shot = await page.screenshot({
      clip: { x: box.x + box.width * fraction - 2, y: box.y + box.height * 0.3, width: 4, height: 4 },
    });
    const { data } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
    return data[0]! > data[2]! ? 'render' : 'photo';
  }

  it('moves its divider by keyboard and by drag, says so in Spanish, and takes no room of its own', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(backend.url + projectPath(PROJECT));
    const region = page.getByRole('region', { name: 'Imágenes del proyecto' });
    // Three rooms, then the pair: four slides (the photograph is no slide of its own).
    await region.getByText('1 / 4').waitFor();
    const slider = region.getByRole('slider', { name: 'Comparar el render con la obra terminada' });
    // The pair's slide: where its render stands among the slides (the photograph takes none).
    const [pair] = (await tourRows()).pairs;
    const slides = (
      await must(db.from('Render').select('id').is('deleted_at', null).order('position'))
    ).filter((r) => r.id !== pair!.id_photo);
    const at = slides.findIndex((r) => r.id === pair!.id_render);
    for (let i = 0; i < at; i += 1) await region.getByRole('button', { name: 'Siguiente' }).click();
    await region.getByText(`${at + 1} / 4`).waitFor();
    await slider.waitFor();
    const counter = await region.locator('p[aria-live]').textContent();
    expect(await region.getByRole('img', { name: 'Fachada en render' }).count()).toBe(1);
    expect(await region.getByRole('img', { name: 'Fachada construida' }).count()).toBe(1);
    const frame = await region.locator('[class*="stage"]').boundingBox();
    expect(await colourAt(page, 0.4)).toBe('render');
    // Keyboard: five steps of 5 % to the left, and the slider (not the slides) moved.
    await slider.focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('25');
    expect(await slider.getAttribute('aria-valuetext')).toBe('25 % render, 75 % obra terminada');
    expect(await region.locator('p[aria-live]').textContent()).toBe(counter);
    // The divider glides there (a short transition): the pixels are read once it has.
    await expect.poll(() => colourAt(page, 0.4)).toBe('photo');
    // Drag: the divider taken to 80 % of the width.
    const box = (await slider.boundingBox())!;
    const root = (await slider.locator('xpath=ancestor::div[@data-rcs="root"]').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(root.x + root.width * 0.8, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThan(70);
    await expect.poll(() => colourAt(page, 0.6)).toBe('render');
    // Nothing moved around it.
    const after = (await region.locator('[class*="stage"]').boundingBox())!;
    expect([after.x, after.width, after.height]).toEqual([frame!.x, frame!.width, frame!.height]);
    await context.close();
  }, 60_000);
});
