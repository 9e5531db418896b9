// bench:web's verdicts, kept apart from Lighthouse so they can be checked on made-up figures:
// medians, how many runs were comparable, and each route against the reference pages measured in
// the same run (references.ts). A machine that inflates the site's figures inflates the
// references' too, so the site's figures beside theirs — the ratio, and what the site adds on top
// — say what the site costs whatever the machine.

/** The figures a comparison needs from one run. */
export interface RunFigures {
  /** Lighthouse's total blocking time, ms. */
  tbt: number;
  /** TBT estimated from the tasks' CPU time instead of their length (scripts/trace-cpu.ts), ms. */
  cpuTbt: number;
  /** Lighthouse's main-thread time on its simulated phone (script + style & layout + other), ms. */
  mainThread: number;
  /** The page's main-thread CPU time on this machine (the trace's `tdur`), ms. */
  mainCpu: number;
  /** Why the run is not comparable, or null. */
  busy: string | null;
}

/**
 * A route is flagged, whatever the machine, on what the machine stretches least: CPU time.
 * - Its main thread needs more than CPU_RATIO_LIMIT times the video reference's CPU time in the
 *   same runs. A page built by script needs more than a page with no script at all: measured on
 *   a busy two-core machine, the eight public pages needed 2.9–3.8× the reference's (a page's
 *   ratio moved by about ±0.4 from run to run) while their own work stayed far inside the budget.
 *   5× is past that spread, and means a route doing about a third more main-thread work than the
 *   heaviest one does now.
 * - Or its tasks' CPU time alone would block Lighthouse's phone for more than the TBT target:
 *   that much is the page's own work, not the machine's waiting.
 * What its TBT adds to the reference's is printed beside them but flags nothing: a busy or
 * GPU-less machine stretches a page's many tasks more than a static page's few, so that
 * difference still moves with the machine (from 0 to +1,000 ms for the same page on a loaded one).
 */
export const CPU_RATIO_LIMIT = 5;
export const CPU_TBT_LIMIT_MS = 150;

export const median = (values: number[]): number => {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!finite.length) return NaN;
  const middle = Math.floor(finite.length / 2);
  return finite.length % 2 ? finite[middle]! : (finite[middle - 1]! + finite[middle]!) / 2;
};

/**
 * The runs a median is taken over: the comparable ones when there are any (a busy run's figures
 * are the machine's), else all of them (and the table says none was comparable).
 */
export function medianBasis<T extends Pick<RunFigures, 'busy'>>(runs: T[]): T[] {
  const comparable = runs.filter((r) => r.busy === null);
  return comparable.length ? comparable : runs;
}

/** The medians of a list of runs, and how many of them were comparable. */
export function summarise(runs: RunFigures[]) {
  const basis = medianBasis(runs);
  return {
    tbt: median(basis.map((r) => r.tbt)),
    cpuTbt: median(basis.map((r) => r.cpuTbt)),
    mainThread: median(basis.map((r) => r.mainThread)),
    mainCpu: median(basis.map((r) => r.mainCpu)),
    comparable: runs.filter((r) => r.busy === null).length,
    runs: runs.length,
  };
}

export interface ReferenceComparison {
  /** The route's figure over the reference's. */
  tbtRatio: number;
  mainThreadRatio: number;
  cpuRatio: number;
  /** What the route's TBT adds to the reference's, ms (negative when it blocks less). */
  tbtOver: number;
  /** Why the route needs far more main thread than its reference, or null. */
  flag: string | null;
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : a > 0 ? Infinity : 1);

/** A route's medians beside the reference's medians from the same runs. */
export function compareWithReference(
  route: Omit<RunFigures, 'busy'>,
  reference: Omit<RunFigures, 'busy'>,
): ReferenceComparison {
  const cpuRatio = ratio(route.mainCpu, reference.mainCpu);
  const reasons: string[] = [];
  if (cpuRatio > CPU_RATIO_LIMIT)
    reasons.push(`main-thread CPU ${cpuRatio.toFixed(1)}× the reference's (> ${CPU_RATIO_LIMIT}×)`);
  if (route.cpuTbt > CPU_TBT_LIMIT_MS)
    reasons.push(`its own CPU would block the phone ${Math.round(route.cpuTbt)} ms (> ${CPU_TBT_LIMIT_MS})`);
  return {
    tbtRatio: ratio(route.tbt, reference.tbt),
    mainThreadRatio: ratio(route.mainThread, reference.mainThread),
    cpuRatio,
    tbtOver: route.tbt - reference.tbt,
    flag: reasons.length ? reasons.join('; ') : null,
  };
}

/** '1.8×', or '—' when the reference measured nothing to divide by. */
export const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)}×` : '—');
