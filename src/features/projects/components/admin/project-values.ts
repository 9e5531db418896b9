import type { Database, Project } from '../../../../lib/database.types';
import type { ProjectFields } from '../../api/project-writes';

// The project form's values and the rules of SPEC §5 applied to them.

export type ProjectValues = ProjectFields;
type ProjectUpdate = Database['public']['Tables']['Project']['Update'];

export const FIELD_KEYS = ['title', 'subtitle', 'description', 'year', 'location', 'type'] as const;

/** The values trimmed, and whether every one is filled (SPEC §5: all required and trimmed). */
export function trimValues(values: ProjectValues): { trimmed: ProjectValues; complete: boolean } {
  const trimmed: ProjectValues = {
    title: values.title.trim(),
    subtitle: values.subtitle.trim(),
    description: values.description.trim(),
    year: values.year.trim(),
    location: values.location.trim(),
    type: values.type,
  };
  return { trimmed, complete: FIELD_KEYS.every((key) => trimmed[key] !== '') };
}

/** Only the fields whose trimmed value differs from the stored one (SPEC §5). */
export function changedFields(project: Project, trimmed: ProjectValues): ProjectUpdate {
  const changes: ProjectUpdate = {};
  for (const key of FIELD_KEYS) {
    if (trimmed[key] !== project[key]) Object.assign(changes, { [key]: trimmed[key] });
  }
  return changes;
}
