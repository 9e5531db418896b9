import { lstat, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { tileFolderOf } from '../../core/media/detail-pyramid';
import { CONTENT_BUCKET, TRASH_BUCKET } from '../../core/media/storage-object-key';
import type { Database } from '../db/database';
import type { Disk } from './disk';

/**
 * Stored files nothing uses any more, removed at start and hourly.
 *
 * The panel deletes a project's (or a render's) row first and its files after (so a failure never
 * leaves a page pointing at a missing file); a crash, a closed tab or a lost connection between
 * the two left the files publicly served, with nothing left to remove them. Two kinds:
 * - an object of the content or trash bucket that no row of any table in schema `public` names (by its
 *   name as stored, URL-encoded or JSON-escaped, anywhere in any column: a text that merely
 *   contains the name keeps the file — the sweep errs towards keeping);
 * - a file under `storage/objects/` whose object row is gone (a crash between a delete's commit
 *   and its file removal): never served, only disk.
 *
 * Either must also be older than GRACE_MS: an upload's object exists before the row that names
 * it (the panel uploads, then saves the row), and an upload's file is moved into place just
 * before its object row commits. A day is far longer than either gap.
 */
export const ORPHAN_GRACE_MS = 24 * 3600 * 1000;
export const ORPHAN_SWEEP_EVERY_MS = 3600 * 1000;
/**
 * The buckets the site's content lives in: the public one and the trash's private one (a trashed
 * item's files, named by its row until the purge). Other buckets are not the sweep's to judge.
 */
const SWEPT_BUCKETS = [CONTENT_BUCKET, TRASH_BUCKET];

export interface SweepResult {
  /** Names of the objects removed (row and file). */
  objects: string[];
  /** Files without an object row, removed. */
  files: number;
}

export async function sweepOrphans(
  db: Database,
  disk: Disk,
  { graceMs = ORPHAN_GRACE_MS } = {},
): Promise<SweepResult> {
  // One transaction (PGlite runs one at a time): no row can name an object between the read of
  // the references and the delete of the rows. Files go after the commit, as in a normal delete.
  const orphans = await db.asOwner(async (tx) => {
    const { rows: tables } = await tx.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
    );
    let text = '';
    for (const { name } of tables) {
      const { rows } = await tx.query<{ doc: string | null }>(
        `select string_agg(to_jsonb(t)::text, ' ') as doc from ${name} t`,
      );
      text += `${rows[0]?.doc ?? ''} `;
    }
    const decoded = decodePercents(text);
    const { rows: old } = await tx.query<{ id: string; name: string }>(
      `select id, name from storage.objects
        where bucket_id = any($1::text[]) and greatest(created_at, updated_at) < now() - make_interval(secs => $2)`,
      [SWEPT_BUCKETS, graceMs / 1000],
    );
    const unused = old.filter((o) => !named(text, decoded, o.name));
    if (unused.length > 0)
      await tx.query(`delete from storage.objects where id = any($1::uuid[])`, [unused.map((o) => o.id)]);
    return unused;
  });
  for (const object of orphans) await disk.discard(disk.objectPath(object.id));
  return { objects: orphans.map((o) => o.name), files: await sweepRowlessFiles(db, disk, graceMs) };
}

function named(text: string, decoded: string, name: string): boolean {
  // A full-detail tile is named through its pyramid, whose row holds the tiles' folder only.
  const folder = tileFolderOf(name);
  if (folder !== null && named(text, decoded, folder)) return true;
  const forms = [name, name.split('/').map(encodeURIComponent).join('/'), JSON.stringify(name).slice(1, -1)];
  return forms.some((form) => text.includes(form) || decoded.includes(form));
}

/** Every run of valid %XX escapes decoded: a URL written by another encoder still names its file. */
function decodePercents(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * Files in `storage/objects/` whose row is gone, unwritten for the grace period (an upload's file
 * is written, or its last byte arrives, just before it is moved or linked into place).
 */
async function sweepRowlessFiles(db: Database, disk: Disk, graceMs: number): Promise<number> {
  const root = path.join(disk.root, 'objects');
  const candidates: { id: string; file: string }[] = [];
  const before = Date.now() - graceMs;
  for (const dir of await readdir(root).catch(() => [] as string[])) {
    for (const id of await readdir(path.join(root, dir)).catch(() => [] as string[])) {
      if (!/^[0-9a-f-]{36}$/.test(id)) continue;
      const file = path.join(root, dir, id);
      const info = await lstat(file).catch(() => null);
      if (info?.isFile() && info.mtimeMs < before) candidates.push({ id, file });
    }
  }
  if (candidates.length === 0) return 0;
  const { rows } = await db.pg.query<{ id: string }>(
    `select id::text as id from storage.objects where id = any($1::uuid[])`,
    [candidates.map((c) => c.id)],
  );
  const kept = new Set(rows.map((r) => r.id));
  let removed = 0;
  for (const c of candidates.filter((c) => !kept.has(c.id))) {
    await rm(c.file, { force: true });
    removed += 1;
  }
  return removed;
}
