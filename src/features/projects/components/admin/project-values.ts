import type { Database, Project } from '../../../../../core/database-shapes';
import { optionalText } from '../../../../../core/i18n/english-text';
import type { ProjectFields } from '../../api/project-writes';

// The project form's values and the rules of SPEC §5 applied to them. The English fields (issue
// 33) are optional: '' in the form, null in the database.

export const FIELD_KEYS = ['title', 'subtitle', 'description', 'year', 'location', 'type'] as const;
export const ENGLISH_KEYS = ['title_en', 'subtitle_en', 'description_en', 'location_en'] as const;
type EnglishKey = (typeof ENGLISH_KEYS)[number];

/** What the form holds: the Spanish fields as stored, the English ones as text ('' for none). */
export type ProjectValues = Omit<ProjectFields, EnglishKey> & Record<EnglishKey, string>;
type ProjectUpdate = Database['public']['Tables']['Project']['Update'];

/** The form's values of a stored project. */
export function valuesOf(project: Project): ProjectValues {
  const { title, subtitle, description, year, location, type } = project;
  const english = Object.fromEntries(ENGLISH_KEYS.map((key) => [key, project[key] ?? '']));
  return { title, subtitle, description, year, location, type, ...(english as Record<EnglishKey, string>) };
}

/** The values trimmed, and whether every Spanish one is filled (SPEC §5: all required and trimmed). */
export function trimValues(values: ProjectValues): { trimmed: ProjectValues; complete: boolean } {
  const trimmed: ProjectValues = {
    title: values.title.trim(),
    subtitle: values.subtitle.trim(),
    description: values.description.trim(),
    year: values.year.trim(),
    location: values.location.trim(),
    type: values.type,
    title_en: values.title_en.trim(),
    subtitle_en: values.subtitle_en.trim(),
    description_en: values.description_en.trim(),
    location_en: values.location_en.trim(),
  };
  return { trimmed, complete: FIELD_KEYS.every((key) => trimmed[key] !== '') };
}

/** The row the form's trimmed values write: an empty English field is null. */
export function fieldsOf(trimmed: ProjectValues): ProjectFields {
  const english = Object.fromEntries(ENGLISH_KEYS.map((key) => [key, optionalText(trimmed[key])]));
  return { ...trimmed, ...(english as Record<EnglishKey, string | null>) };
}

/** Only the fields whose trimmed value differs from the stored one (SPEC §5). */
export function changedFields(project: Project, trimmed: ProjectValues): ProjectUpdate {
  const fields = fieldsOf(trimmed);
  const changes: ProjectUpdate = {};
  for (const key of [...FIELD_KEYS, ...ENGLISH_KEYS]) {
    if (fields[key] !== project[key]) Object.assign(changes, { [key]: fields[key] });
  }
  return changes;
}
