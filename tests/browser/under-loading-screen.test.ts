// What a public page does while its loading screen covers it, on a phone's main thread.
//
// What plays must run on the compositor. An animation of any other property (the bar's transform-origin, the placeholders'
// background-position) makes the main thread style, paint and commit a frame every 16 ms for the
// whole screen, while the page is being built under it: on a phone, a train of long tasks. Checked
// structurally, from the animations the page runs (document.getAnimations() and their keyframes'
// properties), not by timing anything. The clock stands still, so the screen stays up while the
// test looks.
//
// A looping video waits for the screen to lift: under it, its download shared a phone's connection
// with the page's own files and its frames were decoded and drawn for nobody.
//
// Nothing calls focus() while the page loads: focus() makes the browser compute the style of the
// whole page React has just committed, inside that task (the lightbox's close button had React's
// autoFocus, which focused it, closed dialog and all, on mount).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../core/addresses/project-path.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { waitForLoadingScreen } from '../../harness/page-load.ts';

type Backend = Awaited<ReturnType<typeof startBackend>>;

/** The properties Chromium animates on the compositor thread alone. */
const COMPOSITED = ['transform', 'opacity', 'translate', 'rotate', 'scale'];

let backend: Backend;
let browser: Browser;
let projectUrl: string;

beforeAll(async () => {
  backend = await startBackend({ seed: true, serveApp: true });
  const { data, error } = await backend
    .client(backend.anonKey)
    .from('Project')
    .select('*')
    .order('id')
    .limit(1)
    .single();
  if (error) throw new Error(error.message);
  projectUrl = projectPath(data);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

interface Running {
  name: string;
  target: string;
  properties: string[];
}

/** Every running animation and transition of the document (pseudo-elements too), with what it animates. */
function runningAnimations(page: Page): Promise<Running[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .map((a) => {
        const effect = a.effect as KeyframeEffect;
        const element = effect.target;
        const properties = new Set(
          effect
            .getKeyframes()
            .flatMap((frame) => Object.keys(frame))
            .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
        );
        return {
          name:
            (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? a.id ?? 'script',
          target: `${element?.id ? `#${element.id}` : (element?.className ?? '?')}${effect.pseudoElement ?? ''}`,
          properties: [...properties].map((p) => p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)),
        };
      }),
  );
}

/** Opens `path` on a phone with the clock held, so its loading screen stays up, and waits for the screen's bar to run. */
async function openUnderScreen(path: string, hold?: (page: Page) => Promise<unknown>): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await hold?.(page);
  await page.goto(backend.url + path);
  await expect
    .poll(async () => (await runningAnimations(page)).some((a) => a.name === 'loading-screen-draw'), {
      timeout: 10_000,
    })
    .toBe(true);
  expect(await page.getByRole('status').count()).toBe(1);
  return page;
}

function offCompositor(animations: Running[]): string[] {
  return animations
    .filter((a) => a.properties.some((p) => !COMPOSITED.includes(p)))
    .map((a) => `${a.name} on ${a.target}: ${a.properties.join(', ')}`);
}

describe('animations under the loading screen', () => {
  for (const [route, path] of [
    ['home', () => '/'],
    ['the project page', () => projectUrl],
    ['/WhoWeAre', () => '/WhoWeAre'],
  ] as const) {
    it(`on ${route}, animate only compositor properties`, async () => {
      const page = await openUnderScreen(path());
      // Let the page render under the screen, then look at everything it runs.
      await page.locator('main').waitFor({ timeout: 10_000 });
      expect(offCompositor(await runningAnimations(page))).toEqual([]);
      await page.context().close();
    });
  }

  it("on the gallery, while its list loads, the cards' placeholders shimmer on the compositor too", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await openUnderScreen('/ProjectsGallery', (p) =>
      p.route(
        (url) => url.pathname.endsWith('/rest/v1/Project'),
        async (request) => {
          await held;
          await request.continue().catch(() => {});
        },
      ),
    );
    const placeholders = page.locator('[aria-busy="true"] > *');
    await expect.poll(() => placeholders.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const running = await runningAnimations(page);
    // The placeholders do shimmer (a band per placeholder; the keyframes' name carries the CSS
    // module's hash), and nothing runs off the compositor.
    expect(running.filter((a) => a.name.includes('shimmer')).length).toBe(await placeholders.count());
    expect(offCompositor(running)).toEqual([]);
    release();
    await page.context().close();
  });
});

describe('the looping video while the screen covers the page', () => {
  for (const [route, path] of [
    ['the project page', () => projectUrl],
    ['/WhoWeAre', () => '/WhoWeAre'],
  ] as const) {
    it(`on ${route}, is neither downloaded nor played until the screen lifts, then plays`, async () => {
      const videos: string[] = [];
      const page = await openUnderScreen(path(), async (p) => {
        p.on('request', (request) => {
          if (request.resourceType() === 'media' || /\.(mp4|webm)(\?|$)/.test(new URL(request.url()).pathname))
            videos.push(request.url());
        });
      });
      const video = page.locator('main video').first();
      await video.waitFor({ state: 'attached', timeout: 10_000 });
      await page.waitForLoadState('load');
      // The page has loaded and its poster has had time to decode: frames and timers run for
      // 400 ms of the page's clock (less than any page's minimum screen), the screen stays up.
      for (let i = 0; i < 10; i++) {
        await page.clock.runFor(40);
        await page.waitForTimeout(100);
      }
      expect(await page.getByRole('status').count()).toBe(1);
      expect(await video.evaluate((v: HTMLVideoElement) => ({ src: v.currentSrc, paused: v.paused }))).toEqual({
        src: '',
        paused: true,
      });
      expect(videos).toEqual([]);
      // The screen lifts: the loop now downloads and plays.
      await page.clock.runFor(5_000);
      await waitForLoadingScreen(page);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc), { timeout: 15_000 }).not.toBe('');
      await expect.poll(() => videos.length, { timeout: 15_000 }).toBeGreaterThan(0);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused), { timeout: 15_000 }).toBe(true);
      await page.context().close();
    });
  }
});

declare global {
  interface Window {
    __focusCalls?: string[];
  }
}

/** An init script: records every element.focus() call the page makes, with the element's name. */
function recordFocusCalls(): void {
  window.__focusCalls = [];
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
    window.__focusCalls!.push(
      `${this.tagName.toLowerCase()} ${this.getAttribute('aria-label') ?? ''}`.trim(),
    );
    focus.call(this, options);
  };
}

describe('focus while a page loads', () => {
  for (const [route, path] of [
    ['the project page', () => projectUrl],
    ['/WhoWeAre', () => '/WhoWeAre'],
  ] as const) {
    it(`on ${route}, nothing is focused until the visitor asks`, async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript(recordFocusCalls);
      const page = await context.newPage();
      await page.goto(backend.url + path());
      await waitForLoadingScreen(page);
      expect(await page.evaluate(() => window.__focusCalls)).toEqual([]);
      await context.close();
    });
  }

  it("focuses the lightbox's close button when it opens", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(backend.url + '/WhoWeAre');
    await waitForLoadingScreen(page);
    await page.getByRole('button', { name: /^Ampliar foto 1 de/ }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Cerrar');
    await context.close();
  });
});
