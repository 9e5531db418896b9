import { removeFileAndRenditions } from './renditions/upload-media';
import { supabase } from './supabase';
import { oneRowOrThrow } from './write-error';

// Issue 29: deleting in the panel moves an item to the trash ('Papelera'). The row stays with its
// deletion time and the database's read policies hide it from visitors at once
// (supabase/migrations/20261125000400_trash_history.sql); a project takes its renders and planos
// with it. The Papelera view (src/features/trash/) restores or deletes it for good; after
// TRASH_DAYS the purge deletes it and then its files.

export type TrashTable = 'Project' | 'Render' | 'Blueprint' | 'Gallery' | 'Client';

/** How long a trashed item can be restored (also the purge's age, private.purge_trash). */
export const TRASH_DAYS = 30;

/** What every delete dialog adds: the item is not gone yet. */
export const TRASH_NOTICE = `Podrás restaurarlo desde la Papelera durante ${TRASH_DAYS} días.`;

// The union of the five tables' clients is not callable as one; they share the columns used here.
const trashTable = (table: TrashTable) => supabase.from(table as 'Client');

/** Moves one row to the trash (the database stamps its own time), or throws a WriteError. */
export async function moveToTrash(table: TrashTable, id: number, what: string): Promise<void> {
  const from = trashTable(table);
  oneRowOrThrow(
    what,
    await from
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', id)
      .is('deleted_at', null)
      .select('id'),
  );
}

/** Takes one row out of the trash; it goes back to its place in its list. */
export async function restoreFromTrash(table: TrashTable, id: number, what: string): Promise<void> {
  const from = trashTable(table);
  oneRowOrThrow(
    what,
    await from.update({ deleted_at: null }).eq('id', id).not('deleted_at', 'is', null).select('id'),
  );
}

/** Thrown when the rows are gone but some of their files could not be removed from storage. */
export class FilesLeftError extends Error {
  constructor(readonly count: number) {
    super(`${count} archivo(s) no se pudieron eliminar del almacenamiento`);
    this.name = 'FilesLeftError';
  }
}

/**
 * Deletes one row for good (a project takes its renders and planos with it, in the same
 * transaction), then each file it used that no other row uses.
 *
 * Rows first (issue 5, point 8): SPEC §7 removes files before records, but then a failure halfway
 * would leave rows pointing at files already gone. In this order a file that cannot be removed
 * afterwards stays unused, and the caller is told (FilesLeftError).
 */
export async function deleteForGood(
  table: TrashTable,
  id: number,
  files: readonly StoredFile[],
  what: string,
): Promise<void> {
  oneRowOrThrow(what, await trashTable(table).delete().eq('id', id).select('id'));
  let left = 0;
  // One by one: a file another record still uses (shared demo files) is kept, not counted; its
  // renditions (issue 28: phone video, poster, narrower copies) go with it.
  for (const file of files)
    if ((await removeFileAndRenditions(file.url, file.renditions)) === 'failed') left += 1;
  if (left > 0) throw new FilesLeftError(left);
}

/** A file a row names, with the renditions made from it. */
export interface StoredFile {
  url: string | null;
  renditions: (string | null)[];
}
