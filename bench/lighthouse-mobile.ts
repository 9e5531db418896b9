// Lighthouse mobile on the routes of bench:media: the median of a few runs per route, and why a
// run was not comparable with an idle machine's.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { busyReason, startLoadWindow } from '../scripts/machine-load';

/** Lighthouse runs per route in this bench: the median is printed. */
export const LIGHTHOUSE_RUNS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse mobile (its default), LIGHTHOUSE_RUNS times per route: the median performance score,
 * LCP and total blocking time, and why a run was not comparable with an idle machine's (scripts/machine-load.ts:
 * other programs' CPU, Lighthouse's benchmarkIndex), if one was not.
 */
export async function lighthouseMobile(routes: [string, string, number][], base: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const out: {
      name: string;
      performance: number;
      lcp: number;
      tbt: number;
      cls: number;
      busy: string | null;
    }[] = [];
    for (const [name, route, loadingMs] of routes) {
      const performance: number[] = [];
      const lcp: number[] = [];
      const tbt: number[] = [];
      const cls: number[] = [];
      let busy: string | null = null;
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const window = startLoadWindow();
        // Lighthouse sometimes loses the trace (NO_NAVSTART, first on a cold Chrome): such a report
        // has no figures, so the run is made again (as bench-web does), up to three times.
        let lhr;
        for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError); attempt++)
          lhr = (
            await lighthouse(base + route, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              pauseAfterLoadMs: loadingMs + 2500,
              maxWaitForLoad: 60_000,
            })
          )?.lhr;
        performance.push(
          lhr?.runtimeError ? NaN : Math.round((lhr?.categories.performance?.score ?? 0) * 100),
        );
        lcp.push(lhr?.audits['largest-contentful-paint']?.numericValue ?? NaN);
        tbt.push(lhr?.audits['total-blocking-time']?.numericValue ?? NaN);
        cls.push(lhr?.audits['cumulative-layout-shift']?.numericValue ?? NaN);
        busy ??= busyReason(window.end(), lhr?.environment.benchmarkIndex ?? 0);
      }
      out.push({
        name,
        performance: median(performance),
        lcp: median(lcp),
        tbt: median(tbt),
        cls: median(cls),
        busy,
      });
    }
    return out;
  } finally {
    chrome.kill();
  }
}
