// The site at 300 projects × 10 renders × 4 planos (made at run time from the demo content:
// harness/many-projects.ts) beside the demo site: a phone's bytes and DOM elements on the home,
// the gallery (each filter) and a project page with credits and facts, as ratios to the demo
// (target ≤ 1.5× each); the time from a filter tap to the cards drawn on a phone's CPU (4× slower,
// target ≤ 200 ms, Interaction to Next Paint's "good"); the gallery's query through the API at
// 300 projects; Lighthouse mobile on that project page (target ≥ 95, TBT ≤ 150 ms). Needs a build
// (`npm run build`). Runs alone with `npx tsx bench/gallery-scale.ts`.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { LOADING_MS } from '../core/constants';
import { galleryQuery, type GalleryChoice } from '../core/projects/gallery-filters';
import { projectPath } from '../core/addresses/project-path';
import { startBackend, type TestBackend } from '../harness/backend';
import { launchBrowser } from '../harness/browser';
import { CITIES, growSite } from '../harness/many-projects';
import { waitForLoadingScreen } from '../harness/page-load';
import { busyReason, startLoadWindow } from '../scripts/machine-load';
import { percentile, table } from './load';
import { lighthouseMobile, LIGHTHOUSE_RUNS } from './lighthouse-mobile';

const SIZE = { projects: 300, renders: 10, planos: 4 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const DIST = path.resolve(import.meta.dirname, '../dist');
/** The demo's project with credits and facts (supabase/seed/credits.ts). */
const PROJECT = projectPath({ title: 'Casa Río-Bravo', subtitle: 'Residencia familiar' });
const TAPS = 8;
/**
 * Notes the tap's time (its pointerdown) and, once the list's text changed (the new cards are in
 * the document), the next frame's: the cards drawn.
 */
const WATCH_TAP = `(() => {
  window.tapAt = undefined;
  window.drawnAt = undefined;
  const before = document.querySelector('#proyectos ul')?.textContent ?? '';
  addEventListener('pointerdown', () => { window.tapAt = performance.now(); }, { once: true, capture: true });
  const observer = new MutationObserver(() => {
    if ((document.querySelector('#proyectos ul')?.textContent ?? '') === before) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.drawnAt = performance.now(); }));
  });
  observer.observe(document.getElementById('proyectos'), { childList: true, subtree: true, characterData: true });
})()`;

const gallery = (choice: Partial<GalleryChoice>) => `/ProjectsGallery${galleryQuery(choice)}`;
/** The pages compared, each a phone's first view after its loading screen. */
const PAGES: [string, string][] = [
  ['home', '/'],
  ['gallery', '/ProjectsGallery'],
  ['gallery ?type=Residencial', gallery({ type: 'Residencial' })],
  ['gallery + status built', gallery({ type: 'Residencial', status: 'built' })],
  ['gallery + years ≥ 2018', gallery({ type: 'Residencial', from: 2018 })],
  ['gallery + city', gallery({ type: 'Residencial', city: 'Valle de Bravo' })],
  [
    'gallery + built, city, ≥ 2018',
    gallery({ type: 'Residencial', status: 'built', from: 2018, city: 'Valle de Bravo' }),
  ],
  ['project page (credits, facts)', PROJECT],
];

interface PageCost {
  bytes: number;
  elements: number;
}

/** What a phone downloads and draws on `route`: every response's bytes, and the document's elements. */
async function pageCost(browser: Browser, b: TestBackend, route: string): Promise<PageCost> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const bytes = new Map<string, number>();
  cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength));
  await page.goto(b.url + route);
  await waitForLoadingScreen(page);
  // What loads once the screen lifts (lazy images in view, the loop video's start) counts too.
  await page.waitForTimeout(3000);
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  await context.close();
  return { bytes: [...bytes.values()].reduce((a, n) => a + n, 0), elements };
}

/**
 * On a phone's CPU (4× slower), the time from tapping a status chip to the cards of that choice
 * drawn: from the tap's pointerdown to the next frame after the list shows the new cards.
 */
async function tapToCards(browser: Browser, b: TestBackend): Promise<number[]> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(b.url + gallery({ type: 'Residencial' }));
  await waitForLoadingScreen(page);
  await page.getByRole('group', { name: 'Estado' }).waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const chips = ['Construido', 'En construcción', 'Proyecto', 'Concurso'];
  const times: number[] = [];
  for (let i = 0; i < TAPS; i++) {
    const chip = page
      .getByRole('group', { name: 'Estado' })
      .getByRole('button', { name: chips[i % chips.length] });
    await chip.scrollIntoViewIfNeeded();
    // A script as text: the bench runs under tsx, whose helpers a function passed here would name.
    await page.evaluate(WATCH_TAP);
    await chip.tap();
    await page.waitForFunction(
      () => (window as unknown as { drawnAt?: number }).drawnAt !== undefined,
      undefined,
      {
        timeout: 15_000,
      },
    );
    times.push(
      await page.evaluate(() => {
        const w = window as unknown as { tapAt: number; drawnAt: number };
        return w.drawnAt - w.tapAt;
      }),
    );
  }
  await context.close();
  return times;
}

