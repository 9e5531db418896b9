import type { Project } from '../../../../core/database-shapes';
import { listOrEmpty, oneOrNull } from '../../../lib/lookup';
import { publicDb } from '../../../lib/public-db';

// Reads of the Project table (SPEC §7). The list order (the position the studio set) is the slide order (SPEC
// §3).

export function getProjects(): Promise<Project[]> {
  return listOrEmpty(
    'los proyectos',
    publicDb.from('Project').select('*').is('deleted_at', null).order('position'),
  );
}

/** One project by title and subtitle, expecting a single row (SPEC §7). */
export function getProjectByTitleAndSubtitle(title: string, subtitle: string): Promise<Project | null> {
  return oneOrNull(
    'el proyecto',
    publicDb
      .from('Project')
      .select('*')
      .is('deleted_at', null)
      .eq('title', title)
      .eq('subtitle', subtitle)
      .single(),
  );
}

/**
 * The same lookup, but where no row is an answer (null) rather than an error. The project page
 * tries every hyphen split of its URL name and most splits match nothing; those misses should
 * not be logged as failures. Two or more rows are still an error (logged, null).
 */
export function findProjectByTitleAndSubtitle(title: string, subtitle: string): Promise<Project | null> {
  return oneOrNull(
    'el proyecto',
    publicDb
      .from('Project')
      .select('*')
      .is('deleted_at', null)
      .eq('title', title)
      .eq('subtitle', subtitle)
      .maybeSingle(),
  );
}
