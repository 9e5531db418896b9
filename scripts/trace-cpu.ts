// A load-robust second opinion on total blocking time, from a Lighthouse trace. TBT is
// computed from the wall-clock length of the page's main-thread tasks, and on a busy machine a task
// is longer by the time the system ran others instead: the same page reports three times the TBT.
// Trace events also carry the thread's CPU time (`tdur`), which waiting for a core does not count.
// This sums, over the main-thread tasks after the first contentful paint, what each would block on
// Lighthouse's phone (4 × its CPU time, less 50 ms). It leaves out what CPU time cannot see (a task
// waiting on another thread, e.g. a commit waiting for the compositor) and Lighthouse's own
// rescheduling, so it ranks and compares runs; it is not the figure the targets are about.

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { frame?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/** Lighthouse's simulated phone: 4× slower processor; a task blocks beyond 50 ms. */
const SLOWDOWN = 4;
const BLOCKING_AFTER_MS = 50;

/** Estimated TBT in ms from the CPU time of the page's main-thread tasks; NaN when the trace lacks what it needs. */
export function cpuBlockingTime(trace: { traceEvents: TraceEvent[] }): number {
  const events = trace.traceEvents;
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return NaN;
  const fcp = events.find(
    (e) => e.name === 'firstContentfulPaint' && e.args?.frame === navigation.args?.frame,
  );
  const from = fcp?.ts ?? navigation.ts;
  let blocking = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== navigation.pid || e.tid !== navigation.tid)
      continue;
    if (e.ts < from) continue;
    const cpuMs = (e.tdur ?? e.dur ?? 0) / 1000;
    blocking += Math.max(0, SLOWDOWN * cpuMs - BLOCKING_AFTER_MS);
  }
  return blocking;
}
