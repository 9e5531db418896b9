import { describe, expect, it } from 'vitest';
import type { Project } from '../../../../lib/database.types';
import { changedFields, trimValues } from './project-values';

const project: Project = {
  id: 7,
  title: 'Casa Aurora',
  subtitle: 'Norte',
  description: 'Una casa.',
  year: '2024',
  location: 'Mérida',
  type: 'Residencial',
  render: null,
  video: null,
  position: 1,
  render_description: null,
  deleted_at: null,
  video_phone: null,
  video_poster: null,
  render_widths: null,
  title_en: null,
  subtitle_en: null,
  description_en: null,
  location_en: null,
  render_description_en: null,
};

describe('trimValues', () => {
  it('trims every text field and reports a complete form', () => {
    const { trimmed, complete } = trimValues({ ...project, title: '  Casa Aurora  ', year: ' 2024\n' });
    expect(trimmed.title).toBe('Casa Aurora');
    expect(trimmed.year).toBe('2024');
    expect(complete).toBe(true);
  });

  it('treats a field of only spaces as missing', () => {
    expect(trimValues({ ...project, location: '   ' }).complete).toBe(false);
    expect(trimValues({ ...project, description: '' }).complete).toBe(false);
  });
});

describe('changedFields', () => {
  it('keeps only the fields that differ from the stored project', () => {
    const { trimmed } = trimValues({ ...project, title: 'Casa Alba ', type: 'Comercial' });
    expect(changedFields(project, trimmed)).toEqual({ title: 'Casa Alba', type: 'Comercial' });
  });

  it('is empty when only surrounding spaces were added', () => {
    const { trimmed } = trimValues({ ...project, subtitle: ' Norte ' });
    expect(changedFields(project, trimmed)).toEqual({});
  });
});
