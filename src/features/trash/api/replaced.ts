import type { Project, ReplacedColumns, ReplacedMedia } from '../../../../core/database-shapes';
import { REPLACED_COLUMNS, trashReplaced } from '../../../lib/replaced-media';
import { supabase } from '../../../lib/supabase';
import { FilesLeftError } from '../../../lib/trash';
import { hideTrashedFiles, ownKeysOf, removeUnnamedFiles, showRestoredFiles } from '../../../lib/trash-files';
import { oneRowOrThrow, rowsOrThrow } from '../../../lib/write-error';

// A replaced cover or video in 'Papelera' (src/lib/replaced-media.ts): restored as the project's
// current one (a swap: the current one goes to the trash in its place), or deleted for good.

/** Every replaced cover and video in the trash. */
export async function listReplaced(): Promise<ReplacedMedia[]> {
  return rowsOrThrow('leer la papelera', await supabase.from('ReplacedMedia').select('*'));
}

/**
 * Makes a replaced cover or video the project's current one again. Its files come back to the
 * public bucket first; if one cannot, or the project cannot be updated, nothing changes. Then the
 * cover or video it displaces goes to the trash, and its own row leaves it.
 */
export async function restoreReplaced(row: ReplacedMedia, project: Project | undefined): Promise<void> {
  if (!project) throw new Error('el proyecto está en la papelera: restáuralo primero');
  const keys = ownKeysOf(row.columns);
  const failed = await showRestoredFiles(keys);
  if (failed.length > 0) {
    await hideTrashedFiles(keys);
    throw new FilesLeftError(failed.length, 'restaurar');
  }
  // Every column of the field, so a value the row does not hold (a cover replaced before its
  // focal point was recorded with it) is the centre, not the displaced cover's point.
  const values: ReplacedColumns = Object.fromEntries(
    REPLACED_COLUMNS[row.field].map((c) => [c, row.columns[c] ?? null]),
  );
  const answer = await supabase.from('Project').update(values).eq('id', project.id).select();
  try {
    oneRowOrThrow(`restaurar ${row.field}`, answer);
  } catch (error) {
    await hideTrashedFiles(keys);
    throw error;
  }
  // The displaced one is recorded before this row leaves, so no step loses a file: a file both
  // name stays, as the purge keeps what any row names.
  await trashReplaced(project, row.field);
  oneRowOrThrow(
    `restaurar ${row.field}`,
    await supabase.from('ReplacedMedia').delete().eq('id', row.id).select('id'),
  );
}

/** Deletes a replaced cover or video for good: its row, then the files no row left names. */
export async function deleteReplaced(row: ReplacedMedia): Promise<void> {
  oneRowOrThrow(
    `eliminar ${row.field}`,
    await supabase.from('ReplacedMedia').delete().eq('id', row.id).select('id'),
  );
  const { failed } = await removeUnnamedFiles(ownKeysOf(row.columns));
  if (failed > 0) throw new FilesLeftError(failed);
}
