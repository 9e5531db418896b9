import { describe, expect, it, vi } from 'vitest';
import {
  MAX_ROUTE_NAME_HYPHENS,
  MAX_ROUTE_NAME_LENGTH,
  candidateSplits,
  decodeRouteName,
  resolveRouteName,
  splitAtHyphens,
} from './route-name';
import { projectPath } from './project-path';

interface Row {
  id: number;
  title: string;
  subtitle: string;
}

/** A lookup over an in-memory table, counting its calls. */
function table(rows: Row[]) {
  return vi.fn(
    async (title: string, subtitle: string) =>
      rows.find((r) => r.title === title && r.subtitle === subtitle) ?? null,
  );
}

/** What the router hands the page for a project's URL: the decoded segment, "/" kept as %2F. */
function routeParam(row: Row): string {
  const segment = projectPath(row).split('/')[2]!;
  return decodeURIComponent(segment).replace(/\//g, '%2F');
}

describe('splitAtHyphens', () => {
  it('splits a plain name once, title first (SPEC §7)', () => {
    expect(splitAtHyphens('Casa Aurora-Pedregal')).toEqual([{ title: 'Casa Aurora', subtitle: 'Pedregal' }]);
  });

  it('tries every hyphen as the split point, first hyphen first', () => {
    expect(splitAtHyphens('Casa Río-Bravo-Valle de Bravo')).toEqual([
      { title: 'Casa Río', subtitle: 'Bravo-Valle de Bravo' },
      { title: 'Casa Río-Bravo', subtitle: 'Valle de Bravo' },
    ]);
  });

  it('drops splits with an empty side, and a name without hyphen has none', () => {
    expect(splitAtHyphens('-Casa-')).toEqual([]);
    expect(splitAtHyphens('Casa--Norte')).toEqual([
      { title: 'Casa', subtitle: '-Norte' },
      { title: 'Casa-', subtitle: 'Norte' },
    ]);
    expect(splitAtHyphens('CasaAurora')).toEqual([]);
  });
});

describe('decodeRouteName', () => {
  it('decodes percent-encoding, including an encoded slash', () => {
    expect(decodeRouteName('Casa%20R%C3%ADo-Bravo')).toBe('Casa Río-Bravo');
    expect(decodeRouteName('Local 3%2F4-Centro')).toBe('Local 3/4-Centro');
  });

  it('keeps text that is not valid percent-encoding', () => {
    expect(decodeRouteName('Oficinas 100%-Reforma')).toBe('Oficinas 100%-Reforma');
    expect(decodeRouteName('Casa %E0%A4%A-Norte')).toBe('Casa %E0%A4%A-Norte');
  });
});

describe('candidateSplits', () => {
  it('offers the splits of the name as received first, then the decoded ones, without duplicates', () => {
    expect(candidateSplits('A%2FB-C')).toEqual([
      { title: 'A%2FB', subtitle: 'C' },
      { title: 'A/B', subtitle: 'C' },
    ]);
    expect(candidateSplits('Casa-Norte')).toEqual([{ title: 'Casa', subtitle: 'Norte' }]);
  });
});

describe('resolveRouteName', () => {
  const rows: Row[] = [
    { id: 1, title: 'Casa Aurora', subtitle: 'Pedregal' },
    { id: 2, title: 'Casa Río-Bravo', subtitle: 'Valle de Bravo' },
    { id: 3, title: 'Local 3/4', subtitle: 'Centro-Histórico' },
    { id: 4, title: 'Oficinas 100%', subtitle: 'Reforma' },
  ];

  it.each(rows)('opens the project behind its own URL: $title – $subtitle', async (row) => {
    const result = await resolveRouteName(routeParam(row), table(rows));
    expect(result).toEqual({ project: row, alternatives: [] });
  });

  // Names whose decoded forms differ are different addresses, each reached by
  // its own URL only (the %2541 one used to open the %41 one: the name was decoded twice).
  const encoded: Row[] = [
    { id: 11, title: 'RT 100%2541', subtitle: 'x' },
    { id: 12, title: 'RT 100%41', subtitle: 'x' },
    { id: 13, title: '%2525', subtitle: 'z' },
    { id: 14, title: '%25', subtitle: 'z' },
    { id: 15, title: 'a%252Fb', subtitle: 'y' },
    { id: 16, title: 'a%2Fb', subtitle: 'y' },
    { id: 17, title: '%', subtitle: 'w' },
  ];

  it.each(encoded)(
    'opens only its own project behind a percent-laden URL: $title – $subtitle',
    async (row) => {
      const result = await resolveRouteName(routeParam(row), table(encoded));
      expect(result).toEqual({ project: row, alternatives: [] });
    },
  );

  it('a database that predates the decoded index: both of a pair open, each by its own URL', async () => {
    const pair: Row[] = [
      { id: 21, title: 'RT 100%41', subtitle: 'x' },
      { id: 22, title: 'RT 100A', subtitle: 'x' },
    ];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await resolveRouteName(routeParam(pair[0]!), table(pair)))?.project.id).toBe(21);
    expect((await resolveRouteName(routeParam(pair[1]!), table(pair)))?.project.id).toBe(22);
    warn.mockRestore();
  });

  it('also accepts a name that is still fully percent-encoded', async () => {
    const result = await resolveRouteName('Casa%20R%C3%ADo-Bravo-Valle%20de%20Bravo', table(rows));
    expect(result?.project.id).toBe(2);
  });

  it('returns null when no split matches, after trying each one', async () => {
    const lookup = table(rows);
    expect(await resolveRouteName('Casa Río-Bravo-Otra', lookup)).toBeNull();
    expect(lookup).toHaveBeenCalledTimes(2);
    expect(await resolveRouteName('SinGuion', lookup)).toBeNull();
  });

  it('reports every project an ambiguous name fits instead of picking one silently', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ambiguous: Row[] = [
      { id: 7, title: 'Torre-Norte', subtitle: 'Sur' },
      { id: 8, title: 'Torre', subtitle: 'Norte-Sur' },
    ];
    const result = await resolveRouteName('Torre-Norte-Sur', table(ambiguous));
    expect(result?.project.id).toBe(8);
    expect(result?.alternatives.map((r) => r.id)).toEqual([7]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('absurd route names', () => {
  it('costs no lookup at all for a name of 15,000 hyphens (each used to be a query)', async () => {
    const lookup = table([{ id: 1, title: 'a', subtitle: 'b' }]);
    expect(await resolveRouteName(`a${'-'.repeat(15_000)}b`, lookup)).toBeNull();
    expect(await resolveRouteName(`a${'%2D'.repeat(5_000)}b`, lookup)).toBeNull();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('still opens a long project whose name is within the caps', async () => {
    const hyphens = '-'.repeat(MAX_ROUTE_NAME_HYPHENS - 1);
    const row = {
      id: 1,
      title: `T${hyphens}`,
      subtitle: 'x'.repeat(MAX_ROUTE_NAME_LENGTH - MAX_ROUTE_NAME_HYPHENS - 1),
    };
    expect((await resolveRouteName(`${row.title}-${row.subtitle}`, table([row])))?.project).toEqual(row);
    const tooLong = { ...row, subtitle: `${row.subtitle}x` };
    expect(await resolveRouteName(`${tooLong.title}-${tooLong.subtitle}`, table([tooLong]))).toBeNull();
  });
});
