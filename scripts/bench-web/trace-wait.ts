// What the page's main thread did in its long tasks, from a Lighthouse trace. Lighthouse files
// most of a slow machine's main-thread time as "other" (unattributable), and TBT counts a task's
// wall-clock length, so a task that mostly *waited* blocks as much as one that computed. Trace
// events carry both the wall time (`dur`) and the thread's own CPU time (`tdur`): this splits each
// long task into its own CPU and its waiting, names the steps inside it that waited most (e.g. a
// PrePaint of 56 ms wall and 0.3 ms CPU), and says what Chromium's other threads and processes
// did meanwhile (raster, the compositor, the GPU/Viz process, image decoding, IO, fonts and IPC).
// Waiting that no other Chromium thread's CPU covers is time no part of the browser ran: the
// system ran other programs, or the thread was blocked on the disk (page faults after a cold
// page cache) — a machine's cost, not a page's.

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  cat?: string;
  args?: {
    name?: string;
    frame?: string;
    data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string };
  };
}

export interface Trace {
  traceEvents: TraceEvent[];
}

/** What another thread was doing, in words a reader of the bench knows. */
export type Activity =
  | 'raster'
  | 'image decode'
  | 'compositor'
  | 'GPU/Viz'
  | 'browser'
  | 'IO'
  | 'fonts/IPC'
  | 'network'
  | 'video'
  | 'other renderer'
  | 'other';

export interface Meanwhile {
  activity: Activity;
  /** Thread names as the trace gives them, e.g. 'VizCompositorThread'. */
  threads: string[];
  wallMs: number;
  cpuMs: number;
}

export interface WaitingStep {
  name: string;
  wallMs: number;
  cpuMs: number;
  /** Its waiting less what the steps inside it waited. */
  ownWaitMs: number;
}

export interface TaskWait {
  /** Start, ms after the navigation started. */
  atMs: number;
  wallMs: number;
  /** The main thread's own CPU time in the task. */
  ownCpuMs: number;
  waitMs: number;
  /** Steps inside the task that waited most (their wall less their CPU less their children's waits). */
  steps: WaitingStep[];
  /** Chromium's other threads during the task, busiest (by CPU) first. */
  meanwhile: Meanwhile[];
  /** Waiting no other Chromium thread's CPU covers: the machine ran something else, or disk. */
  unexplainedMs: number;
}

export interface MainThreadSummary {
  /** CPU time of the page's main-thread tasks from the navigation to the trace's end. */
  cpuMs: number;
  /** Wall time of those tasks. */
  wallMs: number;
  /**
   * Frames the page showed after the navigation, by Lighthouse's screenshots (one per frame
   * drawn): without a GPU each is drawn on the CPU by the display compositor, and the browser
   * encodes its screenshot, so an animation costs this machine far more than a phone.
   */
  frames: number;
  longTasks: TaskWait[];
}

const us = (value: number) => value / 1000;

/** The navigation Lighthouse measured: the main frame's, to an http(s) address. */
export function findNavigation(events: TraceEvent[]): TraceEvent | undefined {
  return events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      e.args.data.documentLoaderURL?.startsWith('http') === true,
  );
}

const threadKey = (e: { pid: number; tid: number }) => `${e.pid}:${e.tid}`;

/** Thread names ('CrRendererMain', 'VizCompositorThread'…) from the trace's metadata. */
function threadNames(events: TraceEvent[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name) names.set(threadKey(e), e.args.name);
  return names;
}

const FONT_OR_IPC = /font|syncipc|sync_ipc|mojo|\(sync\)/i;

