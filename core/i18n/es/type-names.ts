// Spanish names of the project types (SPEC §9), apart from the other words about projects: the
// page titles (core/page/page-meta.ts, in the entry) need only these.
import type { ProjectType } from '../../constants';

/** Project types as visitors read them: in Spanish, the stored names themselves. */
export const typeNames: Record<ProjectType, string> = {
  Comercial: 'Comercial',
  Residencial: 'Residencial',
  Equipamiento: 'Equipamiento',
};
