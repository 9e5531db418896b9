import { describe, expect, it } from 'vitest';
import type { EnglishNamed } from '../../../core/i18n/english-text';
import {
  addressClash,
  addressClashMessage,
  addressOwner,
  addressTooLong,
  englishAddressClashMessage,
  englishAddressOwner,
} from './project-address';

const projects = [
  { id: 1, title: 'Torre', subtitle: 'Norte-Sur' },
  { id: 2, title: 'Casa', subtitle: 'Patio' },
];

describe('addressOwner compares decoded addresses', () => {
  it.each([
    ['RT 100%41', 'RT 100A'],
    ['a%2Fb', 'a/b'],
    ['%', '%25'],
  ])('%s and %s are one address', (stored, typed) => {
    const owner = { id: 9, title: stored, subtitle: 'x' };
    expect(addressOwner([owner], { title: typed, subtitle: 'x' })?.id).toBe(9);
  });

  it('names that decode differently are not', () => {
    const owner = { id: 9, title: 'RT 100%2541', subtitle: 'x' };
    expect(addressOwner([owner], { title: 'RT 100%41', subtitle: 'x' })).toBeUndefined();
  });
});

describe('addressOwner', () => {
  it('finds the project with the same joined name, whatever the hyphen split', () => {
    expect(addressOwner(projects, { title: 'Torre-Norte', subtitle: 'Sur' })?.id).toBe(1);
    expect(addressOwner(projects, { title: 'Casa', subtitle: 'Patio' })?.id).toBe(2);
    expect(addressOwner(projects, { title: 'Casa', subtitle: 'Patio 2' })).toBeUndefined();
  });

  it('ignores the project being edited and empty fields', () => {
    expect(addressOwner(projects, { title: 'Casa', subtitle: 'Patio' }, 2)).toBeUndefined();
    expect(addressOwner(projects, { title: '', subtitle: '' })).toBeUndefined();
  });

  it('names the project and its address in Spanish', () => {
    expect(addressClashMessage(projects[0]!)).toBe(
      'La dirección /ProjectsGallery/Torre-Norte-Sur ya es del proyecto «Torre — Norte-Sur». Cambia el título o el subtítulo.',
    );
  });
});

describe('englishAddressOwner', () => {
  const both = [
    { id: 1, title: 'Casa Río', subtitle: 'Norte', title_en: 'River House', subtitle_en: 'North' },
    { id: 2, title: 'Oficinas', subtitle: 'Lumen', title_en: null, subtitle_en: null },
  ];

  it('compares the English title and subtitle, each falling back to the Spanish', () => {
    const typed = (title_en: string | null, subtitle_en: string | null) => ({
      title: 'Otra',
      subtitle: 'Casa',
      title_en,
      subtitle_en,
    });
    expect(englishAddressOwner(both, typed('River House', 'North'))?.id).toBe(1);
    expect(englishAddressOwner(both, typed('Oficinas', 'Lumen'))?.id).toBe(2);
    expect(
      englishAddressOwner(both, { title: 'Oficinas', subtitle: 'Lumen', title_en: null, subtitle_en: null }),
    ).toBeDefined();
    expect(englishAddressOwner(both, typed('River House', null))).toBeUndefined();
    expect(englishAddressOwner(both, typed('River House', 'North'), 1)).toBeUndefined();
  });

  it('names the English address and the project in Spanish', () => {
    expect(englishAddressClashMessage(both[0]!)).toBe(
      'La dirección en inglés /en/ProjectsGallery/River House-North ya es del proyecto «Casa Río — Norte». Cambia el título o el subtítulo en inglés.',
    );
  });
});

describe('addressClash and the page the names would give', () => {
  const named = (title: string, subtitle: string, english: Partial<EnglishNamed> = {}) => ({
    title,
    subtitle,
    title_en: null,
    subtitle_en: null,
    ...english,
  });

  it('says the names are too long once title and subtitle pass 300 characters together', () => {
    expect(addressClash([], named('t'.repeat(149), 's'.repeat(150)))).toBeNull();
    expect(addressClash([], named('t'.repeat(150), 's'.repeat(150)))).toBe(addressTooLong(''));
    expect(addressClash([], named('Casa', 'Lago', { title_en: 'h'.repeat(301) }))).toBe(
      addressTooLong(' en inglés'),
    );
  });

  it('and once they hold more than 20 hyphens', () => {
    expect(addressClash([], named('a-'.repeat(10) + 'a', 'b'))).toBeNull();
    expect(addressClash([], named('a-'.repeat(20) + 'a', 'b'))).toMatch(/20 guiones/);
  });
});
