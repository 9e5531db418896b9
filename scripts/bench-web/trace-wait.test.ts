import { describe, expect, it } from 'vitest';
import { activityOf, describeLongTasks, describeTask, mainThreadWaits, type TraceEvent } from './trace-wait';

// A small made-up trace: a browser, a renderer (pid 2) and a GPU process (pid 3). Times in µs.
const RENDERER = 2;
const NAV = 1_000_000;
const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (pid: number, tid: number, name: string, ts: number, dur: number, tdur: number): TraceEvent => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
  tdur,
});

function trace(extra: TraceEvent[]) {
  return {
    traceEvents: [
      meta(1, 1, 'CrBrowserMain'),
      meta(RENDERER, RENDERER, 'CrRendererMain'),
      meta(RENDERER, 20, 'Compositor'),
      meta(RENDERER, 21, 'ThreadPoolForegroundWorker'),
      meta(3, 30, 'VizCompositorThread'),
      // An earlier renderer's navigation to about:blank is not the page's.
      {
        name: 'navigationStart',
        ph: 'R',
        pid: 9,
        tid: 9,
        ts: NAV - 500_000,
        args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'about:blank' } },
      },
      {
        name: 'navigationStart',
        ph: 'R',
        pid: RENDERER,
        tid: RENDERER,
        ts: NAV,
        args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1/' } },
      },
      ...extra,
    ],
  };
}

