import { describe, expect, it } from 'vitest';
import * as ES from './es';
import { EN } from './en';

/** Every key path of a catalogue, with what is there: 'text', 'list' or a function's arity. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [`${path}: text`];
  if (typeof value === 'function') return [`${path}: function/${value.length}`];
  if (Array.isArray(value)) return value.flatMap((v, i) => shape(v, `${path}[${i}]`));
  return Object.entries(value as object).flatMap(([key, v]) => shape(v, path ? `${path}.${key}` : key));
}

const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(texts)
      : [];

describe('the interface catalogues', () => {
  it('have every key in both languages, of the same kind', () => {
    const spanish = shape({ ...ES }).sort();
    const english = shape(EN).sort();
    expect(english).toEqual(spanish);
  });

  it('leave no English text empty', () => {
    expect(texts(EN).filter((t) => t.trim() === '')).toEqual([]);
  });

  it('keep SPEC’s Spanish words', () => {
    expect(ES.projects.more).toBe('Ver mas');
    expect(ES.projects.year).toBe('Año');
    expect(ES.projects.location).toBe('Locación');
    expect(ES.nav).toMatchObject({ home: 'Inicio', gallery: 'Galería', about: 'Acerca de nosotros' });
    expect(ES.footer.heading).toBe('Contáctate con nosotros');
  });
});
