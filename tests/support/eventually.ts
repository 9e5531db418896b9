import type { Locator } from 'playwright-core';

export interface EventuallyOptions {
  /** How long to keep trying, in ms (default 10 s). */
  timeout?: number;
  /** Pause between tries, in ms (default 100). */
  interval?: number;
}

/**
 * Retries `check` until it stops throwing, and returns its value. When time runs out the last
 * failure is thrown, so the report shows what was last seen (a position, a count), not a bare
 * timeout. For outcomes that arrive after a delay or an animation: a value read once right after
 * an action is a race with the page, which is what made these tests flaky on a busy machine.
 */
export async function eventually<T>(
  check: () => Promise<T> | T,
  options: EventuallyOptions = {},
): Promise<T> {
  const { timeout = 10_000, interval = 100 } = options;
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/**
 * The element's top relative to the viewport once the page has stopped scrolling: the same value
 * over several animation frames. Smooth scrolling moves a little every frame, so two equal reads
 * one frame apart are not enough; a scroll that has not started yet (SPEC's 100/200 ms delays) also
 * looks "settled", which is why callers assert where it settled inside `eventually`.
 */
export async function settledTop(target: Locator, frames = 5): Promise<number> {
  return target.evaluate(
    (element, count) =>
      new Promise<number>((resolve) => {
        let last = element.getBoundingClientRect().top;
        let still = 0;
        let left = 600; // ~10 s of frames: never hang on something that keeps moving
        const tick = () => {
          const top = element.getBoundingClientRect().top;
          still = top === last ? still + 1 : 0;
          last = top;
          if (still >= count || --left === 0) resolve(top);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    frames,
  );
}
