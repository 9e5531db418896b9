// Where the daily chart (DailyChart.tsx) puts things, as plain numbers: pixel positions, the
// days that get a date under them, the counts on the side. Kept apart from the drawing so each
// rule can be checked on its own.

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** A day (YYYY-MM-DD) as the chart labels it, in Spanish order: "26 nov". */
export function dayLabel(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1] ?? ''}`;
}

/** Room a date label takes, gap included, in pixels (at the chart's 12 px type, "26 sep" is ~40). */
const LABEL_ROOM = 64;
/** Half a label and a little more: the first and last label stay inside the drawing. */
const SIDE = 28;
const TOP = 12;
const BOTTOM = 28;

export interface ChartLayout {
  width: number;
  height: number;
  /** The plot's box: lines and area inside, dates under it, counts left of it. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The counts marked on the side, 0 first; the last is the top of the scale. */
  ticks: number[];
  /** The days (indexes) that get a date label: the last one, then every so many before it. */
  labelled: number[];
  x(index: number): number;
  y(count: number): number;
}

/** A step of 1, 2 or 5 × 10ⁿ giving at most 5 marks up to `max`. */
function tickStep(max: number): number {
  const rough = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= rough) ?? 10 * power;
}

export function chartLayout(days: number, maxCount: number, width: number, height: number): ChartLayout {
  const step = tickStep(Math.max(1, maxCount));
  const topCount = Math.ceil(Math.max(1, maxCount) / step) * step;
  const ticks = Array.from({ length: topCount / step + 1 }, (_, i) => i * step);
  // Room for the widest count (about 7 px a digit) beside the plot, and half a date label.
  const left = Math.max(SIDE, String(topCount).length * 7 + 12);
  const right = Math.max(left + 1, width - SIDE);
  const top = TOP;
  const bottom = Math.max(top + 1, height - BOTTOM);
  // Labelled days at least LABEL_ROOM apart.
  const every = Math.max(1, Math.ceil((LABEL_ROOM * Math.max(0, days - 1)) / (right - left)));
  const labelled: number[] = [];
  for (let i = days - 1; i >= 0; i -= every) labelled.unshift(i);
  return {
    width,
    height,
    left,
    right,
    top,
    bottom,
    ticks,
    labelled,
    x: (index) => (days <= 1 ? (left + right) / 2 : left + (index * (right - left)) / (days - 1)),
    y: (count) => bottom - (count / topCount) * (bottom - top),
  };
}
