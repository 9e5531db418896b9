// /ProjectsGallery/{name} as a visitor sees it (SPEC §2, §4): fields, the render/blueprint
// slider (mode buttons only for non-empty lists, reset on mode switch, wrap both ways, counter),
// names with hyphens and accents, the lightbox and the not-found state.
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Project } from '../../core/database-shapes.ts';
import { projectPath } from '../../core/addresses/project-path.ts';
import { LOADING_MS } from '../../core/constants.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { openLoaded, recordDataThenLift, waitForLoadingScreen as loaded } from '../../harness/page-load.ts';
import { putFile } from './admin-helpers.ts';

type Backend = Awaited<ReturnType<typeof startBackend>>;
type NewProject = Database['public']['Tables']['Project']['Insert'];

let backend: Backend;
let browser: Browser;
let db: ReturnType<Backend['client']>;
let renderUrls: string[];
let blueprintUrls: string[];

// Projects made for these tests, so the counts below are known exactly.
const base = {
  description: 'Proyecto de prueba.',
  year: '2024',
  location: 'Coyoacán, CDMX',
  type: 'Residencial',
} as const;
const full: NewProject = {
  ...base,
  title: 'Torre Acuña-Lía',
  subtitle: 'Edificio en Peña Pobre',
  description: 'Un edificio de vivienda con patios escalonados y celosías de barro.',
  year: '2023',
  location: 'Tlalpan, Ciudad de México',
};
const rendersOnly: NewProject = { ...base, title: 'Casa Sólo Render', subtitle: 'Prueba' };
const blueprintsOnly: NewProject = { ...base, title: 'Casa Sólo Plano', subtitle: 'Prueba' };
const noMedia: NewProject = { ...base, title: 'Local Sin Imágenes', subtitle: 'Prueba' };
const portraitProject: NewProject = { ...base, title: 'Casa Retrato', subtitle: 'Prueba' };

/** A 600×900 picture, made for the run. */
const portraitPng = (): Promise<Buffer> =>
  sharp({ create: { width: 600, height: 900, channels: 3, background: '#8a6f4e' } })
    .png()
    .toBuffer();
const rows = new Map<string, Project>();

async function insertProject(fields: NewProject, renders: string[], blueprints: string[]) {
  const { data, error } = await db.from('Project').insert(fields).select().single();
  if (error) throw new Error(`insert Project: ${error.message}`);
  rows.set(fields.title, data);
  for (const url of renders) {
    const r = await db.from('Render').insert({ id_project: data.id, url });
    if (r.error) throw new Error(`insert Render: ${r.error.message}`);
  }
  for (const url of blueprints) {
    const b = await db.from('Blueprint').insert({ id_project: data.id, url });
    if (b.error) throw new Error(`insert Blueprint: ${b.error.message}`);
  }
}

