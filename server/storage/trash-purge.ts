import type { Database } from '../db/database';
import type { Disk } from './disk';

// The embedded backend's own purge of the trash (issue 29), run by its hourly scheduler
// (server/app.ts): private.purge_trash() deletes what has been trashed for more than 30 days and
// queues its files in public."PurgedFile" (supabase/migrations/20261125000400_trash_history.sql);
// here, in the same transaction, each queued file that no row and no kept settings version still
// names loses its storage.objects row, and after the commit its bytes. Rows first, then files: a
// crash in between leaves an unused file on disk, never a row pointing at a missing one.

const PUBLIC_PATH = '/storage/v1/object/public/Gallery/';

/** The Gallery object a stored URL names (its path after the bucket, decoded), or null. */
export function galleryObjectName(url: string): string | null {
  const { pathname } = new URL(url, 'http://relative.invalid');
  const at = pathname.indexOf(PUBLIC_PATH);
  if (at < 0) return null;
  try {
    return decodeURIComponent(pathname.slice(at + PUBLIC_PATH.length));
  } catch {
    return null;
  }
}

/** Files still named by a row (trashed or not, renditions included) or by the settings and their history stay. */
const UNUSED = `
  not exists (select 1 from public."Project" p
               where g.url in (p.render, p.video, p.video_phone, p.video_poster)
                  or strpos(coalesce(p.render_widths::text, ''), g.url) > 0)
  and not exists (select 1 from public."Render" r
                   where r.url = g.url or strpos(coalesce(r.widths::text, ''), g.url) > 0)
  and not exists (select 1 from public."Blueprint" b
                   where b.url = g.url or strpos(coalesce(b.widths::text, ''), g.url) > 0)
  and not exists (select 1 from public."Gallery" x
                   where x.url = g.url or strpos(coalesce(x.widths::text, ''), g.url) > 0)
  and not exists (select 1 from public."Studio" s where strpos(s.settings::text, g.url) > 0)
  and not exists (select 1 from public."StudioVersion" v where strpos(v.settings::text, g.url) > 0)`;

export async function purgeTrash(db: Database, disk: Disk): Promise<{ rows: number; files: number }> {
  const { rows, objectIds } = await db.asOwner(async (tx) => {
    const purged = await tx.query<{ n: number }>('select private.purge_trash() as n');
    const queued = await tx.query<{ url: string }>(
      `with g as (delete from public."PurgedFile" returning url) select url from g where ${UNUSED}`,
    );
    const names = queued.rows.map((r) => galleryObjectName(r.url)).filter((n): n is string => n !== null);
    const removed = await tx.query<{ id: string }>(
      `delete from storage.objects where bucket_id = 'Gallery' and name = any($1::text[]) returning id`,
      [names],
    );
    return { rows: purged.rows[0]?.n ?? 0, objectIds: removed.rows.map((r) => r.id) };
  });
  await Promise.all(objectIds.map((id) => disk.discard(disk.objectPath(id))));
  return { rows, files: objectIds.length };
}
