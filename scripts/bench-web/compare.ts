// bench:web's verdicts, kept apart from Lighthouse so they can be checked on made-up figures:
// medians, how many runs were comparable, and each route against the reference pages measured in
// the same run (references.ts). A machine that inflates the site's figures inflates the
// references' too, so the site's figures beside theirs — the ratio, and what the site adds on top
// — say what the site costs whatever the machine.

/** The figures a comparison needs from one run. */
export interface RunFigures {
  /** Lighthouse's total blocking time, ms. */
  tbt: number;
  /** Lighthouse's main-thread time on its simulated phone (script + style & layout + other), ms. */
  mainThread: number;
  /** The page's main-thread CPU time on this machine (the trace's `tdur`), ms. */
  mainCpu: number;
  /** Why the run is not comparable, or null. */
  busy: string | null;
}

/**
 * A route is flagged when, in the same run, it blocks the main thread for more than the TBT
 * budget beyond what the reference page with the same image and the looping video blocks
 * (TBT_OVER_REFERENCE_MS: the target's 150 ms is what the site may add to what any page with its
 * media costs on the machine at hand), or when its main thread needs more than
 * CPU_RATIO_LIMIT times the reference's CPU time. The CPU time is what a busy or slow machine
 * stretches least; a script-driven page needs more than a page with no script at all, and on
 * this project's kind of machine the site's pages needed 2–4× the reference's while their own
 * work stayed within budget: 6× is well past that, the mark of a page that does real extra work.
 */
export const TBT_OVER_REFERENCE_MS = 150;
export const CPU_RATIO_LIMIT = 6;

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
  route: Pick<RunFigures, 'tbt' | 'mainThread' | 'mainCpu'>,
  reference: Pick<RunFigures, 'tbt' | 'mainThread' | 'mainCpu'>,
): ReferenceComparison {
  const tbtOver = route.tbt - reference.tbt;
  const cpuRatio = ratio(route.mainCpu, reference.mainCpu);
  const reasons: string[] = [];
  if (tbtOver > TBT_OVER_REFERENCE_MS)
    reasons.push(`TBT ${Math.round(tbtOver)} ms over the reference's (> ${TBT_OVER_REFERENCE_MS})`);
  if (cpuRatio > CPU_RATIO_LIMIT)
    reasons.push(`main-thread CPU ${cpuRatio.toFixed(1)}× the reference's (> ${CPU_RATIO_LIMIT}×)`);
  return {
    tbtRatio: ratio(route.tbt, reference.tbt),
    mainThreadRatio: ratio(route.mainThread, reference.mainThread),
    cpuRatio,
    tbtOver,
    flag: reasons.length ? reasons.join('; ') : null,
  };
}

/** '1.8×', or '—' when the reference measured nothing to divide by. */
export const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)}×` : '—');