beforeAll(async () => {
  backend = await startBackend({ seed: true, serveApp: true });
  db = backend.client(backend.serviceKey);
  // Real stored images from the demo content, so the slider shows actual pictures.
  const renders = await db.from('Render').select('url').order('id').limit(3);
  const blueprints = await db.from('Blueprint').select('url').order('id').limit(2);
  renderUrls = (renders.data ?? []).map((r) => r.url);
  blueprintUrls = (blueprints.data ?? []).map((b) => b.url);
  expect(renderUrls).toHaveLength(3);
  expect(blueprintUrls).toHaveLength(2);
  const video = await db.from('Project').select('video').not('video', 'is', null).limit(1).single();
  full.video = video.data?.video ?? null;
  full.render = renderUrls[0];
  await insertProject(full, renderUrls, blueprintUrls);
  await insertProject(rendersOnly, renderUrls.slice(0, 2), []);
  await insertProject(blueprintsOnly, [], blueprintUrls.slice(0, 1));
  await insertProject(noMedia, [], []);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

/** Opens a project page and waits until its loading screen has lifted. */
const open = (path: string): Promise<Page> => openLoaded(browser, backend.url + path);

function slider(page: Page) {
  return page.getByRole('region', { name: 'Imágenes del proyecto' });
}

async function counter(page: Page): Promise<string> {
  return (await slider(page).locator('p[aria-live]').textContent())?.trim() ?? '';
}

describe('project page', () => {
  it('shows title, subtitle, description, Año, Locación and the video in loop mode', async () => {
    const page = await open(projectPath(full));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Torre Acuña-Lía');
    await page.getByText('Edificio en Peña Pobre', { exact: true }).waitFor();
    await page.getByText(full.description, { exact: true }).waitFor();
    const facts = await page
      .locator('dl')
      .evaluate((dl) =>
        Object.fromEntries(
          [...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
        ),
      );
    expect(facts).toMatchObject({ Año: '2023', Locación: 'Tlalpan, Ciudad de México' });
    const video = page.locator('video');
    expect(await video.evaluate((v: HTMLVideoElement) => [v.loop, v.muted, v.autoplay])).toEqual([
      true,
      true,
      true,
    ]);
    expect(await video.getAttribute('src')).toBe(full.video);
    // Loop mode has no play button.
    expect(await page.getByRole('button', { name: 'Reproducir' }).count()).toBe(0);
    expect(await page.title()).toBe('Torre Acuña-Lía – Residencial | Alba Nogal');
    await page.close();
  });

  // The order only: how long the screen stays up after the data (LOADING_MS.project) is a figure
  // of bench:web, beside the browser's own timer for the same wait, not a timed assertion.
  it('keeps the loading screen up when the data arrives, and lifts it only after', async () => {
    const page = await browser.newPage();
    await page.addInitScript(recordDataThenLift, LOADING_MS.project);
    await page.goto(backend.url + projectPath(full));
    await loaded(page);
    const seen = await page.evaluate(() => window.__dataThenLift!);
    expect(seen.screenUpAtData, 'the screen covers the page when its data arrives').toBe(true);
    expect(seen.liftedAt, 'the screen lifts after the data arrived, never before').toBeGreaterThan(
      seen.dataAt!,
    );
    await page.close();
  });

  it('shows a mode button only for a non-empty list, and no slider without media', async () => {
    const cases: [NewProject, string[]][] = [
      [full, ['Render', 'Detalle']],
      [rendersOnly, ['Render']],
      [blueprintsOnly, ['Detalle']],
    ];
    for (const [project, modes] of cases) {
      const page = await open(projectPath(project));
      const buttons = slider(page).getByRole('button', { name: /^(Render|Detalle)$/ });
      expect(await buttons.allTextContents(), project.title).toEqual(modes);
      await page.close();
    }
    const page = await open(projectPath(noMedia));
    await page.getByRole('heading', { level: 1, name: 'Local Sin Imágenes' }).waitFor();
    expect(await slider(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Render' }).count()).toBe(0);
    await page.close();
  });

  it('wraps both ways, counts position over total, and a mode switch starts again at 1', async () => {
    const page = await open(projectPath(full));
    const image = slider(page).locator('img');
    expect(await counter(page)).toBe('1 / 3');
    const next = slider(page).getByRole('button', { name: 'Siguiente' });
    const previous = slider(page).getByRole('button', { name: 'Anterior' });
    await previous.click();
    expect(await counter(page)).toBe('3 / 3');
    expect(await image.getAttribute('src')).toContain(renderUrls[2]!.split('/').pop());
    await next.click();
    expect(await counter(page)).toBe('1 / 3');
    await next.click();
    await next.click();
    expect(await counter(page)).toBe('3 / 3');
    await next.click();
    expect(await counter(page)).toBe('1 / 3');
    await next.click();
    expect(await counter(page)).toBe('2 / 3');

    await slider(page).getByRole('button', { name: 'Detalle' }).click();
    expect(await counter(page)).toBe('1 / 2');
    expect(await slider(page).getByRole('button', { name: 'Detalle' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await image.getAttribute('src')).toContain(blueprintUrls[0]!.split('/').pop());
    await previous.click();
    expect(await counter(page)).toBe('2 / 2');
    await slider(page).getByRole('button', { name: 'Render' }).click();
    expect(await counter(page)).toBe('1 / 3');
    await page.close();
  });

  it('shows a portrait render whole in the slider, where a landscape one fills the frame', async () => {
    // A 600×900 picture: in the 16:10 frame, cropping would keep only its middle third.
    const portrait = await putFile(db, 'retrato-prueba.png', await portraitPng(), 'image/png');
    await insertProject(portraitProject, [renderUrls[0]!, portrait], []);
    const page = await open(projectPath(portraitProject));
    const image = slider(page).locator('img');
    const shown = () =>
      image.evaluate((img: HTMLImageElement) =>
        img.complete && img.naturalWidth > 0 ? getComputedStyle(img).objectFit : 'loading',
      );
    await expect.poll(shown).toBe('cover');
    await slider(page).getByRole('button', { name: 'Siguiente' }).click();
    expect(await image.getAttribute('src')).toContain('retrato-prueba.png');
    await expect.poll(shown).toBe('contain');
    // Back to the landscape render: it fills the frame again.
    await slider(page).getByRole('button', { name: 'Anterior' }).click();
    await expect.poll(shown).toBe('cover');
    await page.close();
  });

  it('shows a single image without arrows', async () => {
    const page = await open(projectPath(blueprintsOnly));
    expect(await counter(page)).toBe('1 / 1');
    expect(await slider(page).getByRole('button', { name: 'Siguiente' }).count()).toBe(0);
    await page.close();
  });

  it('opens the image large; arrow keys move, Escape closes', async () => {
    const page = await open(projectPath(full));
    await slider(page)
      .getByRole('button', { name: /^Ampliar imagen/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Imagen ampliada' });
    await dialog.waitFor();
    expect(await dialog.locator('figcaption').textContent()).toBe('1 / 3');
    await page.keyboard.press('ArrowRight');
    expect(await dialog.locator('figcaption').textContent()).toBe('2 / 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await dialog.locator('figcaption').textContent()).toBe('3 / 3');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // The slider behind stayed in step with the lightbox.
    expect(await counter(page)).toBe('3 / 3');
    await page.close();
  });

  it('opens a project whose title has a hyphen and accents from its gallery card', async () => {
    const page = await open('/ProjectsGallery?type=Residencial');
    await page.getByRole('link', { name: 'Torre Acuña-Lía – Edificio en Peña Pobre' }).click();
    await page.waitForURL((url) => url.pathname === projectPath(full));
    await loaded(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Torre Acuña-Lía');
    expect(await counter(page)).toBe('1 / 3');
    await page.close();
  });

  it('opens every demo project whose title contains a hyphen', async () => {
    const { data } = await db.from('Project').select('*');
    const demo = (data ?? []).filter((p) => p.title.includes('-') && !rows.has(p.title));
    expect(demo.length).toBeGreaterThan(0);
    for (const project of demo) {
      const page = await open(projectPath(project));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(project.title);
      await page.close();
    }
  });

  // The name is decoded once, so each of these opens its own page (the %2541
  // one used to show the %41 one, and a%252Fb's showed a/b's).
  it('opens each project whose name holds percent signs by its own URL', async () => {
    const percent: NewProject[] = [
      { ...base, title: 'RT 200%2541', subtitle: 'x', description: 'El del %2541.' },
      { ...base, title: 'RT 200%41', subtitle: 'x', description: 'El del %41.' },
      { ...base, title: 'a%252Fb', subtitle: 'y', description: 'El de a%252Fb.' },
      { ...base, title: 'a/b', subtitle: 'y', description: 'El de a/b.' },
      { ...base, title: '%', subtitle: 'z', description: 'El del signo.' },
    ];
    for (const fields of percent) await insertProject(fields, [], []);
    for (const fields of percent) {
      const page = await open(projectPath(fields as Project));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(fields.title);
      await page.getByText(fields.description, { exact: true }).waitFor();
      await page.close();
    }
  });

  it('says clearly that an unknown project does not exist and leads back to the gallery', async () => {
    const page = await open('/ProjectsGallery/Casa%20Inexistente-Ninguna');
    await page.getByRole('heading', { name: 'No encontramos este proyecto' }).waitFor();
    await page.getByText('«Casa Inexistente-Ninguna»').waitFor();
    expect(await page.title()).toBe('Proyecto no encontrado | Alba Nogal');
    await page.getByRole('link', { name: 'Ver la galería de proyectos' }).click();
    await page.waitForURL((url) => url.pathname === '/ProjectsGallery');
    await page.close();
  });
});
