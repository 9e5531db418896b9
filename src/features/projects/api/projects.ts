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

/**
 * The projects an English address may name: those whose English title is one of `titles`, and
 * those without one whose Spanish title is (the English page shows the Spanish then).
 */
export async function getProjectsTitled(titles: string[]): Promise<Project[]> {
  const [english, spanish] = await Promise.all([
    listOrEmpty(
      'los proyectos',
      publicDb.from('Project').select('*').is('deleted_at', null).in('title_en', titles),
    ),
    listOrEmpty(
      'los proyectos',
      publicDb.from('Project').select('*').is('deleted_at', null).is('title_en', null).in('title', titles),
    ),
  ]);
  return [...english, ...spanish];
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

/**
 * The project's client, when the studio shows it. Visitors could read no other (its read policy);
 * `shown` is asked for too, so a signed-in administrator browsing the site sees what visitors see.
 */
export async function getShownClient(projectId: number): Promise<string | null> {
  const rows = await listOrEmpty(
    'el cliente',
    publicDb.from('ProjectClient').select('name').eq('id_project', projectId).eq('shown', true),
  );
  return rows[0]?.name ?? null;
}
