// `npm run bench:web [-- --runs N]`: Lighthouse (npm `lighthouse`, Debian's Chromium) on the four
// public route kinds of the built app served by the embedded backend with the demo content,
// mobile and desktop, N runs each (default 3), and a table of medians with issue 12's targets
// beside them. 127.0.0.1 only; everything it starts is stopped.
//
// Waits: the public pages hold a loading screen for SPEC's minimum (2 s, 1 s on /WhoWeAre), so
// the trace keeps recording well past the load event (pauseAfterLoadMs) to see what comes after it.
//
// Options: --runs N; --routes home,project (names from the table); --forms mobile|desktop;
// --save DIR writes every Lighthouse report as JSON (DIR/<form>-<route>-<run>.json) to read what
// the figures are made of (largest-contentful-paint-element, network-requests, the trace's
// observed timings).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { startDemoBackend } from '../bench/demo-backend';
import { LOADING_MS } from '../src/config/constants';
import { projectPath } from '../src/features/projects/project-path';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    forms: { type: 'string' },
    save: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const picked = (list: string | undefined, name: string) =>
  !list || list.split(',').some((n) => n.trim() === name.replace(/ /g, '-') || n.trim() === name);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  transferKiB: number;
  jsKiB: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Config = typeof desktopConfig | undefined;

/** Attempts per run: Lighthouse sometimes loses the trace (NO_NAVSTART, first on a cold Chrome). */
const ATTEMPTS = 3;

/**
 * One Lighthouse run, retried when Lighthouse reports it could not measure (runtimeError): such
 * a report has no metrics and a performance score of 0, which would drag a median down.
 */
async function measure(port: number, url: string, loadingMs: number, config: Config) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        pauseAfterLoadMs: loadingMs + 2500,
        maxWaitForLoad: 60_000,
      },
      config,
    );
    const lhr = result!.lhr;
    if (!lhr.runtimeError) return lhr;
    console.error(
      `${url}: Lighthouse could not measure (${lhr.runtimeError.code}), attempt ${attempt} of ${ATTEMPTS}`,
    );
    if (attempt === ATTEMPTS)
      throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${lhr.runtimeError.message}`);
  }
}

async function main() {
  const backend = await startDemoBackend();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const base = backend.url.replace('localhost', '127.0.0.1');
    const project = (
      await backend.db.pg.query<{ title: string; subtitle: string }>(
        'select title, subtitle from public."Project" order by id limit 1',
      )
    ).rows[0]!;
    const routes: [string, string, number][] = [
      ['home', '/', LOADING_MS.home],
      ['gallery', '/ProjectsGallery', LOADING_MS.projectsGallery],
      ['project', projectPath(project), LOADING_MS.project],
      ['who we are', '/WhoWeAre', LOADING_MS.whoWeAre],
    ];
    const rows: string[][] = [];
    for (const [formFactor, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ] as const) {
      if (!picked(values.forms, formFactor)) continue;
      for (const [name, route, loadingMs] of routes) {
        if (!picked(values.routes, name)) continue;
        const runs: Figures[] = [];
        for (let i = 0; i < RUNS; i++) {
          const lhr = await measure(chrome.port, base + route, loadingMs, config);
          if (values.save) {
            await mkdir(values.save, { recursive: true });
            const file = `${formFactor}-${name.replace(/ /g, '-')}-${i + 1}.json`;
            await writeFile(path.join(values.save, file), JSON.stringify(lhr));
          }
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          const scripts = (
            lhr.audits['resource-summary']?.details as {
              items?: { resourceType: string; transferSize: number }[];
            }
          )?.items?.find((i) => i.resourceType === 'script');
          runs.push({
            performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
            lcp: audit('largest-contentful-paint'),
            cls: audit('cumulative-layout-shift'),
            tbt: audit('total-blocking-time'),
            fcp: audit('first-contentful-paint'),
            transferKiB: audit('total-byte-weight') / 1024,
            jsKiB: (scripts?.transferSize ?? NaN) / 1024,
          });
        }
        const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
        const lcpTarget = loadingMs + 150;
        const perfOk = formFactor === 'desktop' || m('performance') >= 95;
        rows.push([
          formFactor,
          name,
          `${m('performance')}${perfOk ? '' : ' (<95)'}`,
          `${m('accessibility')}`,
          `${(m('fcp') / 1000).toFixed(2)} s`,
          `${(m('lcp') / 1000).toFixed(2)} s${m('lcp') <= lcpTarget ? '' : ` (>${(lcpTarget / 1000).toFixed(2)})`}`,
          `${m('cls').toFixed(3)}${m('cls') === 0 ? '' : ' (>0)'}`,
          `${Math.round(m('tbt'))} ms`,
          `${m('transferKiB').toFixed(0)} KiB`,
          `${m('jsKiB').toFixed(0)} KiB`,
        ]);
      }
    }
    const header = ['form', 'route', 'perf', 'a11y', 'FCP', 'LCP', 'CLS', 'TBT', 'transfer', 'JS'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
    console.log(
      `Lighthouse ${RUNS > 1 ? `medians of ${RUNS} runs` : '1 run'} on the embedded backend (demo content), Chromium ${CHROME}`,
    );
    console.log(
      'Targets: mobile performance >= 95, CLS 0, LCP <= loading-screen end + 150 ms (home/gallery/project 2.15 s, WhoWeAre 1.15 s); marked in brackets when missed.\n',
    );
    console.log(line(header));
    for (const row of rows) console.log(line(row));
  } finally {
    await chrome.kill();
    await backend.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
