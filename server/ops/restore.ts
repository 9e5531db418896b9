import {
  chmod,
  chown,
  cp,
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { loadOrCreateKeys } from '../auth/keys';
import { Database, type Tx } from '../db/database';
import { migrate } from '../db/migrate';
import { Disk } from '../storage/disk';
import {
  BACKUP_TABLES,
  LATER_TABLES,
  MERGED_TABLES,
  objectEntry,
  tableEntry,
  type BackupTable,
  type Manifest,
} from './backup-format';
import { DataDirLocked, LOCK_FILE, lockDataDir } from './data-dir-lock';
import {
  beginSwap,
  finishSwap,
  hasJournal,
  KEPT_PREFIX,
  settleInterruptedRestores,
  WORK_PREFIX,
} from './restore-swap';
import { RestoreError, type BackupSource } from './restore-manifest';
import { checkObjectRows } from './restore-objects';
import { recordRestore } from './restored-at';
import { checkFreeSpace, openArchive, verifyUnpacked } from './restore-verify';

export { RestoreError } from './restore-manifest';

/**
 * Restores a backup into `dataDir`, which must be empty or absent unless `force`. The backup is
 * opened first — an archive (restore-verify.ts) or, with `open: openSnapshot`, a kept snapshot
 * (restore-snapshot.ts) — and every name in it checked before anything is written anywhere; it
 * is unpacked only into a work dir inside the data dir, and every checksum verified there before
 * the restored site is built. Nothing of the old site is touched until then;
 * the new data dir is built in a work dir and switched in at the end by a journaled series of
 * renames (restore-swap.ts), so a failure or a kill -9 at any step leaves the old site whole or,
 * once the switch has begun, a switch the next start finishes. With `force`, the old contents are kept as
 * `<dataDir>.before-restore-<time>` (or inside it, as `.before-restore-<time>`, when its parent is
 * not writable) and its keys are reused (clients built with its anon key keep working).
 *
 * It holds the data dir's lock throughout (no server can start on it meanwhile), and works where
 * the service user owns the data dir but not its parent (deploy/README.md's layout): the work dir
 * is inside the data dir. Run as root, the restored files get the data dir's owner. Every file
 * is owner-only (0600, folders 0700).
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  {
    force = false,
    open = openArchive,
  }: { force?: boolean; open?: (file: string) => Promise<BackupSource> } = {},
): Promise<{ manifest: Manifest; previous: string | null; settled: string[] }> {
  const target = path.resolve(dataDir);
  const source = await open(file);
  const existed = await stat(target).then(
    () => true,
    () => false,
  );
  const lock = await lockDataDir(target, 'restore').catch((error: unknown) => {
    if (error instanceof DataDirLocked) throw new RestoreError(`Stop the server first: ${error.message}`);
    throw error;
  });
  let restored = false;
  try {
    // A restore killed earlier is settled first: finished if its switch had begun, else undone.
    const settled = await settleInterruptedRestores(target);
    const current = (await readdir(target)).filter((n) => n !== LOCK_FILE && !n.startsWith(KEPT_PREFIX));
    if (current.length > 0 && !force)
      throw new RestoreError(
        `${target} is not empty: restore into an empty data dir, or add --force to replace it (the current one is kept aside).`,
      );
    const work = await mkdtemp(path.join(target, WORK_PREFIX));
    try {
      const { manifest } = source;
      const archive = path.join(work, 'archive');
      const fresh = path.join(work, 'data');
      // Any failure here (a row the database refuses, a full disk) is the restore's: said as such.
      await (async () => {
        await checkFreeSpace(target, manifest);
        await mkdir(archive, { mode: 0o700 });
        await source.unpack(archive);
        await verifyUnpacked(archive, manifest);
        await mkdir(fresh, { recursive: true, mode: 0o700 });
        if (current.includes('keys.json'))
          await cp(path.join(target, 'keys.json'), path.join(fresh, 'keys.json')).catch(() => {});
        await loadOrCreateKeys(fresh);
        await load(archive, fresh, manifest);
        const owner = await stat(target);
        await ownerOnly(fresh, owner.uid, owner.gid);
      })().catch((error: unknown) => {
        if (error instanceof RestoreError) throw error;
        throw new RestoreError(
          `The backup could not be restored (${(error as Error).message}); nothing was changed.`,
          { cause: error },
        );
      });
      // Everything above only wrote inside the work dir. The switch is journaled (restore-swap.ts).
      const previous = current.length > 0 ? await asideFolder(target) : null;
      await rm(archive, { recursive: true, force: true });
      const journal = {
        target,
        previous: previous ?? target,
        fresh,
        old: current,
        new: await readdir(fresh),
        backupTakenAt: manifest.createdAt,
      };
      await beginSwap(work, journal);
      await finishSwap(work, journal).catch((error: unknown) => {
        throw new RestoreError(
          `the switch to the restored site stopped (${(error as Error).message}); the next start finishes it`,
        );
      });
      restored = true;
      return { manifest, previous, settled };
    } finally {
      // After the journal was written a failure leaves the work dir: the next start finishes the switch.
      if (!restored && !(await hasJournal(work)))
        await rm(work, { recursive: true, force: true, maxRetries: 5 });
    }
  } finally {
    await lock.release();
    // A failed restore into a folder that did not exist leaves none behind.
    if (!restored && !existed) await rm(target, { recursive: true, force: true });
  }
}

/**
 * Where the current contents go: beside the data dir, or inside it if its parent is not writable
 * or is another file system (a data dir that is a mount point: a rename there fails, and it must
 * not fail after the switch's journal promised it).
 */
async function asideFolder(target: string): Promise<string> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const beside = `${target}.before-restore-${stamp}`;
  try {
    await mkdir(beside, { mode: 0o700 });
    const probe = path.join(target, `${WORK_PREFIX}probe-${stamp}`);
    await writeFile(probe, '');
    await rename(probe, path.join(beside, 'probe')).catch(async (error: unknown) => {
      await rm(probe, { force: true });
      await rm(beside, { recursive: true, force: true });
      throw error;
    });
    await rm(path.join(beside, 'probe'));
    return beside;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS' && code !== 'EXDEV') throw error;
    const inside = path.join(target, `${KEPT_PREFIX}${stamp}`);
    await mkdir(inside, { mode: 0o700 });
    return inside;
  }
}

