// The public shell as a visitor meets it (SPEC §2): the navigation bar's colours, active link
// and targets, scroll-to-top on route change, the mobile menu, the footer and its contact link
// on a desktop and on phones.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOTER_HEADING_DELAY_MS } from '../../core/constants.ts';
import { STUDIO } from '../../core/studio/studio.ts';
import { projectPath } from '../../core/addresses/project-path.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { openLoaded } from '../../harness/page-load.ts';

type Backend = Awaited<ReturnType<typeof startBackend>>;

/** Polls long enough for transitions and animations to finish (the default is 1 s). */
const POLL = { timeout: 5000 };

const NAVY = 'rgb(37, 54, 70)';
const TRANSPARENT = 'rgba(0, 0, 0, 0)';
const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

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

/** Opens a page and waits until its loading screen has lifted. */
const open = (path: string, options: BrowserContextOptions = {}): Promise<Page> =>
  openLoaded(browser, backend.url + path, options);

/** Waits two frames so a scroll listener (throttled to one read per frame) has run. */
function settle(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

function navLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name, exact: true });
}

describe('navigation bar', () => {
  it('is transparent at the top and turns #253646 only past one viewport height', async () => {
    const page = await open('/');
    const bar = page.getByRole('banner');
    await expect
      .poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor), POLL)
      .toBe(TRANSPARENT);

    // Exactly one viewport down is not "further than" one viewport: still transparent.
    await page.evaluate(() => window.scrollTo({ top: window.innerHeight, behavior: 'instant' }));
    await settle(page);
    await page.waitForTimeout(400); // longer than the colour transition
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(TRANSPARENT);

    await page.evaluate(() => window.scrollTo({ top: window.innerHeight + 40, behavior: 'instant' }));
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor), POLL).toBe(NAVY);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect
      .poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor), POLL)
      .toBe(TRANSPARENT);
    await page.context().close();
  });

  it('on a page whose hero is shorter than the window, turns #253646 as soon as it leaves the hero', async () => {
    const { data } = await backend.client().from('Project').select('*').limit(1).single();
    const page = await open(projectPath(data!));
    const bar = page.getByRole('banner');
    const background = () => bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    const { heroBottom, barHeight, viewport } = await page.evaluate(() => ({
      heroBottom: document.querySelector('[data-nav-hero]')!.getBoundingClientRect().bottom + window.scrollY,
      barHeight: document.querySelector('header')!.getBoundingClientRect().height,
      viewport: window.innerHeight,
    }));
    expect(heroBottom).toBeLessThan(viewport); // the case this rule is for
    await expect.poll(background, POLL).toBe(TRANSPARENT);
    // Still over the hero: transparent.
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), heroBottom - barHeight - 40);
    await expect.poll(background, POLL).toBe(TRANSPARENT);
    // The bar's lower edge past the hero, though less than one viewport down: solid.
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), heroBottom - barHeight + 10);
    await expect.poll(background, POLL).toBe(NAVY);
    await page.context().close();
  });

  it('marks the link of the current page active in #253646, before and after scrolling', async () => {
    const page = await open('/');
    const inicio = navLink(page, 'Inicio');
    await expect.poll(() => inicio.getAttribute('aria-current'), POLL).toBe('page');
    expect(await inicio.evaluate((el) => getComputedStyle(el).color)).toBe(NAVY);
    for (const other of ['Galería', 'Acerca de nosotros']) {
      expect(await navLink(page, other).getAttribute('aria-current')).toBeNull();
      expect(await navLink(page, other).evaluate((el) => getComputedStyle(el).color)).not.toBe(NAVY);
    }
    await page.evaluate(() => window.scrollTo({ top: window.innerHeight * 2, behavior: 'instant' }));
    await expect
      .poll(() => page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor), POLL)
      .toBe(NAVY);
    expect(await inicio.evaluate((el) => getComputedStyle(el).color)).toBe(NAVY);
    await page.context().close();
  });

  it('leads to each page, moves the active mark, and the logo goes home', async () => {
    const page = await open('/');
    await navLink(page, 'Galería').click();
    await page.waitForURL(`${backend.url}/ProjectsGallery`);
    await expect.poll(() => navLink(page, 'Galería').getAttribute('aria-current'), POLL).toBe('page');
    expect(await navLink(page, 'Inicio').getAttribute('aria-current')).toBeNull();

    await navLink(page, 'Acerca de nosotros').click();
    await page.waitForURL(`${backend.url}/WhoWeAre`);
    await expect
      .poll(() => navLink(page, 'Acerca de nosotros').getAttribute('aria-current'), POLL)
      .toBe('page');
    expect(await navLink(page, 'Galería').getAttribute('aria-current')).toBeNull();

    await page
      .getByRole('link', { name: `${STUDIO.name} ${STUDIO.tagline}`, exact: true })
      .first()
      .click();
    await page.waitForURL(`${backend.url}/`);
    await expect.poll(() => navLink(page, 'Inicio').getAttribute('aria-current'), POLL).toBe('page');
    await page.context().close();
  });

  it('starts every new page at the top', async () => {
    const page = await open('/');
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBeGreaterThan(1000);
    await navLink(page, 'Acerca de nosotros').click();
    await page.waitForURL(`${backend.url}/WhoWeAre`);
    // The URL changes just before the new page renders; poll for the render.
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBe(0);

    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBeGreaterThan(300);
    await page.goBack();
    await page.waitForURL(`${backend.url}/`);
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBe(0);
    await page.context().close();
  });
});

