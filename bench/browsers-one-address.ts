// Real browsers behind one address: 20 Chromium profiles (each its own keep-alive connections,
// up to 6) visit the home, the gallery and /WhoWeAre at once from 127.0.0.1, against the default
// limits (1024 connections, 16 held per address); then again with every core kept busy by other
// processes. One profile alone first, 3 times over: its page time is the reference. A request is
// lost when Chromium reports it failed or it is turned away (429, 5xx); the visit counter's
// background calls refused by the per-address function budget are counted apart. Before, the
// per-address share closed idle connections Chromium was about to reuse and 20 phones lost 7 of
// 512 requests (quiet) and 34 of 506 (busy). Targets: 0 lost, quiet and busy; page times shown
// for what they cost beside the reference (the busy run shares two cores with the burners).
//
// Alone: `npx tsx bench/browsers-one-address.ts` (needs dist/ built: `npm run build`, and Chromium).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMIT_DEFAULTS, perAddressShare } from '../server/config/limits';
import { launchBrowser } from '../harness/browser';
import { burnCpu, visitFromOneAddress, type BrowserVisits } from '../harness/browsers-one-address';
import { startDemoBackend } from './demo-backend';
import { percentile, table } from './load';

const BROWSERS = 20;

function row(run: BrowserVisits): string {
  const sorted = [...run.pageMs].sort((a, b) => a - b);
  const lost = run.failed.length;
  const counts = new Map<string, number>();
  for (const f of run.failed) {
    const what = `${f.error} ${new URL(f.url).pathname.slice(0, 50)}`;
    counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  const reasons = [...counts].map(([what, n]) => `${n}× ${what}`).join('; ');
  const background = run.refusedInBackground.length;
  return `${run.requests} requests, ${lost} lost${reasons ? ` (${reasons})` : ''}  ${lost === 0 ? 'ok' : 'MISSED'} (target: 0 lost); page p50 / p99 ${(percentile(sorted, 50) / 1000).toFixed(1)} s / ${(percentile(sorted, 99) / 1000).toFixed(1)} s; ${background} visit counts refused by the per-address budget`;
}

export async function browsersOneAddress(): Promise<[string, string][]> {
  const backend = await startDemoBackend({
    maxConnectionsPerAddress: perAddressShare(LIMIT_DEFAULTS.maxConnections),
  });
  const browser = await launchBrowser();
  try {
    const base = `http://127.0.0.1:${backend.port}`;
    // Warm: the pages' caches filled once, as on a site that has been up a while.
    await visitFromOneAddress(browser, base, 1);
    const alone: BrowserVisits = { requests: 0, failed: [], refusedInBackground: [], pageMs: [] };
    for (let i = 0; i < 3; i++) {
      const run = await visitFromOneAddress(browser, base, 1);
      alone.requests += run.requests;
      alone.failed.push(...run.failed);
      alone.refusedInBackground.push(...run.refusedInBackground);
      alone.pageMs.push(...run.pageMs);
    }
    const quiet = await visitFromOneAddress(browser, base, BROWSERS);
    const stop = burnCpu();
    const busy = await visitFromOneAddress(browser, base, BROWSERS).finally(stop);
    return [
      ['one browser alone, 3 visits (reference)', row(alone)],
      [`${BROWSERS} browsers from one address at once`, row(quiet)],
      [`${BROWSERS} browsers from one address, every core busy`, row(busy)],
    ];
  } finally {
    await browser.close();
    await backend.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log('\nReal browsers behind one address (targets beside each figure)\n');
  browsersOneAddress()
    .then((rows) => console.log(table(rows)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
