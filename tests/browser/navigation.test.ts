// Moving between pages inside the app (src/lib/navigation): a navigation is a transition, so
// while the next page's code (or the English words) is still on its way the page shown stays on
// screen, without the loading screen flashing over it; links behave as links (a modified click
// opens a new tab, a link to the page shown adds no history entry).
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { openLoaded, waitForLoadingScreen } from '../../harness/page-load.ts';
import { openProject, signIn } from './admin-helpers.ts';

type Backend = Awaited<ReturnType<typeof startBackend>>;

let backend: Backend;
let browser: Browser;

beforeAll(async () => {
  backend = await startBackend({ seed: true, serveApp: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

const open = (path: string): Promise<Page> => openLoaded(browser, backend.url + path);

const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name, exact: true });

const featured = (page: Page) => page.getByRole('region', { name: 'Proyectos destacados' });

/**
 * Holds back the requests for `asset` until `release` is called; `requested` settles when the
 * browser has asked for it (the next page has rendered far enough to need it).
 */
async function holdAsset(page: Page, asset: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(asset, async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: asked, release };
}

/** Records whether the loading screen covers the page at any moment from now on. */
async function watchLoadingScreen(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const screen = document.getElementById('loading-screen')!;
    const w = window as unknown as { __covered: boolean };
    w.__covered = screen.getAttribute('role') === 'status';
    new MutationObserver(() => {
      if (screen.getAttribute('role') === 'status') w.__covered = true;
    }).observe(screen, { attributes: true, attributeFilter: ['role'] });
  });
  return () => page.evaluate(() => (window as unknown as { __covered: boolean }).__covered);
}

/** Two frames: whatever the navigation was going to paint has painted. */
const frames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

describe('a navigation', () => {
  it("keeps the page shown, without the loading screen, while the next page's code loads", async () => {
    const page = await open('/');
    const chunk = await holdAsset(page, /\/assets\/projects-gallery-[\w-]+\.js$/);
    const covered = await watchLoadingScreen(page);

    await navLink(page, 'Galería').click();
    await chunk.requested;
    await frames(page);
    // The address has changed; the home page is still what the visitor sees.
    expect(new URL(page.url()).pathname).toBe('/ProjectsGallery');
    expect(await featured(page).isVisible()).toBe(true);
    expect(await covered()).toBe(false);

    chunk.release();
    await waitForLoadingScreen(page);
    await page.getByRole('heading', { level: 2, name: /^Proyectos / }).waitFor();
    expect(await featured(page).count()).toBe(0);
    await page.context().close();
  });

  it('to English keeps the Spanish page shown until the English words have arrived', async () => {
    const page = await open('/');
    const words = await holdAsset(page, /\/assets\/en-[\w-]+\.js$/);
    const covered = await watchLoadingScreen(page);

    await page.getByRole('link', { name: /^EN\b/ }).click();
    await words.requested;
    await frames(page);
    expect(new URL(page.url()).pathname).toBe('/en');
    expect(await featured(page).isVisible()).toBe(true);
    expect(await covered()).toBe(false);

    words.release();
    await page.getByRole('region', { name: 'Featured projects' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // The same page in the other language: it stays mounted, its loading screen does not replay.
    await frames(page);
    expect(await covered()).toBe(false);
    await page.context().close();
  });
});

describe('a link', () => {
  it('opens a new tab on a modified click and leaves the page as it was', async () => {
    const page = await open('/');
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      navLink(page, 'Galería').click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await tab.waitForURL((url) => url.pathname === '/ProjectsGallery');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await navLink(page, 'Inicio').getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });

  it("that opens in a new tab (the panel's 'Ver en el sitio') leaves the panel where it was", async () => {
    const { data } = await backend.client().from('Project').select('title').order('id').limit(1).single();
    const panel = await signIn(browser, backend);
    await openProject(panel, data!.title);
    const [tab] = await Promise.all([
      panel.context().waitForEvent('page'),
      panel.getByRole('link', { name: 'Ver en el sitio' }).click(),
    ]);
    await tab.waitForURL((url) => url.pathname.startsWith('/ProjectsGallery/'));
    expect(new URL(panel.url()).pathname).toBe('/admin');
    expect(await panel.getByRole('heading', { level: 3, name: new RegExp(data!.title) }).isVisible()).toBe(
      true,
    );
    await panel.context().close();
  });

  it('to the page shown adds no history entry: Back leaves that page', async () => {
    const page = await open('/');
    await navLink(page, 'Galería').click();
    await page.waitForURL((url) => url.pathname === '/ProjectsGallery');
    await waitForLoadingScreen(page);
    const entries = await page.evaluate(() => history.length);
    await navLink(page, 'Galería').click();
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await featured(page).waitFor();
    await page.context().close();
  });
});
