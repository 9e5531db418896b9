// The home page as a visitor sees it (SPEC §2 "/", §4): loading screen, the slider of five
// random projects (wrap both ways, dots, direction, swipe, keys, link), offers, recent projects,
// the video player's controls, rotating testimonials, and an empty or unreachable backend.
import { createClient } from '@supabase/supabase-js';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { HOME_RANDOM_PROJECTS, PROJECT_TYPES } from '../../core/constants.ts';
import { STUDIO } from '../../core/studio/studio.ts';
import type { Client, Database, Project } from '../../core/database-shapes.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { recordScreenLift, waitForLoadingScreen } from '../../harness/page-load.ts';
import { currentDot, currentPath, recordReveals, swipe, takeReveals, visibleQuote } from './home.helpers.ts';

type Backend = Awaited<ReturnType<typeof startBackend>>;

/** Polls long enough for transitions and animations to finish (the default is 1 s). */
const POLL = { timeout: 5000 };

let backend: Backend;
let browser: Browser;
let projects: Project[];
let clients: Client[];

beforeAll(async () => {
  backend = await startBackend({ seed: true, serveApp: true });
  const db = createClient<Database>(backend.url, backend.anonKey, {
    auth: { persistSession: false },
    realtime: { transport: ws as never },
  });
  const [p, c] = await Promise.all([
    db.from('Project').select('*').order('id'),
    db.from('Client').select('*').order('id'),
  ]);
  if (p.error || c.error) throw new Error((p.error ?? c.error)!.message);
  projects = p.data;
  clients = c.data;
  // The demo content must be rich enough for these tests to mean something.
  expect(projects.length).toBeGreaterThan(HOME_RANDOM_PROJECTS);
  expect(clients.length).toBeGreaterThanOrEqual(2);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

const names = () => new Set(projects.map((p) => `/ProjectsGallery/${p.title}-${p.subtitle}`));

/**
 * Fake timers that stand still until the test moves them. An installed clock otherwise flows in
 * real time, and on a busy machine the loading screen's 2 s could pass before `goto` returned —
 * the test then waited for a screen that had already lifted (seen once in a full `npm test`).
 */
async function installPausedClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

/** Opens the home page; with `clock`, Playwright controls timers so the test can skip ahead. */
async function open(options: BrowserContextOptions & { clock?: boolean; url?: string } = {}): Promise<Page> {
  const { clock, url = backend.url, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions });
  const page = await context.newPage();
  if (clock) await installPausedClock(page);
  await page.goto(`${url}/`);
  if (clock) {
    // Page time stands still, so the screen painted by the HTML is still up: skip its 2 s, then
    // let time flow again (each test pauses it where it needs to).
    await page.getByRole('status').waitFor({ timeout: 10_000 });
    await page.clock.fastForward(2100);
    await page.clock.resume();
  }
  // In real time the screen may already have lifted by the time goto returns on a busy machine
  // (it counts from navigation start), so wait for "lifted for this path", not for it to show.
  await waitForLoadingScreen(page);
  return page;
}

function slider(page: Page): Locator {
  return page.getByRole('region', { name: 'Proyectos destacados' });
}

describe('loading screen', () => {
  it('covers the page for two seconds and lifts with the hero render already loaded', async () => {
    // Real time here: the point is that the hero arrives during those two seconds.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(recordScreenLift);
    await page.goto(`${backend.url}/`);
    await waitForLoadingScreen(page);
    // Counted from navigation start: the screen is painted by the HTML itself.
    const liftedAt = await page.evaluate(() => window.__screenLiftedAt ?? -1);
    expect(liftedAt).toBeGreaterThanOrEqual(2000);
    expect(liftedAt).toBeLessThan(4000);
    const hero = slider(page).getByRole('img').first();
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await context.close();
  });
});

describe('loading screen from the HTML', () => {
  it('is the first contentful paint, before any of the JavaScript has arrived', async () => {
    // The scripts are held back: whatever paints now is the HTML's own. A brand that faded in from
    // opacity 0 was never counted as contentful, so the first contentful paint waited for React
    // to draw the page under the screen (~0.9 s unthrottled, ~2 s on Lighthouse's phone).
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await page.goto(`${backend.url}/`, { waitUntil: 'commit' });
    const fcp = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry) resolve(entry.startTime);
          }).observe({ type: 'paint', buffered: true });
          setTimeout(() => reject(new Error('no contentful paint within 10 s')), 10_000);
        }),
    );
    // Any contentful paint at all is the HTML's: no script has arrived.
    expect(fcp).toBeGreaterThan(0);
    // Nothing of the app has run: the page under the screen is still empty.
    expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
    expect(await page.getByRole('status').textContent()).toContain(STUDIO.name);
    release();
    await context.close();
  });
});

