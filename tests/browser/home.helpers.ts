// Small readers and gestures for the home page's browser tests.
import type { Locator, Page } from 'playwright-core';

/** 1-based number of the dot marked current. */
export async function currentDot(region: Locator): Promise<number> {
  const label = await region.locator('button[aria-current="true"]').getAttribute('aria-label');
  return Number(label?.match(/\d+$/)?.[0] ?? NaN);
}

/** Decoded path the slider's project name leads to. */
export async function currentPath(region: Locator): Promise<string> {
  const href = (await region.getByRole('link').getAttribute('href')) ?? '';
  return decodeURIComponent(href);
}

/** Text of the testimonial a visitor can see. */
export async function visibleQuote(section: Locator): Promise<string | undefined> {
  const quotes = section.locator('figure');
  const shown = await quotes.evaluateAll((els) =>
    els
      .filter((el) => getComputedStyle(el).visibility === 'visible')
      .map((el) => el.querySelector('blockquote')?.textContent?.trim()),
  );
  return shown.length === 1 ? shown[0] : undefined;
}

/** A horizontal one-finger swipe across the middle of `target` (negative dx = to the left). */
export async function swipe(page: Page, target: Locator, dx: number): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 6; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * step) / 6, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

declare global {
  interface Window {
    __reveals?: string[];
  }
}

/**
 * Starts logging where each slide reveal starts from (the first keyframe's clip-path, as the
 * browser serializes it). A log and not the running animation: on a loaded machine a 0.9 s
 * reveal could be over before the test looked, and the direction was then unreadable.
 */
export async function recordReveals(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__reveals = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      const animation = animate.apply(this, args);
      const first = (animation.effect as KeyframeEffect | null)?.getKeyframes()[0] as
        { clipPath?: string } | undefined;
      if (first?.clipPath) window.__reveals!.push(first.clipPath);
      return animation;
    };
  });
}

/** Where each reveal since the last call started from, in order; empties the log. */
export function takeReveals(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__reveals?.splice(0) ?? []);
}
