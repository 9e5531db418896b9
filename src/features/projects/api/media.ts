import type { Blueprint, Render } from '../../../../core/database-shapes';
import { listOrEmpty } from '../../../lib/lookup';
import { publicDb } from '../../../lib/public-db';

// Reads of the Render and Blueprint tables for one project (SPEC §7).

export function getRenders(projectId: number): Promise<Render[]> {
  return listOrEmpty(
    'los renders',
    publicDb.from('Render').select('*').is('deleted_at', null).eq('id_project', projectId).order('position'),
  );
}

export function getBlueprints(projectId: number): Promise<Blueprint[]> {
  return listOrEmpty(
    'los planos',
    publicDb
      .from('Blueprint')
      .select('*')
      .is('deleted_at', null)
      .eq('id_project', projectId)
      .order('position'),
  );
}
