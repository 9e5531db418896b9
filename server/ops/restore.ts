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
} from 'node:fs/promises';
import path from 'node:path';
import { loadOrCreateKeys } from '../auth/keys';
import { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { Disk } from '../storage/disk';
import { BACKUP_TABLES, LATER_TABLES, objectEntry, tableEntry, type Manifest } from './backup-format';
import { DataDirLocked, LOCK_FILE, lockDataDir } from './data-dir-lock';
import { readVerified, RestoreError } from './restore-verify';

export { RestoreError } from './restore-verify';

/** The work dir of a restore, inside the data dir it restores into (see restoreBackup). */
const WORK_PREFIX = '.restore-';
const KEPT_PREFIX = '.before-restore-';

/**
 * Restores a backup into `dataDir`, which must be empty or absent unless `force`. Nothing is
 * touched until the whole archive has been read and every checksum verified (restore-verify.ts);
 * the new data dir is built in a work dir and moved in at the end, so a failure at any step
 * leaves the target as it was. With `force`, the old contents are kept as
 * `<dataDir>.before-restore-<time>` (or inside it, as `.before-restore-<time>`, when its parent is
 * not writable) and its keys are reused (clients built with its anon key keep working).
 *
 * It holds the data dir's lock throughout (no server can start on it meanwhile), and works where
 * the service user owns the data dir but not its parent (the README's deployment): the work dir
 * is inside the data dir. Run as root, the restored files get the data dir's owner. Every file
 * is owner-only (0600, folders 0700).
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  { force = false } = {},
): Promise<{ manifest: Manifest; previous: string | null }> {
  const target = path.resolve(dataDir);
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
    await removeRestoreLeftovers(target);
    const current = (await readdir(target)).filter((n) => n !== LOCK_FILE && !n.startsWith(KEPT_PREFIX));
    if (current.length > 0 && !force)
      throw new RestoreError(
        `${target} is not empty: restore into an empty data dir, or add --force to replace it (the current one is kept aside).`,
      );
    const work = await mkdtemp(path.join(target, WORK_PREFIX));
    try {
      const manifest = await readVerified(file, path.join(work, 'archive'), target);
      const fresh = path.join(work, 'data');
      await mkdir(fresh, { recursive: true, mode: 0o700 });
      if (current.includes('keys.json'))
        await cp(path.join(target, 'keys.json'), path.join(fresh, 'keys.json')).catch(() => {});
      await loadOrCreateKeys(fresh);
      await load(path.join(work, 'archive'), fresh, manifest);
      const owner = await stat(target);
      await ownerOnly(fresh, owner.uid, owner.gid);
      const previous = current.length > 0 ? await keepAside(target, current) : null;
      for (const name of await readdir(fresh)) await rename(path.join(fresh, name), path.join(target, name));
      restored = true;
      return { manifest, previous };
    } finally {
      await rm(work, { recursive: true, force: true, maxRetries: 5 });
    }
  } finally {
    await lock.release();
    // A failed restore into a folder that did not exist leaves none behind.
    if (!restored && !existed) await rm(target, { recursive: true, force: true });
  }
}

/**
 * Work dirs of restores that were killed (they can hold gigabytes): inside the data dir, and
 * beside it where earlier versions put them. Called with the data dir's lock held — at a
 * restore and at every start — so no restore under way can lose its work dir.
 */
export async function removeRestoreLeftovers(dataDir: string): Promise<void> {
  const inside = await readdir(dataDir).catch(() => [] as string[]);
  for (const name of inside.filter((n) => n.startsWith(WORK_PREFIX)))
    await rm(path.join(dataDir, name), { recursive: true, force: true });
  const parent = path.dirname(dataDir);
  const beside = await readdir(parent).catch(() => [] as string[]);
  for (const name of beside.filter((n) => n.startsWith(`.${path.basename(dataDir)}.restore-`)))
    await rm(path.join(parent, name), { recursive: true, force: true }).catch(() => {});
}

/** Moves the current contents aside: beside the data dir, or inside it if its parent is not writable. */
async function keepAside(target: string, names: string[]): Promise<string> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  let previous = `${target}.before-restore-${stamp}`;
  try {
    await mkdir(previous, { mode: 0o700 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS') throw error;
    previous = path.join(target, `${KEPT_PREFIX}${stamp}`);
    await mkdir(previous, { mode: 0o700 });
  }
  for (const name of names) await rename(path.join(target, name), path.join(previous, name));
  return previous;
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
        // Ordered tables (issue 20) are inserted in their order: the database places each row
        // at its position by shifting the ones after it, so ascending order keeps every row where
        // the backup had it.
        const order = list.split(', ').includes('position') ? ' order by position, id' : '';
        await tx.query(
          `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1::json)${order}`,
          [rows],
        );
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
      // Identity columns continue after the restored ids (new rows must not collide).
      for (const table of ['Project', 'Client', 'Gallery', 'Render', 'Blueprint', 'StudioVersion']) {
        await tx.query(
          `select setval(pg_get_serial_sequence('public."${table}"', 'id'), coalesce((select max(id) from public."${table}"), 0) + 1, false)`,
        );
      }
    });
  } finally {
    await db.close();
  }
}
