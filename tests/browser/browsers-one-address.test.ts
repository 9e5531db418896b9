// Twenty real browsers behind one address (a carrier's NAT, an office), each visiting the home,
// the gallery and /WhoWeAre at the same time as the others, against the default connection limits
// (1024 connections, 16 held per address): not one request may be lost, on a quiet machine nor on
// a busy one. Plain HTTP clients never reused a socket the way Chromium does, so they passed while
// Chromium lost requests with net::ERR_SOCKET_NOT_CONNECTED: the per-address share closed idle
// keep-alive sockets that the browsers were about to reuse.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_DEFAULTS } from '../../server/config/limits.ts';
import { startBackend } from '../../harness/backend.ts';
import { launchBrowser } from '../../harness/browser.ts';
import { burnCpu, visitFromOneAddress, VISIT } from '../../harness/browsers-one-address.ts';

type Backend = Awaited<ReturnType<typeof startBackend>>;

const BROWSERS = 20;

let backend: Backend;
let browser: Browser;

beforeAll(async () => {
  // The production defaults, per-address share included (the harness lifts it unless told).
  backend = await startBackend({ seed: true, serveApp: true, maxConnections: LIMIT_DEFAULTS.maxConnections });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

describe(`${BROWSERS} browsers behind one address`, () => {
  it(`serves every request of ${BROWSERS} browsers visiting ${VISIT.join(', ')} at once`, async () => {
    const run = await visitFromOneAddress(browser, backend.url, BROWSERS);
    expect(run.failed).toEqual([]);
    // Every visit went through all three pages and asked for their files.
    expect(run.pageMs).toHaveLength(BROWSERS * VISIT.length);
    expect(run.requests).toBeGreaterThan(BROWSERS * VISIT.length * 3);
  }, 300_000);

  it('serves them all with the machine busy', async () => {
    const stop = burnCpu();
    try {
      const run = await visitFromOneAddress(browser, backend.url, BROWSERS);
      expect(run.failed).toEqual([]);
      expect(run.pageMs).toHaveLength(BROWSERS * VISIT.length);
    } finally {
      await stop();
    }
  }, 420_000);

});
