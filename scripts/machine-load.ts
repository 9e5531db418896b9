// How much of the machine *other* programs used while bench:web measured. Lighthouse's
// mobile figures are a simulation that multiplies the page's observed main-thread time by 4, so a
// run beside a busy neighbour (a test suite, a build) reports a slower phone than there is. The
// machine's CPU time (/proc/stat) minus the CPU time of this process and every process it started
// (the embedded backend runs in it; Chromium and its renderers are its children) is what others
// took. Linux only: elsewhere the figure is unknown and no run is called comparable.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** Other programs may use at most this many cores on average during a comparable run. */
export const BUSY_CORES = 0.2;
/** Lighthouse's benchmarkIndex below this: a slower machine (or one this busy) than the project's kind (~1,700–2,800). */
export const MIN_BENCHMARK_INDEX = 1500;

/** /proc/stat and /proc/[pid]/stat count in USER_HZ, 100 per second on Linux. */
const TICKS_PER_SECOND = 100;

function machineTicks(): { busy: number; all: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already inside user/nice)
  const [user, nice, system, idle, iowait, irq, softirq, steal] = cpu as [number, ...number[]];
  const busy = user + nice! + system! + irq! + softirq! + (steal ?? 0);
  return { busy, all: busy + idle! + iowait! };
}

/** pid → parent pid and CPU ticks (own + reaped children's), for every process now alive. */
function processTable(): Map<number, { parent: number; ticks: number }> {
  const table = new Map<number, { parent: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
    table.set(Number(entry), { parent: Number(fields[1]), ticks: utime! + stime! + cutime! + cstime! });
  }
  return table;
}

/** CPU ticks of this process and all its descendants (a child that exited is in its parent's reaped time). */
function ownTicks(): number {
  const table = processTable();
  const children = new Map<number, number[]>();
  for (const [pid, { parent }] of table) children.set(parent, [...(children.get(parent) ?? []), pid]);
  let ticks = 0;
  const queue = [process.pid];
  while (queue.length) {
    const pid = queue.pop()!;
    ticks += table.get(pid)?.ticks ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return ticks;
}

export interface LoadSample {
  /** Cores other programs kept busy on average over the window; null where /proc is missing. */
  otherCores: number | null;
  /** The 1-minute load average at the end (includes this bench's own processes). */
  loadAverage: number;
}

/** Starts a measuring window; `end()` returns what others used during it. */
export function startLoadWindow(): { end: () => LoadSample } {
  let start: { machine: { busy: number; all: number }; own: number } | null = null;
  try {
    start = { machine: machineTicks(), own: ownTicks() };
  } catch {
    start = null; // no /proc
  }
  return {
    end() {
      const loadAverage = os.loadavg()[0]!;
      if (!start) return { otherCores: null, loadAverage };
      const machine = machineTicks();
      const own = ownTicks();
      const cores = os.availableParallelism();
      const seconds = (machine.all - start.machine.all) / cores / TICKS_PER_SECOND;
      const others = machine.busy - start.machine.busy - (own - start.own);
      return {
        otherCores: seconds > 0 ? Math.max(0, others) / TICKS_PER_SECOND / seconds : null,
        loadAverage,
      };
    },
  };
}

/** Why a run is not comparable with one on an idle machine of this project's kind, or null when it is. */
export function busyReason(sample: LoadSample, benchmarkIndex: number): string | null {
  if (sample.otherCores === null) return 'CPU use of other programs unknown (no /proc)';
  if (sample.otherCores > BUSY_CORES)
    return `other programs kept ${sample.otherCores.toFixed(2)} cores busy (> ${BUSY_CORES})`;
  if (benchmarkIndex < MIN_BENCHMARK_INDEX)
    return `benchmarkIndex ${Math.round(benchmarkIndex)} < ${MIN_BENCHMARK_INDEX}`;
  return null;
}

/** Waits (up to `maxMs`) for a 2-second window in which others stay under BUSY_CORES; returns the last sample. */
export async function waitForQuiet(maxMs: number): Promise<LoadSample | null> {
  const until = Date.now() + maxMs;
  let last: LoadSample | null = null;
  while (Date.now() < until) {
    const window = startLoadWindow();
    await new Promise((done) => setTimeout(done, 2000));
    last = window.end();
    if (last.otherCores !== null && last.otherCores <= BUSY_CORES) return last;
  }
  return last;
}

/** A bench table's row saying how busy other programs kept the machine while it measured. */
export function otherProgramsRow(load: LoadSample): [string, string] {
  return [
    '  other programs meanwhile',
    load.otherCores === null
      ? 'unknown (no /proc)'
      : `${load.otherCores.toFixed(2)} cores busy${load.otherCores > BUSY_CORES ? ` (> ${BUSY_CORES}: a shared machine, the ratio is inflated)` : ''}`,
  ];
}
