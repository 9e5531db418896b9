// The panel on a phone: each view is a screen of its own. Tapping a project opens its editor on
// screen (not below a long list), back — the panel's own button or the browser's — returns to the
// list where it was; nothing reaches past a 360 px screen and every control is fingertip-sized in
// each view; a long form keeps 'Guardar cambios' on screen; a desktop keeps list and editor side
// by side.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePanel, signIn, type Backend, type Db } from './admin-helpers.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { measurePhoneFit } from './phone-fit.ts';

let backend: Backend;
let browser: Browser;
let db: Db;

const PHONE = { width: 390, height: 844 };
const COUNT = 30;
const titleOf = (i: number) => `Obra ${String(i + 1).padStart(2, '0')}`;

beforeAll(async () => {
  backend = await startBackend({ serveApp: true });
  browser = await launchBrowser();
  db = backend.client(backend.serviceKey);
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    title: titleOf(i),
    subtitle: 'Fraccionamiento Las Lomas, segunda etapa',
    description: 'Una casa de dos niveles alrededor de un patio con una ceiba centenaria.',
    year: '2025',
    location: 'Mérida, Yucatán',
    type: 'Residencial' as const,
  }));
  const inserted = await db.from('Project').insert(rows).select('id');
  if (inserted.error) throw new Error(inserted.error.message);
  // Something in each list: a testimonial, and a project in the trash ('Papelera').
  await db
    .from('Client')
    .insert({ name: 'Mariana Villaseñor', testimonial: 'Cada decisión se explicó con planos.' });
  const trashed = await db
    .from('Project')
    .insert({ ...rows[0]!, title: 'Casa en la papelera' })
    .select('id')
    .single();
  await db.from('Project').update({ deleted_at: new Date().toISOString() }).eq('id', trashed.data!.id);
}, 120_000);

afterAll(() => closePanel({ backend, browser }));

const list = (page: Page) => page.getByRole('list', { name: 'Proyectos' });
const projectButton = (page: Page, title: string) =>
  list(page).getByRole('button', { name: new RegExp(`^${title}`) });
const editorHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 3, name: new RegExp(title) });

/** Whether the element's box is (at least partly) inside the window. */
async function onScreen(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y < height && box.y + box.height > 0;
}

describe('Proyectos on a 390 px phone', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signIn(browser, backend, backend.admin, PHONE);
    await projectButton(page, titleOf(0)).waitFor();
  });
  afterAll(() => page.context().close());

  it('opens on the list; a tapped project opens its editor on screen, the list out of the way', async () => {
    // No editor below the list: the list is the screen.
    expect(await page.getByRole('region', { name: /^Editar/ }).count()).toBe(0);
    const far = projectButton(page, titleOf(COUNT - 5));
    await far.scrollIntoViewIfNeeded();
    const listScroll = await page.evaluate(() => window.scrollY);
    expect(listScroll).toBeGreaterThan(PHONE.height);
    await far.click();
    const heading = editorHeading(page, titleOf(COUNT - 5));
    await heading.waitFor();
    expect(await onScreen(page, heading)).toBe(true);
    expect(await list(page).isVisible()).toBe(false);
    // Screen readers are told what opened: focus is on the editor, named by the project.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Editar «${titleOf(COUNT - 5)}»`,
    );
    expect(new URL(page.url()).searchParams.get('proyecto')).toMatch(/^\d+$/);

    // The panel's own way back: the list where it was, the project just left in focus.
    await page.getByRole('button', { name: 'Todos los proyectos' }).click();
    await list(page).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(listScroll);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(titleOf(COUNT - 5));
    expect(await page.getByRole('region', { name: /^Editar/ }).count()).toBe(0);
  });

  it("the browser's back button returns to the list at the same place, forward opens the project again", async () => {
    const project = projectButton(page, titleOf(COUNT - 2));
    await project.scrollIntoViewIfNeeded();
    const listScroll = await page.evaluate(() => window.scrollY);
    await project.click();
    await editorHeading(page, titleOf(COUNT - 2)).waitFor();
    await page.goBack();
    await list(page).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(listScroll);
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.goForward();
    await editorHeading(page, titleOf(COUNT - 2)).waitFor();
    expect(await list(page).isVisible()).toBe(false);
  });

  it('a reload keeps the project open; its way back still leads to the list, not out of the panel', async () => {
    await page.reload();
    await editorHeading(page, titleOf(COUNT - 2)).waitFor();
    await page.getByRole('button', { name: 'Todos los proyectos' }).click();
    await list(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
  });

  it("a long form keeps 'Guardar cambios' on screen while its first field is being edited", async () => {
    await projectButton(page, titleOf(3)).click();
    const form = page.getByRole('form', { name: 'Datos del proyecto' });
    const title = form.getByLabel('Título', { exact: true });
    await title.fill(`${titleOf(3)} bis`);
    await title.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const save = form.getByRole('button', { name: 'Guardar cambios' });
    const box = (await save.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    // …and in front: a tap on it saves.
    await save.click();
    await expect
      .poll(
        async () =>
          (
            await db
              .from('Project')
              .select('title')
              .eq('title', `${titleOf(3)} bis`)
          ).data?.length,
      )
      .toBe(1);
  });
});

