import { describe, expect, it } from 'vitest';
import type { DailyCountRow } from '../../../../core/database-shapes';
import { byContacts, summarize, toCsv } from './summary';

const row = (r: Partial<DailyCountRow>): DailyCountRow => ({
  day: '2026-11-25',
  kind: 'view',
  page: '/',
  project: null,
  referrer: '',
  count: 1,
  ...r,
});

const TITLES = new Map([
  [1, 'Casa Norte'],
  [2, 'Patio'],
]);

describe('statistics summary', () => {
  const rows = [
    row({ day: '2026-11-18', count: 50 }), // outside the 7 days ending 2026-11-25
    row({ day: '2026-11-19', count: 2, referrer: 'www.google.com' }),
    row({ day: '2026-11-25', page: '/ProjectsGallery/Casa-Norte', project: 1, count: 4 }),
    row({ day: '2026-11-25', kind: 'chat', page: '/ProjectsGallery/Casa-Norte', project: 1, count: 1 }),
    row({
      day: '2026-11-24',
      page: '/ProjectsGallery/Patio',
      project: 2,
      count: 1,
      referrer: 'instagram.com',
    }),
    row({ day: '2026-11-24', kind: 'instagram', page: '/ProjectsGallery/Patio', project: 2, count: 1 }),
    row({ day: '2026-11-24', kind: 'chat', page: '/', count: 3 }),
    row({ day: '2026-11-24', project: 9, count: 1 }),
    row({ day: '2026-11-25', kind: 'message', page: '/ProjectsGallery/Casa-Norte', project: 1, count: 2 }),
    row({ day: '2026-11-24', kind: 'message', page: '/WhoWeAre', count: 1 }),
  ];
  const summary = summarize(rows, '2026-11-25', 7, TITLES);

  it('has one entry per day of the period, oldest first, with visits, contacts and messages apart', () => {
    expect(summary.days.map((d) => d.day)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(summary.days.map((d) => [d.visits, d.contacts, d.messages])).toEqual([
      [2, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [2, 4, 1],
      [4, 1, 2],
    ]);
  });

  it('ranks projects by visits and by contacts, with their messages and the rate, and names deleted ones', () => {
    expect(summary.projects.map((p) => [p.title, p.visits, p.contacts, p.messages, p.rate])).toEqual([
      ['Casa Norte', 4, 1, 2, 0.25],
      ['Patio', 1, 1, 0, 1],
      ['Proyecto eliminado (9)', 1, 0, 0, 0],
    ]);
    expect(byContacts(summary.projects).map((p) => p.title)).toEqual([
      'Casa Norte',
      'Patio',
      'Proyecto eliminado (9)',
    ]);
  });

  it('lists referring sites by visits', () => {
    expect(summary.referrers).toEqual([
      { site: 'www.google.com', visits: 2 },
      { site: 'instagram.com', visits: 1 },
    ]);
  });

  it('exports the same numbers as CSV, quoting what needs it and defusing formulas', () => {
    const csv = toCsv(
      summarize([row({ project: 3, count: 2 })], '2026-11-25', 7, new Map([[3, '=HYPERLINK("x")']])),
    );
    expect(csv).toContain('día,visitas,contactos,mensajes\r\n2026-11-19,0,0,0\r\n');
    expect(csv).toContain('2026-11-25,2,0,0\r\n');
    expect(csv).toContain(`"'=HYPERLINK(""x"")",2,0,0,0.000`);
  });
});
