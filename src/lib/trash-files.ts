import { tileFolderOf } from '../../core/media/detail-pyramid';
import {
  CONTENT_BUCKET,
  contentKeysIn,
  FILE_NAMING_TABLES,
  ownContentFolder,
  ownContentKeysIn,
  TRASH_BUCKET,
} from '../../core/media/storage-object-key';
import { moveAll } from './bucket-moves';
import { noteStillPublic, stillPublicKeys } from './still-public';
import { supabase, supabaseUrl } from './supabase';

// What happens to a trashed item's files, from the panel (so the same code works against a hosted
// project, where no server of ours runs). Files are compared by the object they name
// (core/media/storage-object-key.ts), never by the URL as written, and only this site's own files
// are ever moved or deleted.
// - Trashed: each file goes from the public bucket to the private trash bucket under the same
//   key, so its public link answers 404 — unless a live row (or the settings, or one of their kept
//   versions) still names it: a shared file stays public.
// - Restored: its files come back to the public bucket before the row does; the row's URLs never
//   change, so they are exactly what they were.
// - Deleted for good: a file goes (from either bucket) only when no row that is left — live or
//   still in the trash — and no settings version names it.

/** True when an absolute URL's origin is this site's storage (the API's, or the page's). */
export function isOwnOrigin(origin: string): boolean {
  const page = typeof window === 'undefined' ? null : window.location.origin;
  return origin === new URL(supabaseUrl, page ?? undefined).origin || origin === page;
}

const PAGE = 1000;

/** The keys of the site's own files a set of rows names. */
export const ownKeysOf = (rows: unknown): string[] => [...ownContentKeysIn(rows, isOwnOrigin)];

/** Names under one folder of a bucket, page by page (Storage lists one folder level at a time). */
export async function listed(bucket: string, folder: string): Promise<{ name: string; isFolder: boolean }[]> {
  const found: { name: string; isFolder: boolean }[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await supabase.storage.from(bucket).list(folder, { limit: PAGE, offset });
    if (error) throw new Error(`no se pudo listar ${folder}: ${error.message}`);
    found.push(...data.map((o) => ({ name: o.name, isFolder: o.id === null })));
    if (data.length < PAGE) return found;
  }
}

/**
 * The tiles stored under the full-detail folders some queued URLs name (the database queues a
 * pyramid by its folder when its row is deleted for good), in either bucket; `listed` is false
 * when a folder could not be listed, so the queue is kept for the next sign-in. Storage lists one
 * folder level per call (a pyramid's levels come back as entries with a null id, its tiles one
 * level further down) and at most 1,500 entries per call however many are asked for, so each
 * folder is read page by page (PAGE stays under that cap); the embedded backend answers the same
 * way (server/storage/routes/list-objects.ts).
 */
export async function queuedTileKeys(urls: readonly string[]): Promise<{ keys: string[]; listed: boolean }> {
  const keys = new Set<string>();
  let complete = true;
  for (const url of urls) {
    const folder = ownContentFolder(url, isOwnOrigin);
    if (folder === null) continue;
    try {
      await folderTiles(folder, keys);
    } catch (error) {
      console.error('Se conservan las teselas en la cola:', error);
      complete = false;
    }
  }
  return { keys: [...keys], listed: complete };
}

async function folderTiles(folder: string, keys: Set<string>): Promise<void> {
  for (const bucket of [CONTENT_BUCKET, TRASH_BUCKET]) {
    for (const level of await listed(bucket, folder.slice(0, -1))) {
      if (!level.isFolder) continue;
      for (const tile of await listed(bucket, `${folder}${level.name}`)) {
        const key = `${folder}${level.name}/${tile.name}`;
        if (!tile.isFolder && tileFolderOf(key) !== null) keys.add(key);
      }
    }
  }
}

/** Every row of one table, page by page (a REST read answers at most db-max-rows). */
async function allRows(table: (typeof FILE_NAMING_TABLES)[number], liveOnly: boolean): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let from = 0; ; from += PAGE) {
    let query = supabase
      .from(table as 'Client')
      .select('*')
      .order('id')
      .range(from, from + PAGE - 1);
    if (liveOnly && table !== 'Studio' && table !== 'StudioVersion') query = query.is('deleted_at', null);
    const { data, error } = await query;
    if (error) throw new Error(`no se pudo comprobar el uso de los archivos (${table}): ${error.message}`);
    rows.push(...data);
    if (data.length < PAGE) return rows;
  }
}

/** The keys named by the rows left: all of them, or only live ones (and the settings with their history). */
export async function namedKeys(liveOnly: boolean): Promise<Set<string>> {
  const named = new Set<string>();
  const tables = await Promise.all(FILE_NAMING_TABLES.map((t) => allRows(t, liveOnly)));
  for (const rows of tables) contentKeysIn(rows, named);
  return named;
}

/**
 * Takes a just-trashed item's files out of public reach; returns the keys it could not move (the
 * panel's warning counts them: src/lib/still-public.ts). When the files the live rows name cannot
 * be read, nothing is moved and every key counts as still public.
 */
export async function hideTrashedFiles(keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  let live: Set<string>;
  try {
    live = await namedKeys(true);
  } catch (error) {
    noteStillPublic([], keys);
    throw error;
  }
  const failed = await moveAll(
    keys.filter((k) => !live.has(k)),
    CONTENT_BUCKET,
    TRASH_BUCKET,
  );
  const left = new Set(failed);
  noteStillPublic(
    keys.filter((k) => !left.has(k)),
    failed,
  );
  return failed;
}

/** 'Intentar de nuevo' on the panel's warning: moves exactly the files still public. */
export async function hideStillPublic(): Promise<void> {
  await hideTrashedFiles(stillPublicKeys());
}

/** Brings an item's files back to the public bucket; returns the keys it could not move. */
export async function showRestoredFiles(keys: readonly string[]): Promise<string[]> {
  const failed = await moveAll(keys, TRASH_BUCKET, CONTENT_BUCKET);
  // Public again on purpose: no longer a trashed file left behind (an undone restore hides
  // them again, and says which it could not).
  noteStillPublic(keys, []);
  return failed;
}

/**
 * After rows were deleted for good: removes each of their files no remaining row or version names,
 * from whichever bucket holds it. Says how many objects went and how many keys could not be
 * checked or removed (those stay: an unused file is harmless, a missing one breaks a page).
 */
export async function removeUnnamedFiles(
  keys: readonly string[],
): Promise<{ removed: number; failed: number }> {
  if (keys.length === 0) return { removed: 0, failed: 0 };
  let named: Set<string>;
  try {
    named = await namedKeys(false);
  } catch (error) {
    console.error('Se conservan los archivos:', error);
    return { removed: 0, failed: keys.length };
  }
  const doomed = keys.filter((k) => !named.has(k));
  const failed = new Set<string>();
  let removed = 0;
  for (let i = 0; i < doomed.length; i += 100) {
    const batch = doomed.slice(i, i + 100);
    for (const bucket of [CONTENT_BUCKET, TRASH_BUCKET]) {
      const { data, error } = await supabase.storage.from(bucket).remove(batch);
      if (error) {
        console.error(`No se pudieron eliminar archivos de ${bucket}:`, error);
        for (const key of batch) failed.add(key);
      } else removed += data.length;
    }
  }
  noteStillPublic(
    doomed.filter((k) => !failed.has(k)),
    [],
  );
  return { removed, failed: failed.size };
}
