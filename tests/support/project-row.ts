import type { Project } from '../../core/database-shapes';

/**
 * A Project row as the database returns it, for unit tests: every column that may be empty is
 * null (no cover, video, renditions, English texts), the rest from `overrides` or plain defaults.
 * A new column of Project is added here once, not in each test.
 */
export function projectRow(overrides: Partial<Project> = {}): Project {
  return {
    id: 1,
    title: 'Casa',
    subtitle: 'A',
    description: 'd',
    year: '2024',
    location: 'l',
    type: 'Residencial',
    render: null,
    video: null,
    position: 1,
    render_description: null,
    deleted_at: null,
    video_phone: null,
    video_poster: null,
    video_type: null,
    video_phone_type: null,
    render_widths: null,
    render_focus_x: null,
    render_focus_y: null,
    render_preview: null,
    title_en: null,
    subtitle_en: null,
    description_en: null,
    location_en: null,
    render_description_en: null,
    model: null,
    model_poster: null,
    model_poster_widths: null,
    model_size: null,
    model_source: null,
    ...overrides,
  };
}
