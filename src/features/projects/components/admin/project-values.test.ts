import { describe, expect, it } from 'vitest';
import { projectRow } from '../../../../../tests/support/project-row';
import type { Project } from '../../../../../core/database-shapes';
import { changedFields, trimValues, valuesOf } from './project-values';

const project: Project = projectRow({
  id: 7,
  title: 'Casa Aurora',
  subtitle: 'Norte',
  description: 'Una casa.',
  location: 'Mérida',
});

describe('trimValues', () => {
  it('trims every text field and reports a complete form', () => {
    const { trimmed, complete } = trimValues({
      ...valuesOf(project),
      title: '  Casa Aurora  ',
      year: ' 2024\n',
    });
    expect(trimmed.title).toBe('Casa Aurora');
    expect(trimmed.year).toBe('2024');
    expect(complete).toBe(true);
  });

  it('treats a field of only spaces as missing', () => {
    expect(trimValues({ ...valuesOf(project), location: '   ' }).complete).toBe(false);
    expect(trimValues({ ...valuesOf(project), description: '' }).complete).toBe(false);
  });
});

describe('changedFields', () => {
  it('keeps only the fields that differ from the stored project', () => {
    const { trimmed } = trimValues({ ...valuesOf(project), title: 'Casa Alba ', type: 'Comercial' });
    expect(changedFields(project, trimmed)).toEqual({ title: 'Casa Alba', type: 'Comercial' });
  });

  it('is empty when only surrounding spaces were added', () => {
    const { trimmed } = trimValues({ ...valuesOf(project), subtitle: ' Norte ' });
    expect(changedFields(project, trimmed)).toEqual({});
  });
});

describe('the English fields', () => {
  it('are optional: empty English fields leave the form complete', () => {
    expect(trimValues(valuesOf(project)).complete).toBe(true);
  });

  it('save their trimmed text, and null once cleared', () => {
    const written = trimValues({ ...valuesOf(project), title_en: ' Aurora House ', location_en: '  ' });
    expect(changedFields(project, written.trimmed)).toEqual({ title_en: 'Aurora House' });
    const stored = { ...project, title_en: 'Aurora House', description_en: 'A house.' };
    const cleared = trimValues({ ...valuesOf(stored), description_en: ' ' });
    expect(changedFields(stored, cleared.trimmed)).toEqual({ description_en: null });
  });
});