describe('loading screen and scrolling', () => {
  it('keeps the page under it from being scrolled by wheel or keys, then lets go', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await installPausedClock(page);
    await page.goto(`${backend.url}/`);
    await page.getByRole('status').waitFor({ timeout: 10_000 });
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 1500);
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.fastForward(2100);
    await page.clock.resume();
    await page.getByRole('status').waitFor({ state: 'detached', timeout: 10_000 });
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBeGreaterThan(0);
    await context.close();
  });
});

describe('project slider', () => {
  it('shows five of the projects, drawn at random on each visit', async () => {
    const orders: string[] = [];
    for (let visit = 0; visit < 3; visit++) {
      const page = await open();
      const dots = slider(page).getByRole('button', { name: /^Ir al proyecto \d$/ });
      expect(await dots.count()).toBe(HOME_RANDOM_PROJECTS);
      // Every layer's render is named for its project, in slide order.
      const renders = slider(page).locator('img');
      await expect.poll(() => renders.count(), POLL).toBe(HOME_RANDOM_PROJECTS);
      const alts = await renders.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
      expect(new Set(alts).size).toBe(HOME_RANDOM_PROJECTS);
      for (const alt of alts)
        expect(projects.some((p) => alt === `Render del proyecto ${p.title}, ${p.subtitle}`)).toBe(true);
      orders.push(alts.join('|'));
      await page.context().close();
    }
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  it('loads the hero eagerly with high priority at a size that fits, and the rest lazily', async () => {
    const page = await open();
    const hero = slider(page).getByRole('img').first();
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    expect(await hero.getAttribute('loading')).toBe('eager');
    expect(await hero.getAttribute('srcset')).toMatch(/ 480w, .* 1920w$/);
    const outside = await page
      .locator('main section:not([aria-roledescription]) img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')));
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.every((loading) => loading === 'lazy')).toBe(true);
    await page.context().close();
  });

  it('colours the current dot white and the others #d9d9d983', async () => {
    const page = await open();
    const dots = slider(page).getByRole('button', { name: /^Ir al proyecto \d$/ });
    const colours = await dots.evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
    expect(colours[0]).toBe('rgb(255, 255, 255)');
    for (const colour of colours.slice(1)) expect(colour).toMatch(/^rgba\(217, 217, 217, 0\.51\d*\)$/);
    await page.context().close();
  });

  it('wraps both ways with the arrows, jumps with the dots, and slides by direction', async () => {
    const page = await open();
    const region = slider(page);
    // The project behind each dot, by jumping to each one.
    const byDot: string[] = [];
    for (let n = 1; n <= HOME_RANDOM_PROJECTS; n++) {
      await region.getByRole('button', { name: `Ir al proyecto ${n}`, exact: true }).click();
      await expect.poll(() => currentDot(region), POLL).toBe(n);
      byDot.push(await currentPath(region));
    }
    expect(new Set(byDot).size).toBe(HOME_RANDOM_PROJECTS);
    for (const path of byDot) expect(names().has(path)).toBe(true);

    // Each step reveals exactly one slide: from the right going forward, from the left going back.
    await recordReveals(page);
    const FROM_RIGHT = 'inset(0px 0px 0px 100%)';
    const FROM_LEFT = 'inset(0px 100% 0px 0px)';

    // At the last project, "Siguiente" wraps to the first, revealed from the right.
    await region.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => currentDot(region), POLL).toBe(1);
    expect(await currentPath(region)).toBe(byDot[0]);
    expect(await takeReveals(page)).toEqual([FROM_RIGHT]);

    // At the first, "Anterior" wraps to the last, revealed from the left.
    await region.getByRole('button', { name: 'Anterior' }).click();
    await expect.poll(() => currentDot(region), POLL).toBe(5);
    expect(await currentPath(region)).toBe(byDot[4]);
    expect(await takeReveals(page)).toEqual([FROM_LEFT]);

    await region.getByRole('button', { name: 'Anterior' }).click();
    await expect.poll(() => currentDot(region), POLL).toBe(4);
    expect(await currentPath(region)).toBe(byDot[3]);
    expect(await takeReveals(page)).toEqual([FROM_LEFT]);

    // A dot behind the current one slides backward, one ahead slides forward.
    await region.getByRole('button', { name: 'Ir al proyecto 2', exact: true }).click();
    await expect.poll(() => currentDot(region), POLL).toBe(2);
    expect(await takeReveals(page)).toEqual([FROM_LEFT]);
    await region.getByRole('button', { name: 'Ir al proyecto 3', exact: true }).click();
    await expect.poll(() => currentDot(region), POLL).toBe(3);
    expect(await takeReveals(page)).toEqual([FROM_RIGHT]);

    // Only the current dot is white (polled: the colours cross-fade).
    const whiteDots = () =>
      region
        .getByRole('button', { name: /^Ir al proyecto \d$/ })
        .evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor === 'rgb(255, 255, 255)'));
    await expect.poll(whiteDots, POLL).toEqual([false, false, true, false, false]);
    await page.context().close();
  });

  it('changes slides without motion when the visitor prefers reduced motion', async () => {
    const page = await open({ reducedMotion: 'reduce' });
    const region = slider(page);
    await region.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => currentDot(region), POLL).toBe(2);
    // Reduced motion shortens animations to 0.01 ms, so one may still be caught "running" for a
    // frame; what the visitor would notice is an animation that takes visible time.
    const moving = await region.evaluate(
      (el) =>
        [...el.querySelectorAll('*')]
          .flatMap((n) => n.getAnimations())
          .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().duration ?? 0) > 1)
          .length,
    );
    expect(moving).toBe(0);
    await page.context().close();
  });

  it('moves with the arrow keys when focused', async () => {
    const page = await open();
    const region = slider(page);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentDot(region), POLL).toBe(2);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentDot(region), POLL).toBe(5);
    await page.context().close();
  });

  it('moves with a swipe on a touch screen', async () => {
    const page = await open({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    const region = slider(page);
    await swipe(page, region, -160);
    await expect.poll(() => currentDot(region), POLL).toBe(2);
    await swipe(page, region, 160);
    await swipe(page, region, 160);
    await expect.poll(() => currentDot(region), POLL).toBe(5);
    await page.context().close();
  });

  it('opens /ProjectsGallery/{title}-{subtitle} from the project name', async () => {
    const page = await open();
    const caption = slider(page).getByRole('link');
    const text = (await caption.textContent()) ?? '';
    await caption.click();
    await page.waitForURL(/\/ProjectsGallery\/[^/]+$/);
    const path = decodeURIComponent(new URL(page.url()).pathname);
    const project = projects.find((p) => path === `/ProjectsGallery/${p.title}-${p.subtitle}`);
    expect(project).toBeDefined();
    expect(text).toContain(project!.title);
    expect(text).toContain(project!.subtitle);
    await page.context().close();
  });
});

