import { describe, expect, it } from 'vitest';
import { chartLayout, dayLabel } from './chart-layout';

describe('dayLabel', () => {
  it('writes a day the Spanish way: day, then the month in three letters', () => {
    expect(dayLabel('2026-11-26')).toBe('26 nov');
    expect(dayLabel('2026-01-05')).toBe('5 ene');
    expect(dayLabel('2026-09-30')).toBe('30 sep');
  });
});

describe('chartLayout', () => {
  it('labels the last day, and others at least a label apart, at a phone width and a desktop one', () => {
    for (const days of [1, 7, 30, 90])
      for (const width of [340, 1200]) {
        const layout = chartLayout(days, 12, width, 240);
        expect(layout.labelled.at(-1)).toBe(days - 1);
        const xs = layout.labelled.map(layout.x);
        for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(64);
        // Half a label fits either side of the plot.
        expect(layout.left).toBeGreaterThanOrEqual(28);
        expect(width - layout.right).toBeGreaterThanOrEqual(28);
      }
  });

  it('marks whole counts from 0 up to at least the largest', () => {
    expect(chartLayout(7, 0, 400, 240).ticks).toEqual([0, 1]);
    expect(chartLayout(7, 3, 400, 240).ticks).toEqual([0, 1, 2, 3]);
    expect(chartLayout(7, 37, 400, 240).ticks).toEqual([0, 10, 20, 30, 40]);
    const layout = chartLayout(7, 37, 400, 240);
    expect(layout.y(0)).toBe(layout.bottom);
    expect(layout.y(40)).toBe(layout.top);
  });
});
