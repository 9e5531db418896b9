import type { Project } from '../../../../core/database-shapes';
import { listOrEmpty } from '../../../lib/lookup';
import { publicDb } from '../../../lib/public-db';

// Reads only a project's page makes (its chunk, not the entry every page loads): the projects an
// English address may name, and the client the studio shows.

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
