import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/**
 * Waits for the page's loading screen to appear (the route renders after the page's load event,
 * so it may not be there yet right after `goto`) and then to lift.
 */
export async function waitForLoadingScreen(page: Page): Promise<void> {
  await page.getByRole('status').first().waitFor({ state: 'attached', timeout: 10_000 });
  await page.getByRole('status').first().waitFor({ state: 'detached', timeout: 10_000 });
}

/** Opens `url` in a new context (1280×800 unless told) and returns once its loading screen has lifted. */
export async function openLoaded(
  browser: Browser,
  url: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  await page.goto(url);
  await waitForLoadingScreen(page);
  return page;
}