describe('offers and recent projects', () => {
  it('has one card per type leading to /ProjectsGallery?type=…', async () => {
    const page = await open();
    for (const type of PROJECT_TYPES) {
      // A card is named by what it shows: its type, then its description.
      const card = page.getByRole('link', { name: new RegExp(`^${type} `) });
      expect(await card.getAttribute('href')).toBe(`/ProjectsGallery?type=${type}`);
    }
    await page.getByRole('link', { name: /^Residencial / }).click();
    await page.waitForURL(`${backend.url}/ProjectsGallery?type=Residencial`);
    await page.context().close();
  });

  it("lists the newest projects, each 'Ver mas' opening its project page", async () => {
    const page = await open();
    const more = page.getByRole('link', { name: 'Ver mas', exact: true });
    expect(await more.count()).toBe(3);
    const newest = projects.at(-1)!;
    await more.first().click();
    await page.waitForURL(/\/ProjectsGallery\/[^/]+$/);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(
      `/ProjectsGallery/${newest.title}-${newest.subtitle}`,
    );
    await page.context().close();
  });
});

describe('video player', () => {
  it('shows its controls on mouse movement and hides them 3 s later', async () => {
    const page = await open({ clock: true });
    // From here on, page time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const player = page.locator('video').first().locator('..');
    const controls = player.getByRole('button', { name: 'Reproducir' });
    await player.scrollIntoViewIfNeeded();
    expect(await page.locator('video').count()).toBe(2);
    await expect
      .poll(() => controls.evaluate((el) => getComputedStyle(el.parentElement!).opacity), POLL)
      .toBe('0');

    const box = (await player.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
    await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 3);
    await expect
      .poll(() => controls.evaluate((el) => getComputedStyle(el.parentElement!).opacity), POLL)
      .toBe('1');
    await page.clock.runFor(2900);
    await page.waitForTimeout(300);
    expect(await controls.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1');
    await page.clock.runFor(200);
    await expect
      .poll(() => controls.evaluate((el) => getComputedStyle(el.parentElement!).opacity), POLL)
      .toBe('0');

    // Mute toggles and says so.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await player.getByRole('button', { name: 'Silenciar' }).click();
    await expect.poll(() => player.getByRole('button', { name: 'Activar sonido' }).count(), POLL).toBe(1);
    expect(
      await page
        .locator('video')
        .first()
        .evaluate((v: HTMLVideoElement) => v.muted),
    ).toBe(true);
    await page.context().close();
  });

  it('shows its controls on a tap on a touch screen and hides them 3 s later', async () => {
    const page = await open({
      clock: true,
      viewport: { width: 390, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    const player = page.locator('video').first().locator('..');
    const controls = player.getByRole('button', { name: 'Reproducir' });
    await player.scrollIntoViewIfNeeded();
    await page.locator('video').first().tap();
    await expect
      .poll(() => controls.evaluate((el) => getComputedStyle(el.parentElement!).opacity), POLL)
      .toBe('1');
    // A tap only reveals the controls; it does not start the video.
    expect(
      await page
        .locator('video')
        .first()
        .evaluate((v: HTMLVideoElement) => v.paused),
    ).toBe(true);
    await page.clock.fastForward(3100);
    await expect
      .poll(() => controls.evaluate((el) => getComputedStyle(el.parentElement!).opacity), POLL)
      .toBe('0');
    await page.context().close();
  });
});

describe('testimonials', () => {
  it('rotate every 7 s with a progress slider, and pause while hovered', async () => {
    const page = await open({ clock: true });
    // The testimonials' code comes when a visitor scrolls towards them (the page's end).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const section = page.getByRole('region', { name: 'Lo que dicen nuestros clientes' });
    await section.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    expect(await section.getByRole('button', { name: /^Mostrar testimonio/ }).count()).toBe(clients.length);
    const first = await visibleQuote(section);
    const start = clients.findIndex((c) => c.testimonial === first);
    expect(start).toBeGreaterThanOrEqual(0);

    await page.clock.fastForward(7000);
    await expect
      .poll(() => visibleQuote(section), POLL)
      .toBe(clients[(start + 1) % clients.length]!.testimonial);
    expect(
      await section
        .getByRole('button', {
          name: `Mostrar testimonio ${((start + 1) % clients.length) + 1} de ${clients.length}`,
        })
        .getAttribute('aria-current'),
    ).toBe('true');

    // Hovered: the quote stays.
    const box = (await section.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.clock.fastForward(8000);
    await page.waitForTimeout(700);
    expect(await visibleQuote(section)).toBe(clients[(start + 1) % clients.length]!.testimonial);
    await page.context().close();
  });
});

describe('without content', () => {
  it('renders the shell and empty sections, and no testimonials block, when the backend is empty', async () => {
    const empty = await startBackend({ seed: false, serveApp: true });
    try {
      const errors: string[] = [];
      const page = await open({ url: empty.url });
      page.on('pageerror', (error) => errors.push(error.message));
      expect(await page.getByRole('navigation', { name: 'Principal' }).isVisible()).toBe(true);
      expect(await page.getByRole('region', { name: 'Proyectos destacados' }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Siguiente' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: /^Comercial / }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Ver mas' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Lo que dicen nuestros clientes' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Contáctate con nosotros' }).count()).toBe(1);
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await empty.stop();
    }
  });

  it('still renders when the backend cannot be reached', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/rest/v1/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${backend.url}/`);
    await waitForLoadingScreen(page);
    expect(await page.getByRole('region', { name: 'Proyectos destacados' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Proyectos recientes' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Lo que dicen nuestros clientes' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