/** Folders 0700, files 0600, and — when run as root — the data dir's owner, all the way down. */
async function ownerOnly(dir: string, uid: number, gid: number): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  const visit = async (p: string) => {
    const info = await lstat(p);
    if (asRoot && (info.uid !== uid || info.gid !== gid)) await chown(p, uid, gid);
    if (info.isDirectory()) {
      await chmod(p, 0o700);
      for (const name of await readdir(p)) await visit(path.join(p, name));
    } else if (info.isFile()) await chmod(p, 0o600);
  };
  await visit(dir);
}

/**
 * Every row of an ordered table has the rank the backup gave it (among its project's rows for
 * renders and blueprints): a restore that changes the studio's order fails instead of reporting
 * success. A backup whose positions have gaps or ties (not one this site wrote) keeps their order.
 * Rows in the trash are out of the order: they keep the position they had when trashed
 * (where 'Restaurar' puts them back), and only the others are ranked.
 */
async function checkOrder(tx: Tx, table: BackupTable, rows: string, grouped: boolean): Promise<void> {
  const partition = ['deleted_at is null', ...(grouped ? ['id_project'] : [])].join(', ');
  const { rows: moved } = await tx.query<{ n: number }>(
    `select count(*)::int as n from ${table} t
       join (select id, position, deleted_at,
                    row_number() over (partition by ${partition} order by position, id)::int as rank
               from json_populate_recordset(null::${table}, $1::json)) b using (id)
      where t.position <> case when b.deleted_at is null then b.rank else b.position end`,
    [rows],
  );
  if (moved[0]!.n > 0)
    throw new RestoreError(`${table}: ${moved[0]!.n} rows would not keep their place in the studio's order.`);
}

