import { describe, expect, it } from 'vitest';
import { galleryQuery, matchesFilters, readGalleryChoice } from './gallery-filters';

const read = (query: string) => readGalleryChoice(new URLSearchParams(query));

describe('the gallery’s address', () => {
  it('reads a choice and writes it back in one canonical order, without the page', () => {
    const choice = read('city=Oaxaca&page=3&from=2018&status=built&type=Residencial&utm=x');
    expect(choice).toEqual({
      type: 'Residencial',
      status: 'built',
      from: 2018,
      to: null,
      city: 'Oaxaca',
      page: 3,
    });
    expect(galleryQuery(choice)).toBe('?type=Residencial&status=built&from=2018&city=Oaxaca&page=3');
    expect(galleryQuery(choice, false)).toBe('?type=Residencial&status=built&from=2018&city=Oaxaca');
    expect(galleryQuery(read('type=Comercial&city=Ciudad%20de%20M%C3%A9xico'))).toBe(
      '?type=Comercial&city=Ciudad+de+M%C3%A9xico',
    );
  });

  it('leaves out what is malformed, swaps a reversed range and bounds the page', () => {
    expect(read('type=Casas&status=terminado&from=18&to=abc&page=-2')).toEqual({
      type: null,
      status: null,
      from: null,
      to: null,
      city: null,
      page: 1,
    });
    expect(read('from=2024&to=2010&page=99999')).toMatchObject({ from: 2010, to: 2024, page: 20 });
  });

  it('matches projects as the app’s query does', () => {
    const house = { status: 'built' as const, year_number: 2019, city: 'Oaxaca' };
    expect(matchesFilters(house, { status: 'built', from: 2018, to: null, city: 'Oaxaca' })).toBe(true);
    expect(matchesFilters(house, { status: null, from: 2020, to: null, city: null })).toBe(false);
    expect(
      matchesFilters({ ...house, year_number: null }, { status: null, from: null, to: 2030, city: null }),
    ).toBe(false);
  });
});
