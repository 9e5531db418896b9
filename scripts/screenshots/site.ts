// The public site as a visitor sees it, at a phone's width and a desktop's, for README: the home
// page and a project page of the demo content.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { projectPath } from '../../core/addresses/project-path';
import { waitForLoadingScreen } from '../../harness/page-load';
import type { Camera } from './camera';

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** The demo project the pictures show: the one with planos, a walk through its rooms and a pair. */
export const SHOWN_PROJECT = { title: 'Casa Río-Bravo', subtitle: 'Residencia familiar' };

/**
 * Every image of the first screen drawn (a cover still loading would photograph as a blank; a
 * lazy one on screen is fetched too), then a moment for the hero's fade-in.
 */
export async function imagesDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images]
      .filter(
        (img) => img.getBoundingClientRect().top < innerHeight && img.getBoundingClientRect().bottom > 0,
      )
      .every((img) => img.complete),
  );
  await page.waitForTimeout(1200);
}

async function visit(browser: Browser, url: string, form: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(form);
  const page = await context.newPage();
  await page.goto(url);
  await waitForLoadingScreen(page, 30_000);
  await imagesDrawn(page);
  return page;
}

export async function photographSite(browser: Browser, url: string, camera: Camera): Promise<void> {
  const pages = [
    ['site', '/'],
    ['project', projectPath(SHOWN_PROJECT)],
  ] as const;
  for (const [name, path] of pages) {
    for (const [form, options] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const page = await visit(browser, url + path, options);
      await camera.page(page, `${name}-${form}`, { photo: true });
      await page.context().close();
    }
  }
}