/** What an event on another thread was: by its name first (fonts, raster, decode), then its thread. */
export function activityOf(thread: string, eventName: string, samePage: boolean): Activity {
  if (FONT_OR_IPC.test(eventName)) return 'fonts/IPC';
  if (/RasterTask|TileWorker|PaintImage/i.test(eventName) || /CompositorTileWorker/.test(thread)) return 'raster';
  if (/Decode|ImageDecode/i.test(eventName)) return 'image decode';
  if (/Viz|CrGpuMain|GpuMemory/.test(thread)) return 'GPU/Viz';
  if (/Media|VideoFrame|AudioOutput/.test(thread)) return 'video';
  if (/URLLoader|ResourceRequest|Mojo.*URL|NetworkService/i.test(eventName)) return 'network';
  if (/IOThread/.test(thread)) return 'IO';
  if (thread === 'Compositor') return samePage ? 'compositor' : 'other renderer';
  if (thread === 'CrBrowserMain') return 'browser';
  if (!samePage && thread === 'CrRendererMain') return 'other renderer';
  return 'other';
}

/** Events of one thread that no other complete event of that thread contains. */
function topLevel(events: TraceEvent[]): TraceEvent[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const top: TraceEvent[] = [];
  let end = -Infinity;
  for (const e of sorted) {
    if (e.ts >= end) {
      top.push(e);
      end = e.ts + (e.dur ?? 0);
    }
  }
  return top;
}

/** The steps of a task whose own waiting (wall − CPU − their children's waiting) is largest. */
function waitingSteps(inside: TraceEvent[], count: number): WaitingStep[] {
  const wait = (e: TraceEvent) => Math.max(0, (e.dur ?? 0) - (e.tdur ?? e.dur ?? 0));
  const sorted = [...inside].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const own = new Map<TraceEvent, number>(sorted.map((e) => [e, wait(e)]));
  // Direct parent of each event: the innermost earlier event containing it.
  const stack: TraceEvent[] = [];
  for (const e of sorted) {
    while (stack.length && stack[stack.length - 1]!.ts + (stack[stack.length - 1]!.dur ?? 0) <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) own.set(parent, own.get(parent)! - wait(e));
    stack.push(e);
  }
  return [...own]
    .filter(([, w]) => w >= 1000)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([e, w]) => ({ name: e.name, wallMs: us(e.dur ?? 0), cpuMs: us(e.tdur ?? e.dur ?? 0), ownWaitMs: us(w) }));
}

/**
 * The page's main thread over the trace: its CPU and wall time after the navigation, and each
 * task of at least `minTaskMs` split into own CPU and waiting, with what else ran meanwhile.
 */
export function mainThreadWaits(trace: Trace, minTaskMs = 50): MainThreadSummary | null {
  const events = trace.traceEvents;
  const navigation = findNavigation(events);
  if (!navigation) return null;
  const names = threadNames(events);
  const mainKey = threadKey(navigation);
  const complete = events.filter((e) => e.ph === 'X' && (e.dur ?? 0) > 0);
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of complete) {
    const list = byThread.get(threadKey(e));
    if (list) list.push(e);
    else byThread.set(threadKey(e), [e]);
  }
  const mainEvents = byThread.get(mainKey) ?? [];
  // 'RunTask' in Lighthouse's categories; the 'toplevel' category wraps it in its own event.
  const tasks = topLevel(mainEvents).filter(
    (e) => e.ts >= navigation.ts && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
  );
  const others = [...byThread].filter(([key]) => key !== mainKey).map(([key, list]) => ({
    thread: names.get(key) ?? 'unnamed thread',
    samePage: key.startsWith(`${navigation.pid}:`),
    events: topLevel(list),
  }));
  const frames = events.filter((e) => e.name === 'Screenshot' && e.ts >= navigation.ts).length;
  const summary: MainThreadSummary = { cpuMs: 0, wallMs: 0, frames, longTasks: [] };
  for (const task of tasks) {
    const wall = task.dur ?? 0;
    const cpu = Math.min(wall, task.tdur ?? wall);
    summary.cpuMs += us(cpu);
    summary.wallMs += us(wall);
    if (us(wall) < minTaskMs) continue;
    const start = task.ts;
    const end = start + wall;
    const groups = new Map<Activity, { threads: Set<string>; wall: number; cpu: number }>();
    for (const { thread, samePage, events: list } of others) {
      for (const e of list) {
        const from = Math.max(e.ts, start);
        const to = Math.min(e.ts + (e.dur ?? 0), end);
        if (to <= from) continue;
        const share = (to - from) / (e.dur ?? 1);
        const activity = activityOf(thread, e.name, samePage);
        const group = groups.get(activity) ?? { threads: new Set<string>(), wall: 0, cpu: 0 };
        group.threads.add(thread);
        group.wall += to - from;
        group.cpu += Math.min(e.dur ?? 0, e.tdur ?? e.dur ?? 0) * share;
        groups.set(activity, group);
      }
    }
    const meanwhile = [...groups]
      .map(([activity, g]) => ({ activity, threads: [...g.threads].sort(), wallMs: us(g.wall), cpuMs: us(g.cpu) }))
      .sort((a, b) => b.cpuMs - a.cpuMs || b.wallMs - a.wallMs);
    const othersCpu = meanwhile.reduce((total, m) => total + m.cpuMs, 0);
    const inside = mainEvents.filter((e) => e !== task && e.ts >= start && e.ts + (e.dur ?? 0) <= end);
    summary.longTasks.push({
      atMs: us(start - navigation.ts),
      wallMs: us(wall),
      ownCpuMs: us(cpu),
      waitMs: us(wall - cpu),
      steps: waitingSteps(inside, 3),
      meanwhile,
      unexplainedMs: Math.max(0, us(wall - cpu) - othersCpu),
    });
  }
  return summary;
}