describe('mobile menu', () => {
  it('opens and closes by touch, leads to a page, and closes with Escape', async () => {
    const page = await open('/', { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    await expect.poll(() => navLink(page, 'Galería').isVisible(), POLL).toBe(false);

    await page.getByRole('button', { name: 'Abrir menú' }).tap();
    await expect.poll(() => navLink(page, 'Galería').isVisible(), POLL).toBe(true);
    await navLink(page, 'Galería').tap();
    await page.waitForURL(`${backend.url}/ProjectsGallery`);
    await expect.poll(() => navLink(page, 'Galería').isVisible(), POLL).toBe(false);
    expect(await page.getByRole('button', { name: 'Abrir menú' }).getAttribute('aria-expanded')).toBe(
      'false',
    );

    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => navLink(page, 'Inicio').isVisible(), POLL).toBe(true);
    // Tab stays inside the open menu: from the last link to the language switch (the
    // bar's last control, beside the button), and from there it wraps to the logo.
    await navLink(page, 'Acerca de nosotros').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'EN – Read this page in English',
    );
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `${STUDIO.name} ${STUDIO.tagline}`,
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => navLink(page, 'Inicio').isVisible(), POLL).toBe(false);
    // Focus returns to the button that opened the menu.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Abrir menú');
    await page.context().close();
  });
});

describe('footer', () => {
  it('fades its heading up when reached and links the three networks in a new tab', async () => {
    const page = await open('/');
    const heading = page.getByRole('heading', { name: 'Contáctate con nosotros' });
    expect(await heading.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await heading.scrollIntoViewIfNeeded();
    // The fade-up starts 200 ms after the heading comes into view (SPEC §9).
    await expect
      .poll(() => heading.evaluate((el) => el.getAnimations()[0]?.effect?.getTiming().delay), POLL)
      .toBe(FOOTER_HEADING_DELAY_MS);
    await expect.poll(() => heading.evaluate((el) => getComputedStyle(el).opacity), POLL).toBe('1');

    const footer = page.getByRole('contentinfo');
    const expected: Record<string, RegExp> = {
      Facebook: /^https:\/\/www\.facebook\.com\//,
      Instagram: /^https:\/\/www\.instagram\.com\//,
      WhatsApp: /^https:\/\/web\.whatsapp\.com\/send\?/,
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = footer.getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href')).toMatch(href);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    }
    await page.context().close();
  });

  it('opens the web chat on a desktop with the studio phone and the message', async () => {
    const page = await open('/WhoWeAre');
    const href = await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'WhatsApp' })
      .getAttribute('href');
    const url = new URL(href!);
    expect(url.origin + url.pathname).toBe('https://web.whatsapp.com/send');
    expect(url.searchParams.get('phone')).toBe(STUDIO.phone);
    expect(url.searchParams.get('text')).toBe(STUDIO.contactMessage);
    expect(href).toContain(`text=${encodeURIComponent(STUDIO.contactMessage)}`);
    await page.context().close();
  });

  for (const [device, userAgent] of Object.entries(UA)) {
    it(`opens the mobile chat link on ${device}`, async () => {
      const page = await open('/', {
        userAgent,
        viewport: { width: 390, height: 800 },
        isMobile: true,
        hasTouch: true,
      });
      const href = await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'WhatsApp' })
        .getAttribute('href');
      expect(href).toBe(
        `https://api.whatsapp.com/send?phone=${STUDIO.phone}&text=${encodeURIComponent(STUDIO.contactMessage)}`,
      );
      await page.context().close();
    });
  }
});