/** The gallery's query through the REST API as a visitor sends it: each choice read first (no cache), then again. */
async function apiTimes(b: TestBackend): Promise<{ first: number[]; again: number[] }> {
  const choices: Record<string, string>[] = [];
  for (const type of ['Residencial', 'Comercial', 'Equipamiento'])
    for (const status of [null, 'built', 'design'])
      for (const [city] of [[null], ...CITIES.slice(0, 4)])
        choices.push({
          type: `eq.${type}`,
          ...(status && { status: `eq.${status}` }),
          ...(city && { city: `eq.${city}` }),
          year_number: 'gte.2010',
        });
  const headers = { apikey: b.anonKey, authorization: `Bearer ${b.anonKey}`, prefer: 'count=exact' };
  const read = async (filters: Record<string, string>) => {
    const query = new URLSearchParams({
      select: 'id,title,subtitle,title_en,subtitle_en,location,location_en,year,type,render,render_widths',
      deleted_at: 'is.null',
      ...filters,
      order: 'position',
      limit: '6',
      offset: '0',
    });
    const started = performance.now();
    const res = await fetch(`${b.url}/rest/v1/Project?${query}`, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`gallery query: ${res.status}`);
    return performance.now() - started;
  };
  const first: number[] = [];
  const again: number[] = [];
  for (const filters of choices) first.push(await read(filters));
  for (const filters of choices) again.push(await read(filters));
  return { first, again };
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;

export async function galleryScale(): Promise<[string, string][]> {
  const demo = await startBackend({ seed: true, serveApp: true, appDir: DIST });
  const big = await startBackend({ seed: true, serveApp: true, appDir: DIST });
  const browser = await launchBrowser();
  const rows: [string, string][] = [];
  try {
    const grown = performance.now();
    await growSite(big.client(big.serviceKey), SIZE);
    rows.push([
      'site made for the bench',
      `${SIZE.projects} projects × ${SIZE.renders} renders × ${SIZE.planos} planos in ${((performance.now() - grown) / 1000).toFixed(0)} s`,
    ]);
    const window = startLoadWindow();
    for (const [name, route] of PAGES) {
      const a = await pageCost(browser, demo, route);
      const z = await pageCost(browser, big, route);
      rows.push([
        `${name}: phone bytes`,
        `${kib(z.bytes)} vs demo ${kib(a.bytes)} = ${(z.bytes / a.bytes).toFixed(2)}× (target ≤ 1.5×)`,
      ]);
      rows.push([
        `${name}: DOM elements`,
        `${z.elements} vs demo ${a.elements} = ${(z.elements / a.elements).toFixed(2)}× (target ≤ 1.5×)`,
      ]);
    }
    const taps = await tapToCards(browser, big);
    rows.push([
      'filter tap → cards drawn, 4× slower CPU',
      `median ${ms(percentile(sorted(taps), 50))}, worst ${ms(Math.max(...taps))} of ${taps.length} taps (target ≤ 200 ms)`,
    ]);
    const api = await apiTimes(big);
    rows.push([
      `gallery query at ${SIZE.projects} projects (API)`,
      `first read p50 ${ms(percentile(sorted(api.first), 50))}, p95 ${ms(percentile(sorted(api.first), 95))}; again (kept) p50 ${ms(percentile(sorted(api.again), 50))} (${api.first.length} choices)`,
    ]);
    const busy = busyReason(window.end(), 1500);
    if (busy) rows.push(['machine', `busy during the rows above: ${busy}`]);
    const [lh] = await lighthouseMobile([['project', PROJECT, LOADING_MS.project]], big.url);
    rows.push([
      'Lighthouse mobile, project page with credits and facts',
      `performance ${lh!.performance} (target ≥ 95), TBT ${ms(lh!.tbt)} (target ≤ 150 ms), LCP ${(lh!.lcp / 1000).toFixed(1)} s; median of ${LIGHTHOUSE_RUNS}${lh!.busy ? `; not comparable: ${lh!.busy}` : ''}`,
    ]);
  } finally {
    await browser.close();
    await Promise.all([demo.stop(), big.stop()]);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('The site at 300 projects beside the demo (targets beside each figure)\n');
  console.log(table(await galleryScale()));
}
