import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { Browser } from 'playwright-core';
import { waitForLoadingScreen } from './page-load';

// Real browsers behind one address (a carrier's NAT, an office's Wi-Fi): every context is its
// own Chromium profile with its own pool of keep-alive connections (up to 6 to the site), all
// from 127.0.0.1. Each visits the home, the gallery and /WhoWeAre one after the other, as a
// phone does, and every request Chromium reports as failed is kept with its reason. Used by
// tests/browser/browsers-one-address.test.ts and bench/browsers-one-address.ts.

export const VISIT = ['/', '/ProjectsGallery', '/WhoWeAre'];

export interface BrowserVisits {
  /** Requests the contexts made (each counted once, when it ended or failed). */
  requests: number;
  /** Requests lost, with Chromium's reason (`net::ERR_…`) or the status that turned them away
   * (429, 5xx); a page's own cancellations are left out. */
  failed: { url: string; error: string }[];
  /** Background calls (not GET) turned away with 429 or 5xx: the visit counter's, behind one address. */
  refusedInBackground: { url: string; error: string }[];
  /** Each page's time from navigation to its network going quiet, in ms (pages that opened). */
  pageMs: number[];
}

/**
 * A page aborting its own request (a video element that needs another range, a navigation away)
 * is not a loss; everything else Chromium reports is: a reset, a socket it could not use.
 */
const OWN_CANCELLATION = 'net::ERR_ABORTED';

export async function visitFromOneAddress(
  browser: Browser,
  baseUrl: string,
  contexts: number,
): Promise<BrowserVisits> {
  const result: BrowserVisits = { requests: 0, failed: [], refusedInBackground: [], pageMs: [] };
  const visitor = async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    context.on('requestfinished', () => (result.requests += 1));
    // Turned away is lost too: a 429 or a 5xx is a picture or a list the visitor does not get.
    // The visit counter's calls (POST, sent in the background) are kept apart: the per-address
    // function budget may refuse some behind one address, which no visitor sees.
    context.on('response', (response) => {
      const status = response.status();
      if (status !== 429 && status < 500) return;
      const entry = { url: response.url(), error: `HTTP ${status}` };
      if (response.request().method() === 'GET') result.failed.push(entry);
      else result.refusedInBackground.push(entry);
    });
    context.on('requestfailed', (request) => {
      result.requests += 1;
      const error = request.failure()?.errorText ?? 'unknown';
      if (error === OWN_CANCELLATION) return;
      // A background call turned away by its status (above) fails again here under its own name.
      if (error === 'net::ERR_HTTP_RESPONSE_CODE_FAILURE' && request.method() !== 'GET') return;
      result.failed.push({ url: request.url(), error });
    });
    try {
      const page = await context.newPage();
      for (const path of VISIT) {
        const started = performance.now();
        // A page whose own document was lost is counted by 'requestfailed'; the visit goes on.
        const opened = await page.goto(`${baseUrl}${path}`, { timeout: 120_000 }).then(
          () => true,
          () => false,
        );
        if (!opened) continue;
        await waitForLoadingScreen(page, 120_000);
        await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => {});
        result.pageMs.push(performance.now() - started);
      }
    } finally {
      await context.close();
    }
  };
  await Promise.all(Array.from({ length: contexts }, visitor));
  return result;
}

/**
 * Keeps every core busy in separate processes (the machine as a busy neighbour makes it, not a
 * thread of the server's own process), until the returned stop is called.
 */
export function burnCpu(): () => Promise<void> {
  const burners: ChildProcess[] = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return async () => {
    await Promise.all(
      burners.map(
        (burner) =>
          new Promise<void>((resolve) => {
            if (burner.exitCode !== null || burner.signalCode !== null) return resolve();
            burner.once('exit', () => resolve());
            burner.kill('SIGKILL');
          }),
      ),
    );
  };
}
