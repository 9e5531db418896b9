import type { ClientValue } from '../../../../core/projects/facts-draft';
import { supabase } from '../../../lib/supabase';
import { rowsOrThrow } from '../../../lib/write-error';

// The panel's reads and writes of a project's client (public."ProjectClient", one row per
// project): visitors read it only when `shown`; administrators read and write every one.

/** The project's client as stored, shown or not; null for none. Throws when the read fails. */
export async function getProjectClient(projectId: number): Promise<ClientValue | null> {
  const rows = rowsOrThrow(
    'leer el cliente',
    await supabase.from('ProjectClient').select('name, shown').eq('id_project', projectId),
  );
  return rows[0] ?? null;
}

/** Sets the project's client (null removes it); `had`: whether a row is stored now. */
export async function saveProjectClient(
  projectId: number,
  value: ClientValue | null,
  had: boolean,
): Promise<void> {
  if (value === null) {
    rowsOrThrow(
      'quitar el cliente',
      await supabase.from('ProjectClient').delete().eq('id_project', projectId).select(),
    );
  } else if (had) {
    rowsOrThrow(
      'guardar el cliente',
      await supabase.from('ProjectClient').update(value).eq('id_project', projectId).select(),
    );
  } else {
    rowsOrThrow(
      'guardar el cliente',
      await supabase
        .from('ProjectClient')
        .insert({ id_project: projectId, ...value })
        .select(),
    );
  }
}