/** Creates the database in `dataDir` (migrations included) and loads the rows and files. */
async function load(archive: string, dataDir: string, manifest: Manifest): Promise<void> {
  const db = await Database.open(path.join(dataDir, 'pgdata'));
  try {
    await migrate(db);
    const disk = new Disk(path.join(dataDir, 'storage'));
    await disk.init();
    const objects = checkObjectRows(
      JSON.parse(await readFile(path.join(archive, tableEntry('storage.objects')), 'utf8')),
    );
    for (const object of objects) {
      const file = disk.objectPath(object.id);
      await mkdir(path.dirname(file), { recursive: true });
      await cp(path.join(archive, objectEntry(object.id)), file);
    }
    await db.asOwner(async (tx) => {
      for (const table of BACKUP_TABLES) {
        // Rows the migrations write and the backup adds to (backup-format.ts): never emptied.
        const merged = MERGED_TABLES.includes(table);
        // A backup older than the table: it stays as the migrations made it (the app's defaults).
        if (!(table in manifest.rows) && LATER_TABLES.includes(table)) {
          if (!merged) await tx.query(`delete from ${table}`);
          continue;
        }
        const rows = await readFile(path.join(archive, tableEntry(table)), 'utf8');
        // The migrations may have written defaults (the demo flag): the backup decides.
        if (!merged) await tx.query(`delete from ${table}`);
        const { rows: cols } = await tx.query<{ list: string; ordered: boolean; grouped: boolean }>(
          `select string_agg(quote_ident(attname), ', ' order by attnum) as list,
                  bool_or(attname = 'position') as ordered, bool_or(attname = 'id_project') as grouped
             from pg_attribute
            where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
          [table],
        );
        const { list, ordered, grouped } = cols[0]!;
        // Ordered tables are inserted in their order: the database places each row
        // at its position by shifting the ones after it, so ascending order keeps every row where
        // the backup had it. (Asked by name, not in `list`: quote_ident quotes the keyword
        // `position`, and that once turned this branch off.)
        await tx.query(
          `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1::json)${ordered ? ' order by position, id' : ''}${merged ? ' on conflict do nothing' : ''}`,
          [rows],
        );
        if (ordered) await checkOrder(tx, table, rows, grouped);
        // The migrations' rows stay beside the backup's: the count is theirs and the backup's.
        if (merged) continue;
        const { rows: restored } = await tx.query<{ n: number }>(`select count(*)::int as n from ${table}`);
        if (restored[0]!.n !== manifest.rows[table])
          throw new RestoreError(
            `${table}: ${restored[0]!.n} rows restored, the backup lists ${manifest.rows[table]}.`,
          );
      }
      // A site started with SEED=false has no demo flag; the restored one must not take the
      // first start after the restore for its first start ever and load the demo content.
      await tx.query(
        `insert into embedded.meta (key, value) select 'demo_content_declined', now()::text
          where not exists (select 1 from embedded.meta where key in ('demo_content_loaded', 'demo_content_declined'))`,
      );
      // The first start after this restore backs it up soon (scheduled-backups.ts).
      await recordRestore(tx);
      // Identity columns continue after the restored ids (new rows must not collide).
      for (const table of [
        'Project',
        'ProjectAddress',
        'Client',
        'Gallery',
        'Render',
        'Blueprint',
        'StudioVersion',
        'ReplacedMedia',
        'ContentVersion',
        'RoomLink',
        'RoomSpot',
        'RenderPair',
        'Message',
      ]) {
        await tx.query(
          `select setval(pg_get_serial_sequence('public."${table}"', 'id'), coalesce((select max(id) from public."${table}"), 0) + 1, false)`,
        );
      }
    });
  } finally {
    await db.close();
  }
}
