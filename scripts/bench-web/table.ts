// bench:web's printed table: one row per page (the references first), medians of its runs, the
// route's figures beside the video reference's from the same runs, and its verdicts.
import { compareWithReference, median, medianBasis, summarise, times } from './compare';
import type { Figures } from './lighthouse-run';

/** The page-speed targets (mobile); LCP and CLS hold on desktop too. */
export const TARGET = { performance: 95, tbtMs: 150, lcpMs: 2500, cls: 0 };

export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '?');
export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

/** Prints rows as columns, each as wide as its widest cell. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

export const HEADER = [
  'form',
  'page',
  'bench idx',
  'perf',
  'a11y',
  'FCP',
  'LCP',
  'CLS',
  'TBT',
  'TBT from CPU',
  'main thread: script / style & layout / other',
  'main CPU',
  'frames',
  'vs ref video: TBT over / main thread / CPU',
  'transfer',
  'JS',
  'comparable',
];

const mainThreadOf = (f: Figures) => f.script + f.styleLayout + f.other;
const forCompare = (runs: Figures[]) =>
  summarise(
    runs.map((f) => ({ tbt: f.tbt, cpuTbt: f.cpuTbt, mainThread: mainThreadOf(f), mainCpu: f.mainCpu, busy: f.busy })),
  );

/** One table row for a page's runs; `reference` is the video reference's runs of the same form. */
export function tableRow(
  form: string,
  page: string,
  runs: Figures[],
  reference: Figures[] | null,
  verdicts: { busy: string[]; flagged: string[] },
): string[] {
  const basis = medianBasis(runs);
  const m = (key: Exclude<keyof Figures, 'busy' | 'longTasks' | 'threads'>) =>
    median(basis.map((r) => r[key]));
  const mobile = form === 'mobile';
  const isReference = page.startsWith('ref ');
  const miss = (missed: boolean, target: string) => (missed && !isReference ? ` (${target})` : '');
  const busyRuns = runs.filter((r) => r.busy).length;
  if (busyRuns) verdicts.busy.push(`${form} ${page}: ${busyRuns} of ${runs.length} runs on a busy machine`);
  let versus = '';
  if (reference && !isReference) {
    const c = compareWithReference(forCompare(runs), forCompare(reference));
    versus = `${c.tbtOver >= 0 ? '+' : ''}${ms(c.tbtOver)} / ${times(c.mainThreadRatio)} / ${times(c.cpuRatio)}`;
    if (c.flag) {
      versus += ' FLAGGED';
      verdicts.flagged.push(`${form} ${page}: ${c.flag}`);
    }
  }
  return [
    form,
    page,
    `${Math.round(m('benchmarkIndex'))}`,
    `${m('performance')}${miss(mobile && m('performance') < TARGET.performance, `<${TARGET.performance}`)}`,
    `${m('accessibility')}`,
    seconds(m('fcp')),
    `${seconds(m('lcp'))}${miss(m('lcp') > TARGET.lcpMs, `>${seconds(TARGET.lcpMs)}`)}`,
    `${m('cls').toFixed(3)}${miss(m('cls') > TARGET.cls, '>0')}`,
    `${ms(m('tbt'))}${miss(mobile && m('tbt') > TARGET.tbtMs, `>${TARGET.tbtMs}`)}`,
    mobile ? `~${ms(m('cpuTbt'))}` : '',
    `${ms(m('script'))} / ${ms(m('styleLayout'))} / ${ms(m('other'))}`,
    ms(m('mainCpu')),
    `${m('frames')}`,
    versus,
    `${m('transferKiB').toFixed(0)} KiB`,
    `${m('jsKiB').toFixed(0)} KiB`,
    busyRuns ? `NO (${busyRuns}/${runs.length} busy)` : `yes (${runs.length}/${runs.length})`,
  ];
}
