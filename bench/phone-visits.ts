// What a phone (or a desktop) fetches on a page of the public site, counted by Chrome's own
// network events: the studio's stored images on a route scrolled to its end, and 30 s on a
// project page with its video playing. bench:media runs these before and after the renditions.
import type { Browser } from 'playwright-core';
import { projectPath } from '../core/addresses/project-path';
import type { TestBackend } from '../harness/backend';
import { waitForLoadingScreen } from '../harness/page-load';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** Bytes of the studio's stored images (not the app's own) a phone fetches on `route`, scrolled to its end. */
export async function storedImageBytes(browser: Browser, b: TestBackend, route: string): Promise<number> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const stored = new Set<string>();
  const bytes = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Image' && e.response.url.includes('/storage/v1/')) stored.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength));
  await page.goto(b.url + route);
  await waitForLoadingScreen(page);
  for (let step = 0; step < 40; step++) {
    const end = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(300);
    if (end) break;
  }
  await page.waitForTimeout(2000);
  await context.close();
  return [...stored].reduce((sum, id) => sum + (bytes.get(id) ?? 0), 0);
}

export interface Visit {
  videoBytes: number;
  imageBytes: number;
  /** Seconds played over seconds since the first frame, at 30 s. */
  playRatio: number;
  videoFile: string;
}

/** A phone (or desktop) on the project page for 30 s: what it downloaded and how the video played. */
export async function visit(
  browser: Browser,
  b: TestBackend,
  project: { title: string; subtitle: string },
  phone: boolean,
): Promise<Visit> {
  const context = await browser.newContext(phone ? PHONE : { viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (phone)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: (4_000_000 / 8) * 1,
      uploadThroughput: 1_000_000 / 8,
    });
  // Bytes on the wire per request: summed as they arrive, replaced by the final count when the
  // request finishes (dataReceived alone may report decoded sizes).
  const kinds = new Map<string, string>();
  const bytes = new Map<string, number>();
  let videoFile = '';
  cdp.on('Network.responseReceived', (e) => {
    kinds.set(e.requestId, e.type);
    if (e.type === 'Media' && !videoFile)
      videoFile = decodeURIComponent(e.response.url.split('/').pop() ?? '');
  });
  cdp.on('Network.dataReceived', (e) =>
    bytes.set(e.requestId, (bytes.get(e.requestId) ?? 0) + e.encodedDataLength),
  );
  cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength));
  const total = (kind: string) =>
    [...bytes].reduce((sum, [id, n]) => (kinds.get(id) === kind ? sum + n : sum), 0);
  await page.addInitScript(() => {
    const w = window as unknown as { firstFrame?: number };
    document.addEventListener('playing', () => (w.firstFrame ??= performance.now()), true);
  });
  await page.goto(b.url + projectPath(project));
  await page.waitForTimeout(30_000);
  const playRatio = await page.evaluate(() => {
    const v = document.querySelector('video');
    const first = (window as unknown as { firstFrame?: number }).firstFrame;
    if (!v || first === undefined) return 0;
    return Math.min(1, v.currentTime / ((performance.now() - first) / 1000));
  });
  const videoBytes = total('Media');
  const imageBytes = total('Image');
  await context.close();
  return { videoBytes, imageBytes, playRatio, videoFile };
}
