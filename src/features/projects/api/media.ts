import type { Blueprint, Render, RenderPair } from '../../../../core/database-shapes';
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

/**
 * A render and the photograph of what was built (20261129000500_room_tour.sql): shown as one slide.
 * Only pairs whose two images are live are read.
 */
export function getPairs(projectId: number): Promise<Pick<RenderPair, 'id_render' | 'id_photo'>[]> {
  return listOrEmpty(
    'los pares render y obra',
    publicDb.from('RenderPair').select('id_render, id_photo').eq('id_project', projectId),
  );
}
