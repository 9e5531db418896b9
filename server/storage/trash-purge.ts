import {
  CONTENT_BUCKET,
  contentKeysIn,
  FILE_NAMING_TABLES,
  ownContentFolder,
  ownContentKey,
  TRASH_BUCKET,
} from '../../core/media/storage-object-key';
import { tileFolderOf } from '../../core/media/detail-pyramid';
import type { Database } from '../db/database';
import type { Disk } from './disk';

// The embedded backend's own purge of the trash, run by its hourly scheduler (server/app.ts):
// private.purge_trash() deletes what has been trashed for more than 30 days and queues its files
// in public."PurgedFile" (supabase/migrations/20261125000400_trash_history.sql); here, in the same
// transaction, each queued file loses its storage.objects row (in the public bucket or the trash's
// private one) unless a row that is left — live, still in the trash, the settings or a kept
// settings version — names the same object in any spelling (core/media/storage-object-key.ts);
// after the commit its bytes go. Rows first, then files: a crash in between leaves an unused file
// on disk, never a row pointing at a missing one.

/** An absolute URL is this site's own when it is a loopback address or the SITE_URL's origin. */
export function ownOriginTest(siteUrl?: string): (origin: string) => boolean {
  const site = siteUrl ? new URL(siteUrl).origin : null;
  return (origin) => {
    if (origin === site) return true;
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
  };
}

export async function purgeTrash(
  db: Database,
  disk: Disk,
  isOwnOrigin: (origin: string) => boolean = ownOriginTest(),
): Promise<{ rows: number; files: number }> {
  const { rows, objectIds } = await db.asOwner(async (tx) => {
    const purged = await tx.query<{ n: number }>('select private.purge_trash() as n');
    const queued = await tx.query<{ url: string }>('delete from public."PurgedFile" returning url');
    const candidates = new Set(
      queued.rows.map((r) => ownContentKey(r.url, isOwnOrigin)).filter((k): k is string => k !== null),
    );
    // A full-detail pyramid is queued by its folder (supabase/migrations/…_full_detail.sql): each
    // tile stored under it is a candidate, kept below like any file while a row names it.
    const folders = queued.rows
      .map((r) => ownContentFolder(r.url, isOwnOrigin))
      .filter((f): f is string => f !== null);
    if (folders.length > 0) {
      const tiles = await tx.query<{ name: string }>(
        `select name from storage.objects where bucket_id = any($1::text[])
            and exists (select 1 from unnest($2::text[]) f where left(name, char_length(f)) = f)`,
        [[CONTENT_BUCKET, TRASH_BUCKET], folders],
      );
      for (const { name } of tiles.rows) if (tileFolderOf(name) !== null) candidates.add(name);
    }
    if (candidates.size === 0) return { rows: purged.rows[0]?.n ?? 0, objectIds: [] };
    const named = new Set<string>();
    for (const table of FILE_NAMING_TABLES) {
      const docs = await tx.query<{ doc: unknown }>(`select to_jsonb(t) as doc from public."${table}" t`);
      for (const { doc } of docs.rows) contentKeysIn(doc, named);
    }
    const removed = await tx.query<{ id: string }>(
      `delete from storage.objects where bucket_id = any($1::text[]) and name = any($2::text[]) returning id`,
      [[CONTENT_BUCKET, TRASH_BUCKET], [...candidates].filter((key) => !named.has(key))],
    );
    return { rows: purged.rows[0]?.n ?? 0, objectIds: removed.rows.map((r) => r.id) };
  });
  await Promise.all(objectIds.map((id) => disk.discard(disk.objectPath(id))));
  return { rows, files: objectIds.length };
}
