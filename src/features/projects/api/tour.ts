import type { RoomLink, RoomSpot } from '../../../../core/database-shapes';
import { listOrEmpty } from '../../../lib/lookup';
import { publicDb } from '../../../lib/public-db';

// Reads of a project's walk through its 360° renders and of its render/photograph pairs
// (20261129000500_room_tour.sql), read when a visitor opens a 360° render (the pairs are read
// with the renders: media.ts). The database shows only rows whose images are all live, so a room
// in the trash has no doors here.

/** The doors between rooms and where rooms stand on a plano: read when a visitor opens a 360° render. */
export async function getTour(projectId: number): Promise<{ links: RoomLink[]; spots: RoomSpot[] }> {
  const [links, spots] = await Promise.all([
    listOrEmpty(
      'las puertas del recorrido',
      publicDb.from('RoomLink').select('*').eq('id_project', projectId),
    ),
    listOrEmpty(
      'el recorrido en el plano',
      publicDb.from('RoomSpot').select('*').eq('id_project', projectId),
    ),
  ]);
  return { links, spots };
}