describe('every view at 360 px', () => {
  it('nothing reaches past the screen, and every control is at least 44 × 44 px', async () => {
    const page = await signIn(browser, backend, backend.admin, { width: 360, height: 740 });
    await projectButton(page, titleOf(0)).waitFor();
    const found: Record<string, Awaited<ReturnType<typeof measurePhoneFit>>> = {};
    const measure = async (screen: string) => {
      // Lists and images arrive after the view opens.
      await page.waitForLoadState('networkidle');
      found[screen] = await measurePhoneFit(page);
    };
    await measure('Proyectos: la lista');
    await projectButton(page, titleOf(1)).click();
    await editorHeading(page, titleOf(1)).waitFor();
    await page.getByText('Todavía no hay renders.').waitFor();
    await measure('Proyectos: un proyecto');
    await page.getByRole('button', { name: 'Todos los proyectos' }).click();
    await page.getByRole('button', { name: 'Nuevo proyecto' }).click();
    await page.getByRole('form', { name: 'Nuevo proyecto' }).waitFor();
    await measure('Proyectos: nuevo');
    // Every other section, as the panel lists them (a view added later is measured too).
    const tabs = await page
      .getByRole('tablist', { name: 'Secciones del panel' })
      .getByRole('tab')
      .allTextContents();
    const views = await page
      .getByRole('group', { name: 'Más secciones' })
      .getByRole('button')
      .allTextContents();
    expect(views).toEqual(expect.arrayContaining(['Estudio', 'Papelera', 'Cuenta', 'Estadísticas']));
    for (const name of tabs.slice(1)) {
      await page.getByRole('tab', { name, exact: true }).click();
      await page.getByRole('heading', { level: 2, name }).waitFor();
      await measure(name);
    }
    for (const name of views) {
      await page
        .getByRole('group', { name: 'Más secciones' })
        .getByRole('button', { name, exact: true })
        .click();
      await page.getByRole('heading', { level: 2, name }).waitFor();
      if (name === 'Papelera') await page.getByText('Casa en la papelera').first().waitFor();
      await measure(name);
    }
    const clean = { sideways: 0, sticksOut: [], small: [] };
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((screen) => [screen, clean])));
    await page.context().close();
  }, 120_000);
});

describe('a desktop', () => {
  it('keeps the list and the editor side by side, the first project open', async () => {
    const page = await signIn(browser, backend, backend.admin, { width: 1280, height: 800 });
    const heading = editorHeading(page, titleOf(0));
    await heading.waitFor();
    const listBox = (await list(page).boundingBox())!;
    const editorBox = (await page.getByRole('region', { name: /^Editar/ }).boundingBox())!;
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(editorBox.x);
    expect(editorBox.y).toBeLessThan(listBox.y + 100);
    expect(await page.getByRole('button', { name: 'Todos los proyectos' }).count()).toBe(0);
    await page.context().close();
  });
});
