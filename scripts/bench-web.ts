// `npm run bench:web [-- --runs N]`: Lighthouse (npm `lighthouse`, Debian's Chromium) on the four
// public route kinds (Spanish and English) of the built app served by the embedded backend with
// the demo content, mobile and desktop, N runs each (default 3), and in every run, first, two
// reference pages from the same server (scripts/bench-web/references.ts): a static page with the
// home page's hero image, and the same with the looping studio reel. Each run prints a line as it
// ends (benchmarkIndex, TBT, main-thread time by kind and its CPU time, how long Chromium's
// renderer waited for a core and how many pages it read from disk, what other programs used
// meanwhile) and, under it, each long main-thread task split into own CPU and waiting with what
// ran meanwhile (scripts/bench-web/trace-wait.ts). Then a table of medians with the targets, each
// route beside the video reference (what it adds to its TBT, its main thread and CPU as ratios)
// and flagged when it needs far more than the reference (scripts/bench-web/compare.ts), and the
// Chromium version. With the project page among the routes, last, how long its loading screen
// stays up after the data arrived, beside a plain timer's (scripts/bench-web/loading-hold.ts).
// 127.0.0.1 only; everything it starts is stopped.
//
// Comparable runs: Lighthouse's phone is a simulation that multiplies the page's observed
// main-thread time by 4, so a run beside a busy neighbour reports a slower phone. A run counts as
// comparable only when other programs kept at most BUSY_CORES cores busy during it
// (scripts/machine-load.ts) and the benchmarkIndex is at least MIN_BENCHMARK_INDEX; medians are
// taken over the comparable runs when there are any, and the table says how many there were.
// The references answer what comparability cannot: a machine that is quiet but slow in other
// ways (no GPU, a cold disk) slows them as much as the site.
//
// Waits: the public pages hold a loading screen for SPEC's minimum (2 s, 1 s on /WhoWeAre), so
// the trace keeps recording well past the load event (pauseAfterLoadMs) to see what comes after it.
//
// Options: --runs N; --routes home,project (names from the table; the references are always measured);
// --forms mobile|desktop; --wait-idle S: before each run, wait up to S seconds for 2 quiet
// seconds; --no-references; --cold: before each run, empty the system's page cache (root) and
// start a new Chromium on it, as on a freshly started machine; --chrome-flags "…": instead of --disable-gpu (e.g.
// "--enable-gpu-rasterization --enable-unsafe-swiftshader" to rasterise through SwiftShader);
// --trace-categories "mojom,toplevel": more trace categories (IPC messages, every task's origin);
// --save DIR writes every Lighthouse report and its trace as JSON
// (DIR/<form>-<page>-<run>.json and .trace.json).
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { desktopConfig } from 'lighthouse';
import { startDemoBackend } from '../bench/demo-backend';
import { DIST_DIR } from '../server/config/build-output';
import { LOADING_MS } from '../core/constants';
import { projectPath } from '../core/addresses/project-path';
import { pathIn } from '../core/i18n/lang';
import { projectPathIn } from '../core/i18n/localized-text';
import type { Project } from '../core/database-shapes';
import { CPU_RATIO_LIMIT, CPU_TBT_LIMIT_MS } from './bench-web/compare';
import { figures, measure, type Config, type Figures } from './bench-web/lighthouse-run';
import { printLoadingHold } from './bench-web/loading-hold';
import { siteWithReferences } from './bench-web/references';
import { HEADER, TARGET, ms, printTable, seconds, tableRow } from './bench-web/table';
import { BUSY_CORES, MIN_BENCHMARK_INDEX, busyReason, startLoadWindow, waitForQuiet } from './machine-load';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    forms: { type: 'string' },
    save: { type: 'string' },
    'wait-idle': { type: 'string', default: '0' },
    'no-references': { type: 'boolean', default: false },
    cold: { type: 'boolean', default: false },
    'chrome-flags': { type: 'string', default: '--disable-gpu' },
    'trace-categories': { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const WAIT_IDLE_MS = Number(values['wait-idle']) * 1000;
const picked = (list: string | undefined, name: string) =>
  !list || list.split(',').some((n) => n.trim() === name.replace(/ /g, '-') || n.trim() === name);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Empties the system's page cache, as on a machine just started (needs root). */
function dropCaches(): void {
  execFileSync('sh', ['-c', 'sync && echo 3 > /proc/sys/vm/drop_caches']);
}

interface Page {
  name: string;
  path: string;
  /** How long Lighthouse keeps tracing after the load event. */
  pauseMs: number;
}

function runLine(form: string, page: string, i: number, run: Figures, others: string): string {
  const kernel = run.threads?.rendererMain;
  return (
    `${form} ${page} run ${i + 1}: benchmarkIndex ${Math.round(run.benchmarkIndex)}, ` +
    `TBT ${ms(run.tbt)} (from CPU time ~${ms(run.cpuTbt)}), perf ${run.performance}, ` +
    `main thread ${ms(run.script)} script / ${ms(run.styleLayout)} style & layout / ${ms(run.other)} other ` +
    `(on this machine ${ms(run.mainCpu)} CPU), ${run.frames} frames drawn` +
    (kernel
      ? `; over the whole run (Lighthouse's own gathering included) the renderer's main thread waited ` +
        `${ms(kernel.runQueueMs)} for a core and read ${kernel.majorFaults} pages from disk ` +
        `(all of Chromium: ${ms(run.threads!.all.runQueueMs)}, ${run.threads!.all.majorFaults}); ` +
        `Chromium's CPU ${ms(run.threads!.all.cpuMs)}: ` +
        run
          .threads!.cpuByThread.slice(0, 5)
          .map((t) => `${t.name} ${ms(t.cpuMs)}`)
          .join(', ')
      : '') +
    `; ${others}: ${run.busy ? `NOT comparable (${run.busy})` : 'comparable'}` +
    run.longTasks.map((t) => `\n    ${t}`).join('')
  );
}

async function main() {
  const site = await siteWithReferences(DIST_DIR);
  const backend = await startDemoBackend({ appDir: site.root });
  const launch = () =>
    chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: ['--headless=new', '--no-sandbox', ...values['chrome-flags'].split(/\s+/).filter(Boolean)],
    });
  let chrome = await launch();
  const version = execFileSync(CHROME, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  try {
    const base = backend.url.replace('localhost', '127.0.0.1');
    const project = (await backend.db.pg.query<Project>('select * from public."Project" order by id limit 1'))
      .rows[0]!;
    const spanish: Page[] = [
      { name: 'home', path: '/', pauseMs: LOADING_MS.home },
      { name: 'gallery', path: '/ProjectsGallery', pauseMs: LOADING_MS.projectsGallery },
      { name: 'project', path: projectPath(project), pauseMs: LOADING_MS.project },
      { name: 'who we are', path: '/WhoWeAre', pauseMs: LOADING_MS.whoWeAre },
    ];
    // Each page in English too: the same page plus the English catalogue's chunk.
    const english = spanish.map((p) => ({
      ...p,
      name: `${p.name} en`,
      path: p.name === 'project' ? projectPathIn('en', project) : pathIn('en', p.path),
    }));
    const references: Page[] = values['no-references']
      ? []
      : (await site.addReferences(await (await fetch(`${base}/`)).text())).map((r) => ({ ...r, pauseMs: 0 }));
    const pages = [...references, ...spanish, ...english]
      .filter((p) => p.name.startsWith('ref ') || picked(values.routes, p.name))
      .map((p) => ({ ...p, pauseMs: p.pauseMs + 2500 }));
    console.log(
      `Lighthouse on the embedded backend (demo content), ${CHROME} (${values['chrome-flags']}), ${RUNS} run(s) per page` +
        `${values.cold ? ', page cache emptied before each run' : ''}.\n` +
        `A run is comparable when other programs kept <= ${BUSY_CORES} cores busy during it ` +
        `(/proc/stat minus this bench's processes) and Lighthouse's benchmarkIndex >= ${MIN_BENCHMARK_INDEX}.\n` +
        "Main thread: time on the simulated phone (4x the observed), split as script / style & layout / other; main CPU: the CPU time of the page's main thread on this machine.\n" +
        "TBT from CPU: an estimate from the tasks' CPU time instead of their length (scripts/trace-cpu.ts), which a busy machine inflates less.\n" +
        'ref image / ref video: a static page with the home hero image, and with the looping reel, measured in every run beside the routes.\n',
    );
    const results = new Map<string, Figures[]>();
    for (const [form, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ] as [string, Config][]) {
      if (!picked(values.forms, form)) continue;
      // Runs outside, pages inside: each round measures the references and the routes under the
      // same conditions, one after the other.
      for (let i = 0; i < RUNS; i++) {
        for (const page of pages) {
          if (WAIT_IDLE_MS > 0) await waitForQuiet(WAIT_IDLE_MS);
          if (values.cold) {
            // A Chromium already running keeps its code in memory: start a new one on the
            // emptied cache, as a freshly started machine would.
            await chrome.kill();
            dropCaches();
            chrome = await launch();
          }
          const window = startLoadWindow();
          const result = await measure(
            chrome,
            base + page.path,
            page.pauseMs,
            config,
            values['trace-categories'],
          );
          const load = window.end();
          if (values.save) {
            await mkdir(values.save, { recursive: true });
            const file = `${form}-${page.name.replace(/ /g, '-')}-${i + 1}`;
            await writeFile(path.join(values.save, `${file}.json`), JSON.stringify(result.lhr));
            await writeFile(path.join(values.save, `${file}.trace.json`), JSON.stringify(result.trace));
          }
          const run = figures(result, (index) => busyReason(load, index));
          const key = `${form}\n${page.name}`;
          results.set(key, [...(results.get(key) ?? []), run]);
          const others = `others ${load.otherCores === null ? '?' : load.otherCores.toFixed(2)} cores, load average ${load.loadAverage.toFixed(2)}`;
          console.log(runLine(form, page.name, i, run, others));
        }
      }
    }
    const verdicts = { busy: [] as string[], flagged: [] as string[] };
    const rows = [...results].map(([key, runs]) => {
      const [form, page] = key.split('\n') as [string, string];
      return tableRow(form, page, runs, results.get(`${form}\nref video`) ?? null, verdicts);
    });
    console.log(
      `\n${version}. ${RUNS > 1 ? `Medians of ${RUNS} runs (of the comparable ones when there are any)` : '1 run'}. ` +
        `Targets (mobile): performance >= ${TARGET.performance}, TBT <= ${TARGET.tbtMs} ms, LCP <= ${seconds(TARGET.lcpMs)}, ` +
        `CLS ${TARGET.cls}; marked in brackets when missed.\n` +
        `vs ref video: the route's TBT minus the video reference's, and its main thread and main CPU as multiples of the reference's; ` +
        `FLAGGED, whatever the machine, beyond ${CPU_RATIO_LIMIT}x the reference's main-thread CPU or a TBT from CPU over ${CPU_TBT_LIMIT_MS} ms.\n`,
    );
    printTable(HEADER, rows);
    if (verdicts.flagged.length)
      console.log(`\nFLAGGED against the reference: ${verdicts.flagged.join('; ')}.`);
    console.log(
      verdicts.busy.length
        ? `\nNOT COMPARABLE with an idle machine's figures: ${verdicts.busy.join('; ')}. Run again when the machine is idle (--wait-idle 120 waits for quiet moments).`
        : '\nEvery run was taken on a quiet machine: the figures are comparable.',
    );
    if (picked(values.routes, 'project'))
      await printLoadingHold(
        [{ name: 'project', url: base + projectPath(project), holdMs: LOADING_MS.project }],
        RUNS,
      );
  } finally {
    await chrome.kill();
    await backend.stop();
    await site.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
