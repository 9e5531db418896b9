// The hero the served HTML draws under the loading screen: on a phone the project
// page's cover and /WhoWeAre's reel poster are painted from the HTML alone, before any script;
// once the screen lifts the page's own hero shows that same picture, the served copy is gone, and
// the page's largest paint stays that early one (the video starting adds no later, larger one).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path.ts';
import type { Project } from '../../core/database-shapes.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { waitForLoadingScreen } from '../../harness/page-load.ts';

type Backend = Awaited<ReturnType<typeof startBackend>>;

let backend: Backend;
let browser: Browser;
let project: Project;

beforeAll(async () => {
  [backend, browser] = await Promise.all([startBackend({ seed: true, serveApp: true }), launchBrowser()]);
  const { data, error } = await backend.client().from('Project').select('*').order('position');
  if (error || !data) throw new Error(`projects: ${error?.message}`);
  project = data.find((p) => p.video && p.render)!;
});

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

/** A phone as Lighthouse emulates one (412 × 823 CSS px at 1.75). */
async function phone(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const paints: { url: string; size: number; time: number }[] = [];
    (window as unknown as { __paints: typeof paints }).__paints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[])
        paints.push({ url: entry.url, size: entry.size, time: entry.startTime });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // What the served hero showed, noted as it loads: /WhoWeAre's screen lasts 1 s, and on a
    // busy machine the copy may be gone before a test can look at the page.
    document.addEventListener('DOMContentLoaded', () => {
      const image = document.querySelector<HTMLImageElement>('img.served-hero');
      if (!image) return;
      const note = () =>
        ((window as unknown as { __served: unknown }).__served = {
          src: image.currentSrc,
          painted: image.naturalWidth > 0,
        });
      if (image.complete) note();
      else image.addEventListener('load', note);
    });
  });
  return page;
}

const servedHero = (page: Page) =>
  page.evaluate(() => {
    const image = document.querySelector<HTMLImageElement>('img.served-hero');
    return image && { src: image.currentSrc, painted: image.complete && image.naturalWidth > 0 };
  });

const routes = () => [
  { name: 'project page', path: projectPath(project) },
  { name: '/WhoWeAre', path: '/WhoWeAre' },
];

describe('the hero drawn by the served HTML', () => {
  it('is painted under the loading screen with no script at all', async () => {
    for (const { name, path } of routes()) {
      const page = await phone();
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto(backend.url + path);
      await expect.poll(() => servedHero(page), { message: name }).toMatchObject({ painted: true });
      expect(await page.getByRole('status').count(), name).toBe(1);
      await page.context().close();
    }
  });

  it("gives way to the page's own hero, and stays the largest paint while the video plays", async () => {
    for (const { name, path } of routes()) {
      const page = await phone();
      await page.goto(backend.url + path);
      const noted = () =>
        page.evaluate(() => (window as unknown as { __served?: { src: string; painted: boolean } }).__served);
      await expect.poll(noted, { message: name }).toMatchObject({ painted: true });
      const served = (await noted())!.src;
      await waitForLoadingScreen(page);
      expect(await servedHero(page), name).toBeNull();
      // The page's hero shows the same picture: the cover as the video's poster, or the reel's.
      const shown = await page.evaluate(() => {
        const hero = document.querySelector('[data-nav-hero]')!;
        const poster = hero.querySelector<HTMLImageElement>('img');
        return poster?.currentSrc ?? hero.querySelector('video')!.poster;
      });
      expect(shown, name).toBe(served);
      // The video plays; its frames are no larger a paint than the picture before them.
      const video = await page.evaluate(() => document.querySelector('video')!.currentSrc || '');
      await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5, undefined, {
        timeout: 20_000,
      });
      const paints = await page.evaluate(
        () => (window as unknown as { __paints: { url: string }[] }).__paints,
      );
      expect(paints.at(-1)?.url, name).toBe(served);
      expect(
        paints.filter((p) => p.url === video || /\.mp4/.test(p.url)),
        name,
      ).toEqual([]);
      await page.context().close();
    }
  });
});
