import { describe, expect, it } from 'vitest';
import { SpeedMeter, describeProgress, formatBytes, formatTimeLeft } from './upload-progress';

const MiB = 1024 * 1024;

describe('what the panel says while a file goes up', () => {
  it('sizes in Spanish conventions', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(12.5 * MiB)).toBe('13 MB');
    expect(formatBytes(1.5 * MiB)).toBe('1,5 MB');
    expect(formatBytes(1024 * MiB)).toBe('1 GB');
    expect(formatBytes(1536 * MiB)).toBe('1,5 GB');
  });

  it('time left', () => {
    expect(formatTimeLeft(null)).toBe('calculando el tiempo restante…');
    expect(formatTimeLeft(42)).toBe('quedan 42 s');
    expect(formatTimeLeft(190)).toBe('quedan 3 min');
    expect(formatTimeLeft(4000)).toBe('quedan 1 h 7 min');
  });

  it('bytes, percent and time left in one line', () => {
    expect(
      describeProgress({ sent: 50 * MiB, total: 200 * MiB, fraction: 0.25, secondsLeft: 90, resumedFrom: 0 }),
    ).toBe('50 MB de 200 MB · 25 % · quedan 2 min');
  });

  it('the speed comes from the last seconds, so a stall does not leave an old promise', () => {
    const meter = new SpeedMeter(5000);
    expect(meter.update(0, 100 * MiB, 0)).toBeNull();
    // 1 MiB/s for 10 s: 90 MiB left → 90 s.
    for (let t = 1; t <= 10; t++) meter.update(t * MiB, 100 * MiB, t * 1000);
    expect(meter.update(10 * MiB, 100 * MiB, 10_000)).toBeCloseTo(90, 0);
    // Then 6 s without a byte: the window holds no progress, no estimate.
    expect(meter.update(10 * MiB, 100 * MiB, 16_000)).toBeNull();
  });
});