describe('mainThreadWaits', () => {
  it("splits a long task into the main thread's own CPU and its waiting, and names the step that waited", () => {
    const summary = mainThreadWaits(
      trace([
        // 200 ms task at 0.6 s with 12 ms of CPU; inside, a PrePaint of 60 ms wall and 1 ms CPU
        // and a Layout of 10 ms wall that computed all along.
        task(RENDERER, RENDERER, 'RunTask', NAV + 600_000, 200_000, 12_000),
        task(RENDERER, RENDERER, 'PrePaint', NAV + 610_000, 60_000, 1_000),
        task(RENDERER, RENDERER, 'Layout', NAV + 700_000, 10_000, 10_000),
        // A short task after it: counted in the totals, not listed.
        task(RENDERER, RENDERER, 'RunTask', NAV + 900_000, 20_000, 5_000),
        // A task before the navigation is another page's.
        task(RENDERER, RENDERER, 'RunTask', NAV - 300_000, 100_000, 100_000),
      ]),
    )!;
    expect(summary.cpuMs).toBe(17);
    expect(summary.wallMs).toBe(220);
    expect(summary.longTasks).toHaveLength(1);
    const [long] = summary.longTasks;
    expect(long).toMatchObject({ atMs: 600, wallMs: 200, ownCpuMs: 12, waitMs: 188 });
    expect(long!.steps[0]).toEqual({ name: 'PrePaint', wallMs: 60, cpuMs: 1, ownWaitMs: 59 });
    expect(long!.steps.map((s) => s.name)).not.toContain('Layout');
  });

  it('names what the other threads and processes did meanwhile, by CPU, and what no thread covers', () => {
    const summary = mainThreadWaits(
      trace([
        task(RENDERER, RENDERER, 'RunTask', NAV + 100_000, 100_000, 10_000),
        // Raster on the renderer's pool for 70 ms (CPU all along), half of it inside the task.
        task(RENDERER, 21, 'RasterTask', NAV + 150_000, 100_000, 70_000),
        // The GPU process's display compositor: 20 ms wall, 15 ms CPU, all inside.
        task(3, 30, 'RunTask', NAV + 120_000, 20_000, 15_000),
        // Outside the task: not counted.
        task(1, 1, 'RunTask', NAV + 300_000, 50_000, 50_000),
      ]),
    )!;
    const [long] = summary.longTasks;
    expect(long!.meanwhile.map((m) => [m.activity, m.threads, m.wallMs, m.cpuMs])).toEqual([
      ['raster', ['ThreadPoolForegroundWorker'], 50, 35],
      ['GPU/Viz', ['VizCompositorThread'], 20, 15],
    ]);
    // 90 ms of waiting, 50 of which the other threads' CPU covers.
    expect(long!.unexplainedMs).toBe(40);
    expect(describeTask(long!)).toBe(
      '100 ms task at 0.10 s = 10 ms own CPU + 90 ms waiting; meanwhile raster 35 ms CPU (ThreadPoolForegroundWorker), ' +
        'GPU/Viz 15 ms CPU (VizCompositorThread); 40 ms of the wait with no Chromium thread on a core (other programs or disk)',
    );
  });

  it('counts a nested event on another thread once, by its outermost event', () => {
    const summary = mainThreadWaits(
      trace([
        task(RENDERER, RENDERER, 'RunTask', NAV, 60_000, 1_000),
        task(1, 1, 'RunTask', NAV, 40_000, 30_000),
        task(1, 1, 'UpdateLayer', NAV + 1_000, 30_000, 25_000),
      ]),
    )!;
    expect(summary.longTasks[0]!.meanwhile).toEqual([
      { activity: 'browser', threads: ['CrBrowserMain'], wallMs: 40, cpuMs: 30 },
    ]);
  });

  it('sums the long tasks of a run, then describes the longest', () => {
    const summary = mainThreadWaits(
      trace([
        task(RENDERER, RENDERER, 'RunTask', NAV + 100_000, 20_000, 5_000),
        task(RENDERER, RENDERER, 'RunTask', NAV + 200_000, 40_000, 10_000),
        task(3, 30, 'RunTask', NAV + 200_000, 10_000, 8_000),
        task(RENDERER, RENDERER, 'RunTask', NAV + 300_000, 10_000, 10_000),
      ]),
      12.5,
    )!;
    const lines = describeLongTasks(summary.longTasks, 1);
    expect(lines[0]).toBe(
      '2 long task(s): 60 ms = 15 ms own CPU + 45 ms waiting, 37 ms of it with no Chromium thread on a core; ' +
        "other threads' CPU meanwhile: GPU/Viz 8 ms",
    );
    expect(lines.slice(1)).toEqual([describeTask(summary.longTasks[1]!)]);
    expect(describeLongTasks([])).toEqual([]);
  });

  it("counts the frames drawn after the navigation by Lighthouse's screenshots", () => {
    const shot = (ts: number): TraceEvent => ({ name: 'Screenshot', ph: 'O', pid: 1, tid: 1, ts });
    expect(mainThreadWaits(trace([shot(NAV - 10), shot(NAV + 10), shot(NAV + 20_000)]))!.frames).toBe(2);
  });

  it('gives null for a trace without the page navigation', () => {
    expect(mainThreadWaits({ traceEvents: [meta(1, 1, 'CrBrowserMain')] })).toBeNull();
  });
});

describe('activityOf', () => {
  it('names font lookups and synchronous IPC whatever the thread', () => {
    expect(activityOf('CrRendererMain', 'FontCache::GetFontPlatformData', true)).toBe('fonts/IPC');
    expect(activityOf('Chrome_ChildIOThread', 'SyncIPC', true)).toBe('fonts/IPC');
  });

  it("tells the page's compositor from another renderer's", () => {
    expect(activityOf('Compositor', 'RunTask', true)).toBe('compositor');
    expect(activityOf('Compositor', 'RunTask', false)).toBe('other renderer');
  });

  it('names raster, decoding, the GPU process, IO and video', () => {
    expect(activityOf('CompositorTileWorker1', 'RunTask', false)).toBe('raster');
    expect(activityOf('ThreadPoolForegroundWorker', 'ImageDecodeTask', true)).toBe('image decode');
    expect(activityOf('CrGpuMain', 'RunTask', false)).toBe('GPU/Viz');
    expect(activityOf('Chrome_IOThread', 'RunTask', false)).toBe('IO');
    expect(activityOf('Media', 'RunTask', true)).toBe('video');
  });
});
