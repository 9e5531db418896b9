import { findStillPublic } from '../../../lib/find-still-public';
import { noteStillPublic } from '../../../lib/still-public';
import { ownKeysOf } from '../../../lib/trash-files';
import type { TrashedItem } from './trash';

// A trashed item may still have files in the public bucket (moves that kept failing, in this
// session or an earlier one). The Papelera reads which from Storage when it opens and hands them
// to the panel's warning (src/lib/still-public.ts), whose 'Intentar de nuevo' moves them; the
// list marks the items they belong to.

/** The keys of the site's own files an item in the trash names. */
export function itemKeys(item: TrashedItem): string[] {
  switch (item.kind) {
    case 'Project':
      return ownKeysOf([item.row, ...item.renders, ...item.blueprints]);
    case 'ReplacedMedia':
      return ownKeysOf(item.row.columns);
    // A visitor's words: a URL written in them is not a file of this message's.
    case 'Message':
      return [];
    default:
      return ownKeysOf(item.row);
  }
}

/** Reads which of the items' files are still public and tells the panel's warning. */
export async function checkStillPublic(items: readonly TrashedItem[]): Promise<void> {
  const keys = [...new Set(items.flatMap(itemKeys))];
  const left = new Set(await findStillPublic(keys));
  noteStillPublic(
    keys.filter((k) => !left.has(k)),
    [...left],
  );
}
