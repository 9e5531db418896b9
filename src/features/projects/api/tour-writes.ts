import type { RenderPair, RoomLink, RoomSpot } from '../../../../core/database-shapes';
import { supabase } from '../../../lib/supabase';
import { oneRowOrThrow, rowsOrThrow } from '../../../lib/write-error';

// The panel's writes of a project's walk through its 360° rooms and of its render/photograph pairs
// (20261129000500_room_tour.sql; reads: tour.ts, media.ts). The database refuses a row naming what
// it may not (a room of another project, an ordinary render as a room, a photograph in two pairs),
// so each write is one statement that either happens whole or not at all.

export type NewLink = Pick<RoomLink, 'id_project' | 'from_render' | 'to_render' | 'yaw' | 'pitch'>;
export type SpotValues = Pick<RoomSpot, 'id_project' | 'id_render' | 'id_blueprint' | 'x' | 'y' | 'heading'>;

/** A door from one room to another; `id`: the door already there between the two, moved. */
export async function saveLink(link: NewLink, id?: number): Promise<RoomLink> {
  const table = supabase.from('RoomLink');
  return oneRowOrThrow(
    'guardar puerta',
    await (id === undefined ? table.insert(link).select() : table.update(link).eq('id', id).select()),
  );
}

export async function removeLink(id: number): Promise<void> {
  rowsOrThrow('quitar puerta', await supabase.from('RoomLink').delete().eq('id', id).select('id'));
}

/** Where a room stands on a plano and which way it faces (one place per room; `id`: its place so far). */
export async function saveSpot(spot: SpotValues, id?: number): Promise<RoomSpot> {
  const table = supabase.from('RoomSpot');
  return oneRowOrThrow(
    'guardar posición',
    await (id === undefined ? table.insert(spot).select() : table.update(spot).eq('id', id).select()),
  );
}

export async function removeSpot(id: number): Promise<void> {
  rowsOrThrow('quitar del plano', await supabase.from('RoomSpot').delete().eq('id', id).select('id'));
}

export async function savePair(
  pair: Pick<RenderPair, 'id_project' | 'id_render' | 'id_photo'>,
): Promise<RenderPair> {
  return oneRowOrThrow('emparejar render y obra', await supabase.from('RenderPair').insert(pair).select());
}

export async function removePair(id: number): Promise<void> {
  rowsOrThrow('quitar par', await supabase.from('RenderPair').delete().eq('id', id).select('id'));
}

/** The panel's view of the tour: every link, spot and pair of the project whose images are live. */
export async function loadTourRows(projectId: number) {
  const [links, spots, pairs] = await Promise.all([
    supabase.from('RoomLink').select('*').eq('id_project', projectId).order('id'),
    supabase.from('RoomSpot').select('*').eq('id_project', projectId).order('id'),
    supabase.from('RenderPair').select('*').eq('id_project', projectId).order('id'),
  ]);
  return {
    links: rowsOrThrow('leer puertas', links),
    spots: rowsOrThrow('leer posiciones', spots),
    pairs: rowsOrThrow('leer pares', pairs),
  };
}
