import { describe, expect, it } from 'vitest';
import { changedClient, changedFacts, draftFacts, factsDraft, factsErrors } from './facts-draft';

const STORED = {
  status: 'built' as const,
  year_number: 2019,
  area_m2: 320,
  city: 'Oaxaca',
  city_en: null,
  country: 'México',
  country_en: 'Mexico',
  collaborators: [{ role: 'Estructura', name: 'Ingenia' }],
  awards: null,
  publications: [{ title: 'ArchDaily', year: 2020, url: 'https://archdaily.com/x' }],
};

describe('the fact sheet form', () => {
  it('round-trips what is stored and sends only what changed', () => {
    const draft = factsDraft(STORED, { name: 'Familia Ortega', shown: false });
    expect(draftFacts(draft)).toEqual(STORED);
    expect(changedFacts(draft, STORED)).toEqual({});
    // As jsonb gives it back: its own order of keys is no change.
    expect(
      changedFacts(draft, {
        ...STORED,
        collaborators: [{ name: 'Ingenia', role: 'Estructura' }],
        publications: [{ url: 'https://archdaily.com/x', year: 2020, title: 'ArchDaily' }],
      }),
    ).toEqual({});
    expect(changedFacts({ ...draft, area_m2: '1.250', city_en: ' ' }, STORED)).toEqual({ area_m2: 1250 });
    expect(changedClient(draft, { name: 'Familia Ortega', shown: false })).toBeUndefined();
    expect(changedClient({ ...draft, clientShown: true }, { name: 'Familia Ortega', shown: false })).toEqual({
      name: 'Familia Ortega',
      shown: true,
    });
    expect(changedClient({ ...draft, client: '' }, { name: 'Familia Ortega', shown: false })).toBeNull();
  });

  it('names each field the database would refuse', () => {
    const draft = factsDraft(STORED, null);
    expect(
      Object.keys(
        factsErrors({
          ...draft,
          year_number: '19',
          area_m2: 'mucho',
          collaborators: [{ role: '', role_en: '', name: 'X' }],
          awards: [{ title: 'Premio', title_en: '', year: '2021', url: 'ftp://x' }],
        }),
      ),
    ).toEqual(['year_number', 'area_m2', 'collaborators.0.role', 'awards.0.url']);
    expect(factsErrors(draft)).toEqual({});
  });
});
