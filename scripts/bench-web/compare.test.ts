import { describe, expect, it } from 'vitest';
import { busyReason, BUSY_CORES, MIN_BENCHMARK_INDEX } from '../machine-load';
import {
  CPU_RATIO_LIMIT,
  compareWithReference,
  median,
  medianBasis,
  summarise,
  CPU_TBT_LIMIT_MS,
  times,
  type RunFigures,
} from './compare';

const run = (tbt: number, mainCpu: number, busy: string | null = null, cpuTbt = 0): RunFigures => ({
  tbt,
  cpuTbt,
  mainThread: tbt * 4,
  mainCpu,
  busy,
});

describe('comparable runs', () => {
  it('a run is comparable only with a quiet machine and a benchmarkIndex of this kind of machine', () => {
    expect(busyReason({ otherCores: 0.05, loadAverage: 1 }, 2400)).toBeNull();
    expect(busyReason({ otherCores: BUSY_CORES + 0.01, loadAverage: 1 }, 2400)).toMatch(/cores busy/);
    expect(busyReason({ otherCores: 0.05, loadAverage: 1 }, MIN_BENCHMARK_INDEX - 1)).toMatch(/benchmarkIndex/);
    expect(busyReason({ otherCores: null, loadAverage: 1 }, 2400)).toMatch(/unknown/);
  });

  it('medians are taken over the comparable runs when there are any', () => {
    const runs = [run(100, 50), run(900, 60, 'busy'), run(120, 70), run(1000, 80, 'busy'), run(110, 40)];
    expect(medianBasis(runs)).toHaveLength(3);
    expect(summarise(runs)).toEqual({ tbt: 110, cpuTbt: 0, mainThread: 440, mainCpu: 50, comparable: 3, runs: 5 });
  });

  it('with no comparable run, the medians are of all runs and say so', () => {
    expect(summarise([run(300, 10, 'busy'), run(500, 30, 'busy')])).toMatchObject({
      tbt: 400,
      comparable: 0,
      runs: 2,
    });
  });

  it('a median skips runs Lighthouse could not measure', () => {
    expect(median([NaN, 3, 1])).toBe(2);
    expect(median([NaN])).toBeNaN();
  });
});

describe('a route against its reference from the same runs', () => {
  it('a slow or busy machine that stretches both pages flags nothing', () => {
    // The same page on a quiet machine, then on a busy one: its waiting grows, its CPU does not.
    const quiet = compareWithReference(run(120, 150), run(20, 50));
    const busy = compareWithReference(run(1100, 160), run(60, 52));
    expect(quiet.flag).toBeNull();
    expect(busy.flag).toBeNull();
    expect(busy.tbtOver).toBe(1040);
    expect(busy.cpuRatio).toBeCloseTo(3.1, 1);
  });

  it('flags a route needing far more main-thread CPU than the reference, even when its TBT looks fine', () => {
    const c = compareWithReference(run(0, 50 * CPU_RATIO_LIMIT + 1), run(0, 50));
    expect(c.tbtOver).toBe(0);
    expect(c.flag).toMatch(/main-thread CPU 5\.0× the reference's/);
    expect(compareWithReference(run(0, 50 * CPU_RATIO_LIMIT), run(0, 50)).flag).toBeNull();
  });

  it("flags a route whose own CPU would block the phone beyond the target, whatever the reference", () => {
    const c = compareWithReference(run(0, 100, null, CPU_TBT_LIMIT_MS + 1), run(0, 50));
    expect(c.flag).toMatch(/its own CPU would block the phone 151 ms/);
    expect(compareWithReference(run(0, 100, null, CPU_TBT_LIMIT_MS), run(0, 50)).flag).toBeNull();
  });

  it('ratios against a reference that blocked nothing', () => {
    expect(compareWithReference(run(0, 10), run(0, 10)).tbtRatio).toBe(1);
    expect(times(compareWithReference(run(40, 10), run(0, 10)).tbtRatio)).toBe('—');
    expect(times(2.25)).toBe('2.3×');
  });
});
