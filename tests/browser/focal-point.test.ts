// The studio sets, once per image, what every crop of it keeps in view. A wide render whose left
// edge is red (the rest blue) is the project's cover: centred, a 390 px phone's home slide and a
// 1440 px desktop's show only blue; once the point is set at the left edge in the panel (a click
// on the preview, 'Guardar punto'), both show the red edge, and so does the picture a shared link
// previews (1200 × 630, cut around the point by the panel). The control works by keyboard, and
// no page reports a Content-Security-Policy violation (the position is set through the CSSOM
// in the app, and in a hashed <style> block in the served project page).
import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path.ts';
import { waitForLoadingScreen } from '../../harness/page-load.ts';
import {
  closePanel,
  openPanel,
  openProject,
  putFile,
  writeDone,
  type Backend,
  type Db,
} from './admin-helpers.ts';

let backend: Backend;
let browser: Browser;
let db: Db;
let page: Page;
let projectId: number;
/** Set to a folder to keep before/after screenshots of the home page there. */
const SHOTS = process.env.FOCAL_SHOTS;

const WIDTH = 2000;
const HEIGHT = 800;
const RED_BAND = 300;

/** A 2000 × 800 render: a red band on its left 300 px, blue elsewhere. */
async function render(): Promise<Buffer> {
  const band = await sharp({
    create: { width: RED_BAND, height: HEIGHT, channels: 3, background: '#e01010' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#1040e0' } })
    .composite([{ input: band, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

beforeAll(async () => {
  ({ backend, browser, db, page } = await openPanel());
  const url = await putFile(db, '1700000000100-fachada.jpg', await render(), 'image/jpeg');
  const { data } = await db
    .from('Project')
    .insert({
      title: 'Fachada',
      subtitle: 'Oeste',
      description: 'Una obra.',
      year: '2025',
      location: 'Mérida',
      type: 'Residencial',
      render: url,
    })
    .select('id')
    .single();
  projectId = data!.id;
  await page.reload();
  await page.getByRole('tab', { name: 'Proyectos' }).waitFor();
}, 60_000);

afterAll(() => closePanel({ backend, browser }));

/** A context that records every CSP violation its pages report. */
async function watched(width: number, height: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  return context;
}
const violations = (p: Page) =>
  p.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/**
 * What a visitor of the home page sees at the left edge of the first slide, 30 % down (clear of
 * the title): 'red' or 'blue', read from the screen's pixels.
 */
async function homeLeftEdge(width: number, height: number, shot?: string): Promise<string> {
  const context = await watched(width, height);
  try {
    const visitor = await context.newPage();
    await visitor.goto(`${backend.url}/`);
    await waitForLoadingScreen(visitor);
    const slide = visitor.locator('section[aria-roledescription="carrusel"] img').first();
    await slide.waitFor();
    await visitor.waitForFunction(
      () =>
        (document.querySelector('section[aria-roledescription="carrusel"] img') as HTMLImageElement)
          ?.complete,
    );
    // The lifted screen fades out over the slide: read the pixels once it is gone.
    await visitor.waitForFunction(() => {
      const screen = document.getElementById('loading-screen');
      return (
        !screen ||
        getComputedStyle(screen).visibility === 'hidden' ||
        getComputedStyle(screen).display === 'none'
      );
    });
    const box = (await slide.boundingBox())!;
    const clip = { x: box.x + 2, y: box.y + box.height * 0.3, width: 12, height: 12 };
    const { data, info } = await sharp(await visitor.screenshot({ clip }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    let red = 0;
    let blue = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      red += data[i]!;
      blue += data[i + 2]!;
    }
    if (SHOTS && shot) {
      await mkdir(SHOTS, { recursive: true });
      await visitor.screenshot({ path: `${SHOTS}/${shot}-${width}.png` });
    }
    expect(await violations(visitor)).toEqual([]);
    return red > blue ? 'red' : 'blue';
  } finally {
    await context.close();
  }
}

const coverSection = () => page.getByRole('region', { name: 'Portada' });

/** Colours 8, 150, 220 and 260 px from the left of the link-preview image, when the point is kept. */
const KEPT_LEFT = ['red', 'red', 'red', 'blue'];

/**
 * The picture a chat shows for a link to the project's page (`lang`: '' or '/en'): its size is
 * checked, and the colours at 8, 150, 220 and 260 px from its left edge, half-way down, returned.
 */
async function sharedPreview(lang: string, shot?: string): Promise<string[]> {
  const html = await (
    await fetch(`${backend.url}${lang}${projectPath({ title: 'Fachada', subtitle: 'Oeste' })}`)
  ).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(html).toContain(`<meta name="twitter:image" content="${image}"`);
  const bytes = Buffer.from(await (await fetch(image!.replaceAll('&amp;', '&'))).arrayBuffer());
  const { data: pixels, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([1200, 630]);
  if (SHOTS && shot) {
    await mkdir(SHOTS, { recursive: true });
    await sharp(bytes).png().toFile(`${SHOTS}/${shot}.png`);
  }
  return [8, 150, 220, 260].map((x) => {
    const i = (315 * info.width + x) * info.channels;
    return pixels[i]! > pixels[i + 2]! ? 'red' : 'blue';
  });
}

describe('focal point of a cover', () => {
  it('centred, a phone and a desktop home slide crop the left edge away', async () => {
    expect(await homeLeftEdge(390, 844, 'before')).toBe('blue');
    expect(await homeLeftEdge(1440, 900, 'before')).toBe('blue');
    // The link preview, cropped at the centre: the red band is all but gone.
    expect(await sharedPreview('', 'preview-before')).toEqual(['red', 'blue', 'blue', 'blue']);
  });

  it('the control moves by keyboard, and the crops beside it follow', async () => {
    await openProject(page, 'Fachada');
    const control = coverSection().getByRole('slider', { name: 'Punto de interés' });
    await expect
      .poll(() => control.getAttribute('aria-valuetext'))
      .toBe('50 % desde la izquierda, 50 % desde arriba');
    await control.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowDown');
    expect(await control.getAttribute('aria-valuetext')).toBe('40 % desde la izquierda, 51 % desde arriba');
    const phoneCrop = coverSection().locator('img[data-crop^="Teléfono"]');
    expect(await phoneCrop.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('40% 51%');
    // Nothing saved yet; 'Centrar' goes back to the centre.
    const { data } = await db.from('Project').select('render_focus_x').eq('id', projectId).single();
    expect(data!.render_focus_x).toBeNull();
    await coverSection().getByRole('button', { name: 'Centrar' }).click();
    expect(await control.getAttribute('aria-valuetext')).toBe('50 % desde la izquierda, 50 % desde arriba');
    expect(await coverSection().getByRole('button', { name: 'Guardar punto' }).isDisabled()).toBe(true);
  });

  it('set at the left edge in the panel, a phone and a desktop home slide keep that edge', async () => {
    // The point's own preview (the upload slot above shows the cover too).
    const preview = coverSection().getByRole('group', { name: 'Punto de interés' }).locator('img').first();
    await preview.scrollIntoViewIfNeeded();
    const box = (await preview.boundingBox())!;
    await preview.click({ position: { x: 1, y: box.height / 2 } });
    await coverSection().getByRole('button', { name: 'Guardar punto' }).click();
    await writeDone(page);
    const { data } = await db
      .from('Project')
      .select('render_focus_x, render_focus_y')
      .eq('id', projectId)
      .single();
    expect(data!.render_focus_x).toBeLessThan(0.01);
    expect(data!.render_focus_y).toBeCloseTo(0.5, 1);
    expect(await homeLeftEdge(390, 844, 'after')).toBe('red');
    expect(await homeLeftEdge(1440, 900, 'after')).toBe('red');
  });

  it('a link to the project shared in a chat (Spanish or English page) previews a 1200 × 630 picture that keeps the left edge', async () => {
    const { data } = await db.from('Project').select('render_preview').eq('id', projectId).single();
    expect(data!.render_preview).toMatch(/\/Gallery\/\d+-fachada-vista-previa\.jpg$/);
    // The render's 300 px red band is 236 px wide at this scale: kept whole from the left edge,
    // where the point is; a centred crop keeps only its last 49 px.
    for (const lang of ['', '/en'])
      expect(await sharedPreview(lang, `preview-after${lang.replace('/', '-')}`), lang || '/').toEqual(
        KEPT_LEFT,
      );
  });

  it("a point saved before link-preview copies were cut gets its copy from 'Optimizar medios'", async () => {
    const old = (await db.from('Project').select('render_preview').eq('id', projectId).single()).data!;
    await db.from('Project').update({ render_preview: null }).eq('id', projectId);
    await page.goto(`${backend.url}/admin?seccion=medios`);
    const list = page.getByRole('list', { name: 'Medios por optimizar' });
    await list
      .getByText('Portada de «Fachada — Oeste»: vista previa al compartir')
      .waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Empezar' }).click();
    await expect
      .poll(
        async () =>
          (await list.getByRole('listitem').allTextContents()).filter((t) => /Pendiente|Preparando/.test(t)),
        { timeout: 120_000 },
      )
      .toEqual([]);
    const { data } = await db.from('Project').select('render_preview').eq('id', projectId).single();
    expect(data!.render_preview).toMatch(/\/Gallery\/\d+-fachada-vista-previa\.jpg$/);
    expect(data!.render_preview).not.toBe(old.render_preview);
    expect(await sharedPreview('')).toEqual(KEPT_LEFT);
    await page.goto(`${backend.url}/admin`);
  });

  it("the project page's served hero is cropped the same way, without a CSP violation", async () => {
    const context = await watched(390, 844);
    try {
      const visitor = await context.newPage();
      const answer = await visitor.goto(
        `${backend.url}${projectPath({ title: 'Fachada', subtitle: 'Oeste' })}`,
      );
      expect(await answer!.text()).toMatch(/<style>\.served-hero\{object-position:0(\.\d)?% 50%\}<\/style>/);
      await waitForLoadingScreen(visitor);
      expect(
        await visitor
          .locator('img[class*="cover"]')
          .first()
          .evaluate((img) => getComputedStyle(img).objectPosition),
      ).toMatch(/^0(\.\d+)?% 50(\.\d+)?%$/);
      expect(await violations(visitor)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