const round = (value: number) => `${Math.round(value)} ms`;

/** One line per long task, e.g. "860 ms task at 0.60 s = 12 ms own CPU + 848 ms waiting (…)". */
export function describeTask(task: TaskWait): string {
  const busiest = task.meanwhile
    .filter((m) => m.cpuMs >= 1)
    .slice(0, 3)
    .map((m) => `${m.activity} ${round(m.cpuMs)} CPU (${m.threads.join(', ')})`);
  const steps = task.steps.map((s) => `${s.name} ${round(s.wallMs)} wall / ${round(s.cpuMs)} CPU`);
  return (
    `${round(task.wallMs)} task at ${(task.atMs / 1000).toFixed(2)} s = ${round(task.ownCpuMs)} own CPU + ` +
    `${round(task.waitMs)} waiting` +
    (steps.length ? `; waited in ${steps.join(', ')}` : '') +
    `; meanwhile ${busiest.length ? busiest.join(', ') : 'no other Chromium thread busy'}` +
    `; ${round(task.unexplainedMs)} of the wait with no Chromium thread on a core (other programs or disk)`
  );
}

/**
 * All the long tasks of a run in one line: how much of their wall time was the main thread's own
 * CPU, how much waiting, how much of that no Chromium thread's CPU covers, and what the other
 * threads did meanwhile; with the longest few described after it (describeTask).
 */
export function describeLongTasks(tasks: TaskWait[], longest = 3): string[] {
  if (!tasks.length) return [];
  const sum = (of: (t: TaskWait) => number) => tasks.reduce((total, t) => total + of(t), 0);
  const meanwhile = new Map<Activity, number>();
  for (const t of tasks) for (const m of t.meanwhile) meanwhile.set(m.activity, (meanwhile.get(m.activity) ?? 0) + m.cpuMs);
  const busiest = [...meanwhile]
    .filter(([, cpu]) => cpu >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([activity, cpu]) => `${activity} ${round(cpu)}`);
  return [
    `${tasks.length} long task(s): ${round(sum((t) => t.wallMs))} = ${round(sum((t) => t.ownCpuMs))} own CPU + ` +
      `${round(sum((t) => t.waitMs))} waiting, ${round(sum((t) => t.unexplainedMs))} of it with no Chromium thread on a core; ` +
      `other threads' CPU meanwhile: ${busiest.length ? busiest.join(', ') : 'none'}`,
    ...[...tasks]
      .sort((a, b) => b.wallMs - a.wallMs)
      .slice(0, longest)
      .map(describeTask),
  ];
}
