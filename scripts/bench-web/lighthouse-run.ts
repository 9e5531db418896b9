// One Lighthouse run of one page, and the figures bench:web keeps from it: Lighthouse's own
// (performance, TBT, LCP, CLS, main-thread time by kind), the TBT estimated from the tasks' CPU
// time (scripts/trace-cpu.ts), the page's main-thread CPU time and long tasks split into CPU and
// waiting (trace-wait.ts), and what the kernel says Chromium's threads waited for
// (chrome-threads.ts).
import lighthouse, { type desktopConfig } from 'lighthouse';
import { cpuBlockingTime } from '../trace-cpu';
import { watchChromeThreads, type ChromeThreads } from './chrome-threads';
import { describeLongTasks, findNavigation, mainThreadWaits, type Trace } from './trace-wait';

export type Config = typeof desktopConfig | undefined;

export interface Figures {
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
  /** The page's main thread on this machine: CPU time of its tasks after the navigation, ms. */
  mainCpu: number;
  /** Frames drawn after the navigation (Lighthouse's screenshots). */
  frames: number;
  /**
   * Its tasks long enough to block Lighthouse's phone (observed × the phone's slowdown > 50 ms),
   * summed and the longest described as own CPU + waiting and what ran meanwhile (trace-wait.ts).
   */
  longTasks: string[];
  /** The kernel's view of Chromium's threads during the run, null off Linux. */
  threads: ChromeThreads | null;
  busy: string | null;
}

/** Attempts per run: Lighthouse sometimes loses the trace (NO_NAVSTART, first on a cold Chrome). */
const ATTEMPTS = 3;

/**
 * One Lighthouse run, retried when Lighthouse reports it could not measure (runtimeError): such
 * a report has no metrics and a performance score of 0, which would drag a median down.
 */
export async function measure(
  chrome: { port: number; pid: number },
  url: string,
  pauseAfterLoadMs: number,
  config: Config,
  /** Trace categories beyond Lighthouse's (e.g. 'mojom,toplevel' to see IPC), comma-separated. */
  traceCategories?: string,
) {
  for (let attempt = 1; ; attempt++) {
    const threads = watchChromeThreads(chrome.pid);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        pauseAfterLoadMs,
        maxWaitForLoad: 60_000,
        additionalTraceCategories: traceCategories ?? null,
      },
      config,
    );
    const lhr = result!.lhr;
    const trace = result!.artifacts.Trace as unknown as Trace;
    const renderer = findNavigation(trace.traceEvents)?.pid ?? null;
    const kernel = threads.stop(renderer);
    if (!lhr.runtimeError) return { lhr, trace, kernel };
    console.error(
      `${url}: Lighthouse could not measure (${lhr.runtimeError.code}), attempt ${attempt} of ${ATTEMPTS}`,
    );
    if (attempt === ATTEMPTS)
      throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${lhr.runtimeError.message}`);
  }
}

type Run = Awaited<ReturnType<typeof measure>>;
type Report = Run['lhr'];

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

export function figures({ lhr, trace, kernel }: Run, busy: (benchmarkIndex: number) => string | null): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items?.find((i) => i.resourceType === 'script');
  const benchmarkIndex = lhr.environment.benchmarkIndex;
  // Lighthouse's phone stretches every observed task by its CPU slowdown (4 on mobile, 1 on
  // desktop): a task blocks it once that product passes 50 ms.
  const slowdown = lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1;
  const waits = mainThreadWaits(trace, 50 / Math.max(1, slowdown));
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    transferKiB: audit('total-byte-weight') / 1024,
    jsKiB: (scripts?.transferSize ?? 0) / 1024,
    benchmarkIndex,
    cpuTbt: cpuBlockingTime(trace),
    ...mainThread(lhr),
    mainCpu: waits?.cpuMs ?? NaN,
    frames: waits?.frames ?? NaN,
    longTasks: waits ? describeLongTasks(waits.longTasks) : [],
    threads: kernel,
    busy: busy(benchmarkIndex),
  };
}
