// /WhoWeAre (SPEC §2): 1000 ms loading screen, looping video, quote, 'Misión' and 'Visión',
// both founders and the Gallery table's photos; and the unknown-route screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOUNDERS, WHO_WE_ARE } from '../../src/config/studio-texts.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { recordScreenLift, waitForLoadingScreen as loaded } from '../../harness/page-load.ts';

type Backend = Awaited<ReturnType<typeof startBackend>>;

let backend: Backend;
let browser: Browser;
let galleryCount: number;

beforeAll(async () => {
  backend = await startBackend({ seed: true, serveApp: true });
  const db = backend.client(backend.anonKey);
  const { data, error } = await db.from('Gallery').select('id');
  if (error) throw new Error(error.message);
  galleryCount = data.length;
  expect(galleryCount).toBeGreaterThan(0);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

async function newPage(width = 1280): Promise<Page> {
  return browser.newPage({ viewport: { width, height: 800 } });
}

/** Scrolls the image named `alt` into view (they load lazily) and waits until it has loaded. */
async function scrollToImageLoaded(page: Page, alt: string): Promise<void> {
  await page.getByRole('img', { name: alt }).scrollIntoViewIfNeeded();
  await page.waitForFunction((a) => {
    const img = [...document.images].find((i) => i.alt === a);
    return !!img && img.complete && img.naturalWidth > 0;
  }, alt);
}

describe('who we are', () => {
  it('fetches the looping video only once its poster is up, then plays it', async () => {
    // The poster is held back: a video fetched beside it would share a phone's connection with
    // the page's first image, scripts and data.
    const page = await newPage(390);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/studio-reel-poster-*', async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    const videos: string[] = [];
    page.on('request', (r) => {
      if (/\.mp4($|\?)/.test(r.url())) videos.push(r.url());
    });
    // Not until 'load': the poster held here is also the hero the HTML draws, which the load waits for.
    await page.goto(backend.url + '/WhoWeAre', { waitUntil: 'domcontentloaded' });
    await page.locator('main header video').waitFor({ state: 'attached' });
    await page.waitForTimeout(1500);
    expect(videos).toEqual([]);
    release();
    await expect.poll(() => videos.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect
      .poll(
        () =>
          page.locator('main header video').evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
    await page.close();
  });

  it('shows a loading screen for about one second, then every section', async () => {
    const page = await newPage();
    await page.addInitScript(recordScreenLift);
    await page.goto(backend.url + '/WhoWeAre');
    await loaded(page);
    // 1000 ms (SPEC §9), not the 2000 ms of the other pages, counted from navigation start: the
    // screen is painted by the HTML itself.
    const liftedAt = await page.evaluate(() => window.__screenLiftedAt ?? -1);
    // The screen also waits for the page's data: on a busy machine that can come after 1 s, so
    // the upper bound counts from whichever is later (it still fails for a 2 s screen).
    const dataAt = await page.evaluate(() =>
      Math.max(
        0,
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/rest/v1/'))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
      ),
    );
    expect(liftedAt).toBeGreaterThanOrEqual(1000);
    expect(liftedAt).toBeLessThan(Math.max(1000, dataAt) + 800);

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Acerca de nosotros');
    expect(await page.title()).toBe('Acerca de nosotros | Alba Nogal');

    // Looping video: autoplay, muted, loop, and no play button.
    const video = page.locator('main header video');
    expect(await video.evaluate((v: HTMLVideoElement) => [v.loop, v.muted, v.autoplay])).toEqual([
      true,
      true,
      true,
    ]);
    expect(await page.getByRole('button', { name: 'Reproducir' }).count()).toBe(0);

    await page.locator('blockquote').getByText(WHO_WE_ARE.quote.text).waitFor();
    for (const title of ['Misión', 'Visión']) {
      await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
    }
    await page.getByText(WHO_WE_ARE.mission.text).waitFor();
    await page.getByText(WHO_WE_ARE.vision.text).waitFor();

    for (const founder of FOUNDERS) {
      await page.getByRole('heading', { level: 3, name: founder.name }).waitFor();
      await page.getByText(founder.role).waitFor();
      await page.getByText(founder.bio).waitFor();
      await scrollToImageLoaded(page, founder.photoAlt);
    }

    const strip = page.getByRole('region', { name: WHO_WE_ARE.galleryHeading });
    expect(await strip.getByRole('img').count()).toBe(galleryCount);
    await page.close();
  });

  it('opens a strip photo large; arrows move through the photos, Escape closes', async () => {
    const page = await newPage();
    await page.goto(backend.url + '/WhoWeAre');
    await loaded(page);
    await page.getByRole('button', { name: `Ampliar foto 2 de ${galleryCount}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Imagen ampliada' });
    const caption = dialog.locator('figcaption');
    expect(await caption.textContent()).toBe(`2 / ${galleryCount}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await caption.textContent()).toBe(`${galleryCount} / ${galleryCount}`);
    await page.keyboard.press('ArrowRight');
    expect(await caption.textContent()).toBe(`1 / ${galleryCount}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.close();
  });

  it('downloads the portraits and the quote photo at about the size a phone shows them', async () => {
    const page = await newPage(390);
    await page.goto(backend.url + '/WhoWeAre');
    await loaded(page);
    const alts = [...FOUNDERS.map((f) => f.photoAlt), WHO_WE_ARE.quote.imageAlt];
    for (const alt of alts) await scrollToImageLoaded(page, alt);
    // 390 CSS px at a device pixel ratio of 1: a ~400-480 px AVIF, not the 1200-1600 px original.
    const shown = await page.evaluate(
      (list) =>
        list.map((a) => {
          const img = [...document.images].find((i) => i.alt === a)!;
          return { width: img.naturalWidth, file: new URL(img.currentSrc).pathname };
        }),
      alts,
    );
    for (const { width, file } of shown) {
      expect(width, file).toBeLessThanOrEqual(480);
      expect(file).toMatch(/\.avif$/);
    }
    await page.close();
  });

  it('lays out without horizontal scrolling on a phone', async () => {
    const page = await newPage(375);
    await page.goto(backend.url + '/WhoWeAre');
    await loaded(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.close();
  });
});

describe('unknown route', () => {
  it("shows the router's error text with status and message, and a link home", async () => {
    const page = await newPage();
    await page.goto(backend.url + '/esta/ruta/no-existe');
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    expect(await page.getByRole('heading', { level: 3 }).textContent()).toBe('404 Not Found');
    expect(await page.title()).toBe('Página no encontrada | Alba Nogal');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });

  it('shows the error screen when a page fails to load its code, and leaves it on the next page', async () => {
    const page = await newPage();
    await page.goto(backend.url + '/');
    await loaded(page);
    // The WhoWeAre page's code never arrives (a dropped connection, a deploy in between).
    await page.route(/\/assets\/who-we-are-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
    await page.getByRole('link', { name: 'Acerca de nosotros' }).first().click();
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    expect(await page.title()).toBe('Error inesperado | Alba Nogal');
    // Going back is a new path: the error screen steps aside for the page.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('region', { name: 'Proyectos destacados' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Unexpected Application Error!' }).count()).toBe(0);
    await page.close();
  });
});
