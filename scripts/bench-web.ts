// `npm run bench:web [-- --runs N]`: Lighthouse (npm `lighthouse`, Debian's Chromium) on the four
// public route kinds of the built app served by the embedded backend with the demo content,
// mobile and desktop, N runs each (default 3). Each run prints a line as it ends (Lighthouse's
// benchmarkIndex, TBT, the main-thread time by kind, what other programs used meanwhile); then
// a table of medians with the targets beside them. 127.0.0.1 only; everything it starts is stopped.
//
// Comparable runs: Lighthouse's phone is a simulation that multiplies the page's
// observed main-thread time by 4, so a run beside a busy neighbour reports a slower phone. A run
// counts as comparable only when other programs kept at most BUSY_CORES cores busy during it
// (scripts/machine-load.ts: /proc/stat minus this process tree) and the benchmarkIndex is at least
// MIN_BENCHMARK_INDEX; the table says how many of its runs were, and the figures of a route with
// a busy run are marked as not comparable.
//
// Waits: the public pages hold a loading screen for SPEC's minimum (2 s, 1 s on /WhoWeAre), so
// the trace keeps recording well past the load event (pauseAfterLoadMs) to see what comes after it.
//
// Options: --runs N; --routes home,project (names from the table); --forms mobile|desktop;
// --wait-idle S: before each run, wait up to S seconds for 2 quiet seconds;
// --save DIR writes every Lighthouse report and its trace as JSON (DIR/<form>-<route>-<run>.json
// and .trace.json) to read what the figures are made of (largest-contentful-paint-element,
// network-requests, long-tasks, the trace's tasks).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { startDemoBackend } from '../bench/demo-backend';
import { LOADING_MS } from '../core/constants';
import { projectPath } from '../core/addresses/project-path';
import { pathIn } from '../core/i18n/lang';
import { projectPathIn } from '../core/i18n/localized-text';
import type { Project } from '../core/database-shapes';
import { BUSY_CORES, MIN_BENCHMARK_INDEX, busyReason, startLoadWindow, waitForQuiet } from './machine-load';
import { cpuBlockingTime } from './trace-cpu';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    forms: { type: 'string' },
    save: { type: 'string' },
    'wait-idle': { type: 'string', default: '0' },
  },
});
const RUNS = Number(values.runs);
const WAIT_IDLE_MS = Number(values['wait-idle']) * 1000;
const picked = (list: string | undefined, name: string) =>
  !list || list.split(',').some((n) => n.trim() === name.replace(/ /g, '-') || n.trim() === name);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The page-speed targets (mobile); LCP and CLS hold on desktop too. */
const TARGET = { performance: 95, tbtMs: 150, lcpMs: 2500, cls: 0 };

interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  transferKiB: number;
  jsKiB: number;
  benchmarkIndex: number;
  /** TBT estimated from the tasks' CPU time (scripts/trace-cpu.ts): what a busy machine inflates less. */
  cpuTbt: number;
  /** Main-thread time on Lighthouse's (simulated) phone, ms: script, style & layout, the rest. */
  script: number;
  styleLayout: number;
  other: number;
  busy: string | null;
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
    if (!lhr.runtimeError) return { lhr, trace: result!.artifacts.Trace };
    console.error(
      `${url}: Lighthouse could not measure (${lhr.runtimeError.code}), attempt ${attempt} of ${ATTEMPTS}`,
    );
    if (attempt === ATTEMPTS)
      throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${lhr.runtimeError.message}`);
  }
}

type Report = Awaited<ReturnType<typeof measure>>['lhr'];

/** mainthread-work-breakdown's groups, in three: script, style & layout, everything else. */
function mainThread(lhr: Report): Pick<Figures, 'script' | 'styleLayout' | 'other'> {
  const items =
    (lhr.audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] })
      ?.items ?? [];
  const sum = (groups: string[]) =>
    items.filter((i) => groups.includes(i.group)).reduce((total, i) => total + i.duration, 0);
  const script = sum(['scriptEvaluation', 'scriptParseCompile', 'garbageCollection']);
  const styleLayout = sum(['styleLayout']);
  return { script, styleLayout, other: sum(items.map((i) => i.group)) - script - styleLayout };
}

type Trace = Awaited<ReturnType<typeof measure>>['trace'];

function figures(lhr: Report, trace: Trace, busy: (benchmarkIndex: number) => string | null): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items?.find((i) => i.resourceType === 'script');
  const benchmarkIndex = lhr.environment.benchmarkIndex;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    transferKiB: audit('total-byte-weight') / 1024,
    jsKiB: (scripts?.transferSize ?? NaN) / 1024,
    benchmarkIndex,
    cpuTbt: cpuBlockingTime(trace as unknown as Parameters<typeof cpuBlockingTime>[0]),
    ...mainThread(lhr),
    busy: busy(benchmarkIndex),
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** Prints rows as columns, each as wide as its widest cell. */
function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

async function main() {
  const backend = await startDemoBackend();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const base = backend.url.replace('localhost', '127.0.0.1');
    const project = (await backend.db.pg.query<Project>('select * from public."Project" order by id limit 1'))
      .rows[0]!;
    const spanish: [string, string, number][] = [
      ['home', '/', LOADING_MS.home],
      ['gallery', '/ProjectsGallery', LOADING_MS.projectsGallery],
      ['project', projectPath(project), LOADING_MS.project],
      ['who we are', '/WhoWeAre', LOADING_MS.whoWeAre],
    ];
    // Each page in English too: the same page plus the English catalogue's chunk.
    const routes: [string, string, number][] = [
      ...spanish,
      ...spanish.map(([name, route, ms]): [string, string, number] => [
        `${name} en`,
        name === 'project' ? projectPathIn('en', project) : pathIn('en', route),
        ms,
      ]),
    ];
    console.log(
      `Lighthouse on the embedded backend (demo content), Chromium ${CHROME}, ${RUNS} run(s) per route.\n` +
        `A run is comparable when other programs kept <= ${BUSY_CORES} cores busy during it ` +
        `(/proc/stat minus this bench's processes) and Lighthouse's benchmarkIndex >= ${MIN_BENCHMARK_INDEX}.\n` +
        'Main thread: time on the simulated phone (4x the observed), split as script / style & layout / other.\n' +
        "TBT from CPU: an estimate from the tasks' CPU time instead of their length (scripts/trace-cpu.ts), which a busy machine inflates less; for comparing runs, not for the targets.\n",
    );
    const rows: string[][] = [];
    const verdicts: string[] = [];
    for (const [formFactor, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ] as const) {
      if (!picked(values.forms, formFactor)) continue;
      for (const [name, route, loadingMs] of routes) {
        if (!picked(values.routes, name)) continue;
        const runs: Figures[] = [];
        for (let i = 0; i < RUNS; i++) {
          if (WAIT_IDLE_MS > 0) await waitForQuiet(WAIT_IDLE_MS);
          const window = startLoadWindow();
          const { lhr, trace } = await measure(chrome.port, base + route, loadingMs, config);
          const load = window.end();
          if (values.save) {
            await mkdir(values.save, { recursive: true });
            const file = `${formFactor}-${name.replace(/ /g, '-')}-${i + 1}`;
            await writeFile(path.join(values.save, `${file}.json`), JSON.stringify(lhr));
            await writeFile(path.join(values.save, `${file}.trace.json`), JSON.stringify(trace));
          }
          const run = figures(lhr, trace, (index) => busyReason(load, index));
          runs.push(run);
          console.log(
            `${formFactor} ${name} run ${i + 1}: benchmarkIndex ${Math.round(run.benchmarkIndex)}, ` +
              `TBT ${ms(run.tbt)} (from CPU time ~${ms(run.cpuTbt)}), perf ${run.performance}, ` +
              `main thread ${ms(run.script)} script / ${ms(run.styleLayout)} style & layout / ${ms(run.other)} other; ` +
              `others ${load.otherCores === null ? '?' : load.otherCores.toFixed(2)} cores, load average ${load.loadAverage.toFixed(2)}: ` +
              (run.busy ? `NOT comparable (${run.busy})` : 'comparable'),
          );
        }
        const m = (key: Exclude<keyof Figures, 'busy'>) => median(runs.map((r) => r[key]));
        const mobile = formFactor === 'mobile';
        const miss = (missed: boolean, target: string) => (missed ? ` (${target})` : '');
        const busyRuns = runs.filter((r) => r.busy).length;
        if (busyRuns)
          verdicts.push(`${formFactor} ${name}: ${busyRuns} of ${runs.length} runs on a busy machine`);
        rows.push([
          formFactor,
          name,
          `${Math.round(m('benchmarkIndex'))}`,
          `${m('performance')}${miss(mobile && m('performance') < TARGET.performance, `<${TARGET.performance}`)}`,
          `${m('accessibility')}`,
          seconds(m('fcp')),
          `${seconds(m('lcp'))}${miss(m('lcp') > TARGET.lcpMs, `>${seconds(TARGET.lcpMs)}`)}`,
          `${m('cls').toFixed(3)}${miss(m('cls') > TARGET.cls, '>0')}`,
          `${ms(m('tbt'))}${miss(mobile && m('tbt') > TARGET.tbtMs, `>${TARGET.tbtMs}`)}`,
          mobile ? `~${ms(m('cpuTbt'))}` : '',
          `${ms(m('script'))} / ${ms(m('styleLayout'))} / ${ms(m('other'))}`,
          `${m('transferKiB').toFixed(0)} KiB`,
          `${m('jsKiB').toFixed(0)} KiB`,
          busyRuns ? `NO (${busyRuns}/${runs.length} busy)` : `yes (${runs.length}/${runs.length})`,
        ]);
      }
    }
    console.log(
      `\n${RUNS > 1 ? `Medians of ${RUNS} runs` : '1 run'}. Targets (mobile): performance >= ${TARGET.performance}, ` +
        `TBT <= ${TARGET.tbtMs} ms, LCP <= ${seconds(TARGET.lcpMs)}, CLS ${TARGET.cls}; marked in brackets when missed.\n`,
    );
    printTable(
      [
        'form',
        'route',
        'bench idx',
        'perf',
        'a11y',
        'FCP',
        'LCP',
        'CLS',
        'TBT',
        'TBT from CPU',
        'main thread: script / style & layout / other',
        'transfer',
        'JS',
        'comparable',
      ],
      rows,
    );
    console.log(
      verdicts.length
        ? `\nNOT COMPARABLE with an idle machine's figures: ${verdicts.join('; ')}. Run again when the machine is idle (--wait-idle 120 waits for quiet moments).`
        : '\nEvery run was taken on a quiet machine: the figures are comparable.',
    );
  } finally {
    await chrome.kill();
    await backend.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
