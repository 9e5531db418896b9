import type { DailyCountRow } from '../../../../core/database-shapes';

// What 'Estadísticas' shows, computed from the daily aggregates. Pure, so the plot,
// the tables and the CSV are the same numbers.

export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

export interface DayTotals {
  day: string;
  visits: number;
  contacts: number;
  /** Messages sent with the contact form that reached the inbox. */
  messages: number;
}

export interface ProjectTotals {
  project: number;
  title: string;
  visits: number;
  contacts: number;
  messages: number;
  /** Contacts per visit, 0 when the project had no visits. */
  rate: number;
}

export interface ReferrerTotals {
  site: string;
  visits: number;
}

export interface Summary {
  days: DayTotals[];
  projects: ProjectTotals[];
  referrers: ReferrerTotals[];
}

const isVisit = (row: DailyCountRow) => row.kind === 'view';
/** A message of the contact form (counted by the database when it reaches the inbox). */
const isMessage = (row: DailyCountRow) => row.kind === 'message';

/** Which total a row adds to: a visit, a message, or a contact link followed (any other kind). */
function add(totals: { visits: number; contacts: number; messages: number }, row: DailyCountRow): void {
  if (isVisit(row)) totals.visits += row.count;
  else if (isMessage(row)) totals.messages += row.count;
  else totals.contacts += row.count;
}

/** The UTC day `n` days before `today` (YYYY-MM-DD). */
export function dayBefore(today: string, n: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - n);
  return date.toISOString().slice(0, 10);
}

/** The first day of a period ending today: 7 days are today and the 6 before. */
export function periodStart(today: string, period: Period): string {
  return dayBefore(today, period - 1);
}

export function summarize(
  rows: DailyCountRow[],
  today: string,
  period: Period,
  titles: Map<number, string>,
): Summary {
  const start = periodStart(today, period);
  const inPeriod = rows.filter((r) => r.day >= start && r.day <= today);

  const days = Array.from({ length: period }, (_, i) => ({
    day: dayBefore(today, period - 1 - i),
    visits: 0,
    contacts: 0,
    messages: 0,
  }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  const projects = new Map<number, ProjectTotals>();
  const referrers = new Map<string, number>();
  for (const row of inPeriod) {
    add(byDay.get(row.day)!, row);
    if (row.project !== null) {
      const p = projects.get(row.project) ?? {
        project: row.project,
        title: titles.get(row.project) ?? `Proyecto eliminado (${row.project})`,
        visits: 0,
        contacts: 0,
        messages: 0,
        rate: 0,
      };
      add(p, row);
      projects.set(row.project, p);
    }
    if (isVisit(row) && row.referrer)
      referrers.set(row.referrer, (referrers.get(row.referrer) ?? 0) + row.count);
  }
  for (const p of projects.values()) p.rate = p.visits > 0 ? p.contacts / p.visits : 0;
  return {
    days,
    projects: [...projects.values()].sort((a, b) => b.visits - a.visits || a.title.localeCompare(b.title)),
    referrers: [...referrers]
      .map(([site, visits]) => ({ site, visits }))
      .sort((a, b) => b.visits - a.visits || a.site.localeCompare(b.site)),
  };
}

/** Projects ranked by contacts (the summary ranks them by visits). */
export function byContacts(projects: ProjectTotals[]): ProjectTotals[] {
  return [...projects].sort((a, b) => b.contacts - a.contacts || a.title.localeCompare(b.title));
}

/** The rate as the panel shows it: '12,5 %'. */
export function formatRate(rate: number): string {
  return `${(rate * 100).toLocaleString('es-MX', { maximumFractionDigits: 1 })} %`;
}

function csvField(value: string | number): string {
  const text = String(value);
  // Quote what needs it, and keep a spreadsheet from running a cell that starts like a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The same numbers as CSV: one section per table, separated by a blank line. */
export function toCsv(summary: Summary): string {
  const lines = (header: string[], rows: (string | number)[][]) =>
    [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n');
  return (
    [
      lines(
        ['día', 'visitas', 'contactos', 'mensajes'],
        summary.days.map((d) => [d.day, d.visits, d.contacts, d.messages]),
      ),
      lines(
        ['proyecto', 'visitas', 'contactos', 'mensajes', 'contactos por visita'],
        summary.projects.map((p) => [p.title, p.visits, p.contacts, p.messages, p.rate.toFixed(3)]),
      ),
      lines(
        ['sitio de origen', 'visitas'],
        summary.referrers.map((r) => [r.site, r.visits]),
      ),
    ].join('\r\n\r\n') + '\r\n'
  );
}
