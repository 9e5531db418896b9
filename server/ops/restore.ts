import { createReadStream } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract as extractTar } from 'tar';
import { loadOrCreateKeys } from '../auth/keys';
import { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { Disk } from '../storage/disk';
import { sha256File } from './backup';
import {
  BACKUP_TABLES,
  LATER_TABLES,
  FORMAT,
  FORMAT_VERSION,
  objectEntry,
  tableEntry,
  type Manifest,
} from './backup-format';

export class RestoreError extends Error {}

/**
 * Restores a backup into `dataDir`, which must be empty or absent unless `force`. Nothing is
 * touched until the whole archive has been read and every checksum verified; the new data dir is
 * built beside the target and swapped in at the end, so a failure at any step leaves the target
 * as it was. With `force`, the old data dir is kept as `<dataDir>.before-restore-<time>` and its
 * keys are reused (clients built with its anon key keep working). Returns the manifest.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  { force = false } = {},
): Promise<{ manifest: Manifest; previous: string | null }> {
  const target = path.resolve(dataDir);
  const occupied = (await readdir(target).catch(() => [])).length > 0;
  if (occupied && !force)
    throw new RestoreError(
      `${target} is not empty: restore into an empty data dir, or add --force to replace it (the current one is kept aside).`,
    );
  await mkdir(path.dirname(target), { recursive: true });
  const work = await mkdtemp(path.join(path.dirname(target), `.${path.basename(target)}.restore-`));
  try {
    const manifest = await readVerified(file, path.join(work, 'archive'));
    const fresh = path.join(work, 'data');
    await mkdir(fresh, { recursive: true, mode: 0o700 });
    if (occupied) await cp(path.join(target, 'keys.json'), path.join(fresh, 'keys.json')).catch(() => {});
    await loadOrCreateKeys(fresh);
    await load(path.join(work, 'archive'), fresh, manifest);
    let previous: string | null = null;
    if (occupied) {
      previous = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(target, previous);
    } else await rm(target, { recursive: true, force: true });
    await rename(fresh, target);
    return { manifest, previous };
  } finally {
    await rm(work, { recursive: true, force: true, maxRetries: 5 });
  }
}

/** Extracts the archive and checks it whole: format, every listed entry present with its size and SHA-256. */
async function readVerified(file: string, into: string): Promise<Manifest> {
  await stat(file).catch(() => {
    throw new RestoreError(`No backup at ${file}.`);
  });
  await mkdir(into, { recursive: true });
  try {
    // The whole file is decompressed once first: gzip's length and CRC-32 catch truncation and
    // flipped bits before a single file is written (extraction errors can arrive while its
    // writes are still under way).
    await pipeline(
      createReadStream(file),
      createGunzip(),
      new Writable({ write: (_chunk, _enc, done) => done() }),
    );
    // node-tar refuses absolute paths and `..`; strict turns a damaged archive into an error.
    await extractTar({ file, cwd: into, strict: true });
  } catch (error) {
    throw new RestoreError(
      `The backup ${file} is damaged or truncated (${(error as Error).message}); nothing was changed.`,
    );
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(into, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new RestoreError(
      `${file} is not a backup of this site (no readable manifest.json); nothing was changed.`,
    );
  }
  if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION)
    throw new RestoreError(
      `${file} is a ${manifest.format ?? 'unknown'} v${manifest.version ?? '?'} archive; this version restores ${FORMAT} v${FORMAT_VERSION}.`,
    );
  for (const table of BACKUP_TABLES) {
    if (!manifest.entries.some((e) => e.path === tableEntry(table)) && !LATER_TABLES.includes(table))
      throw new RestoreError(`The backup lacks the rows of ${table}; nothing was changed.`);
  }
  for (const entry of manifest.entries) {
    const full = path.join(into, entry.path);
    const size = await stat(full).then(
      (s) => s.size,
      () => -1,
    );
    if (size !== entry.size || (await sha256File(full)) !== entry.sha256)
      throw new RestoreError(
        `The backup is damaged: ${entry.path} ${size < 0 ? 'is missing' : 'does not match its checksum'}; nothing was changed.`,
      );
  }
  return manifest;
}

/** Creates the database in `dataDir` (migrations included) and loads the rows and files. */
async function load(archive: string, dataDir: string, manifest: Manifest): Promise<void> {
  const db = await Database.open(path.join(dataDir, 'pgdata'));
  try {
    await migrate(db);
    const disk = new Disk(path.join(dataDir, 'storage'));
    await disk.init();
    const objects = JSON.parse(await readFile(path.join(archive, tableEntry('storage.objects')), 'utf8')) as {
      id: string;
    }[];
    for (const object of objects) {
      const file = disk.objectPath(object.id);
      await mkdir(path.dirname(file), { recursive: true });
      await cp(path.join(archive, objectEntry(object.id)), file);
    }
    await db.asOwner(async (tx) => {
      for (const table of BACKUP_TABLES) {
        // A backup older than the table: it stays as the migrations made it (the app's defaults).
        if (!(table in manifest.rows) && LATER_TABLES.includes(table)) {
          await tx.query(`delete from ${table}`);
          continue;
        }
        const rows = await readFile(path.join(archive, tableEntry(table)), 'utf8');
        // The migrations may have written defaults (the demo flag, a bucket): the backup decides.
        await tx.query(`delete from ${table}`);
        const { rows: cols } = await tx.query<{ list: string }>(
          `select string_agg(quote_ident(attname), ', ' order by attnum) as list from pg_attribute
            where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
          [table],
        );
        const list = cols[0]!.list;
        await tx.query(
          `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1::json)`,
          [rows],
        );
        const { rows: restored } = await tx.query<{ n: number }>(`select count(*)::int as n from ${table}`);
        if (restored[0]!.n !== manifest.rows[table])
          throw new RestoreError(
            `${table}: ${restored[0]!.n} rows restored, the backup lists ${manifest.rows[table]}.`,
          );
      }
      // Identity columns continue after the restored ids (new rows must not collide).
      for (const table of ['Project', 'Client', 'Gallery', 'Render', 'Blueprint']) {
        await tx.query(
          `select setval(pg_get_serial_sequence('public."${table}"', 'id'), coalesce((select max(id) from public."${table}"), 0) + 1, false)`,
        );
      }
    });
  } finally {
    await db.close();
  }
}
