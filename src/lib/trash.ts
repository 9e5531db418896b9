import { supabase } from './supabase';
import { hideTrashedFiles, ownKeysOf, removeUnnamedFiles, showRestoredFiles } from './trash-files';
import { oneRowOrThrow } from './write-error';

// Deleting in the panel moves an item to the trash ('Papelera'). The row stays with its
// deletion time and the database's read policies hide it from visitors at once
// (supabase/migrations/20261125000400_trash_history.sql); a project takes its renders and planos
// with it, and their files leave the public bucket (20261127000200_trash_bucket.sql). The Papelera view (src/features/trash/) restores or deletes it for good; after
// TRASH_DAYS the purge deletes it and then its files.

export type TrashTable = 'Project' | 'Render' | 'Blueprint' | 'Gallery' | 'Client';

/** How long a trashed item can be restored (also the purge's age, private.purge_trash). */
export const TRASH_DAYS = 30;

/** What every delete dialog adds: the item is not gone yet. */
export const TRASH_NOTICE = `Podrás restaurarlo desde la Papelera durante ${TRASH_DAYS} días.`;

// The union of the five tables' clients is not callable as one; they share the columns used here.
const trashTable = (table: TrashTable) => supabase.from(table as 'Client');

/** A row with the rows that share its trip to the trash (a project's renders and planos). */
async function itemRows(table: TrashTable, id: number, deletedAt: string | null): Promise<unknown[]> {
  const rows: unknown[] = [];
  const own = await trashTable(table).select('*').eq('id', id);
  if (own.error) throw new Error(`no se pudo leer el elemento: ${own.error.message}`);
  rows.push(...own.data);
  if (table === 'Project' && deletedAt) {
    for (const media of ['Render', 'Blueprint'] as const) {
      const answer = await supabase.from(media).select('*').eq('id_project', id).eq('deleted_at', deletedAt);
      if (answer.error) throw new Error(`no se pudo leer el elemento: ${answer.error.message}`);
      rows.push(...answer.data);
    }
  }
  return rows;
}

/**
 * Moves one row to the trash (the database stamps its own time), or throws a WriteError; then
 * its files (a project's renders and planos too) leave the public bucket
 * (src/lib/trash-files.ts). A file that could not be moved, even tried again, stays public and
 * the panel warns the studio, with a way to try again (src/lib/still-public.ts): the item is in
 * the trash either way.
 */
export async function moveToTrash(table: TrashTable, id: number, what: string): Promise<void> {
  const from = trashTable(table);
  const row = oneRowOrThrow(
    what,
    await from
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', id)
      .is('deleted_at', null)
      .select('id, deleted_at'),
  );
  try {
    await hideTrashedFiles(ownKeysOf(await itemRows(table, id, row.deleted_at)));
  } catch (error) {
    console.error('Los archivos del elemento siguen públicos:', error);
  }
}

/**
 * Takes one row out of the trash; it goes back to its place in its list. Its files come back to
 * the public bucket first, so a restored page never points at a missing file; if a file cannot
 * come back, or the row cannot (its address is taken), nothing is restored.
 */
export async function restoreFromTrash(table: TrashTable, id: number, what: string): Promise<void> {
  const trashed = await trashTable(table).select('deleted_at').eq('id', id);
  const keys = ownKeysOf(await itemRows(table, id, trashed.data?.[0]?.deleted_at ?? null));
  const failed = await showRestoredFiles(keys);
  if (failed.length > 0) {
    await hideTrashedFiles(keys);
    throw new FilesLeftError(failed.length, 'restaurar');
  }
  const from = trashTable(table);
  const answer = await from
    .update({ deleted_at: null })
    .eq('id', id)
    .not('deleted_at', 'is', null)
    .select('id');
  try {
    oneRowOrThrow(what, answer);
  } catch (error) {
    await hideTrashedFiles(keys);
    throw error;
  }
}

/** Thrown when some of an item's files could not be removed (or brought back) in storage. */
export class FilesLeftError extends Error {
  constructor(
    readonly count: number,
    verb: 'eliminar' | 'restaurar' = 'eliminar',
  ) {
    super(
      verb === 'eliminar'
        ? `${count} archivo(s) no se pudieron eliminar del almacenamiento`
        : `${count} archivo(s) no se pudieron restaurar; el elemento sigue en la papelera`,
    );
    this.name = 'FilesLeftError';
  }
}

/**
 * Deletes one row for good (a project takes its renders and planos with it, in the same
 * transaction), then each file it named (`keys`, src/lib/trash-files.ts) that no row left names.
 *
 * Rows first: SPEC §7 removes files before records, but then a failure halfway would leave rows
 * pointing at files already gone. In this order a file that cannot be removed afterwards stays
 * unused, and the caller is told (FilesLeftError).
 */
export async function deleteForGood(
  table: TrashTable,
  id: number,
  keys: readonly string[],
  what: string,
): Promise<void> {
  oneRowOrThrow(what, await trashTable(table).delete().eq('id', id).select('id'));
  const { failed } = await removeUnnamedFiles(keys);
  if (failed > 0) throw new FilesLeftError(failed);
}
