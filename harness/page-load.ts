import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/**
 * Waits until the loading screen of the page at the current URL has lifted. The screen is in the
 * HTML from the first byte and may already have lifted when the test looks (WhoWeAre's
 * lasts 1 s from navigation start); after a click inside the app the next page's screen may not be
 * up yet. So it waits for the screen to be down (no role="status") *for this path*: the app marks
 * the path it last lifted for (src/components/LoadingScreen.tsx, data-lifted-for).
 */
export async function waitForLoadingScreen(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const screen = document.getElementById('loading-screen');
      return (
        screen !== null &&
        screen.getAttribute('role') !== 'status' &&
        screen.dataset.liftedFor === location.pathname
      );
    },
    undefined,
    { timeout },
  );
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

/** What recordDataThenLift saw, in ms from navigation start (performance.now()). */
export interface DataThenLift {
  /** When the page's first heading appeared: the data has arrived and the page is drawn under the screen. */
  dataAt?: number;
  /** Whether the loading screen was up (role="status") at that moment. */
  screenUpAtData?: boolean;
  /** When the loading screen lifted. */
  liftedAt?: number;
  /** When a plain timer for the page's hold, started at `dataAt`, fired: what the machine adds to any wait. */
  timerAt?: number;
}

declare global {
  interface Window {
    __screenLiftedAt?: number;
    __dataThenLift?: DataThenLift;
  }
}

/**
 * An init script (context.addInitScript / page.addInitScript): records in window.__screenLiftedAt
 * when the document's loading screen lifted, in ms from navigation start (performance.now()).
 */
export function recordScreenLift(): void {
  new MutationObserver((_records, observer) => {
    const screen = document.getElementById('loading-screen');
    if (screen && screen.getAttribute('role') !== 'status') {
      window.__screenLiftedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['role'] });
}

/**
 * An init script (page.addInitScript(recordDataThenLift, holdMs)): records in
 * window.__dataThenLift when the page's data arrived (its first heading appeared in the app),
 * whether the loading screen was up then, and when the screen lifted; and, as a reference, when a
 * plain `holdMs` timer started at the data's arrival fired.
 */
export function recordDataThenLift(holdMs: number): void {
  const seen: DataThenLift = {};
  window.__dataThenLift = seen;
  new MutationObserver((_records, observer) => {
    const screen = document.getElementById('loading-screen');
    if (seen.dataAt === undefined && document.querySelector('#root h1')) {
      seen.dataAt = performance.now();
      seen.screenUpAtData = screen?.getAttribute('role') === 'status';
      setTimeout(() => (seen.timerAt = performance.now()), holdMs);
    }
    if (seen.liftedAt === undefined && screen && screen.getAttribute('role') !== 'status') {
      seen.liftedAt = performance.now();
    }
    if (seen.dataAt !== undefined && seen.liftedAt !== undefined) observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['role'] });
}
