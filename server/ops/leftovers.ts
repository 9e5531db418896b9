import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a backup killed half-way (kill -9, power cut) leaves behind, removed at the next start
 * (with the data dir's lock held, so no backup of this data dir is under way):
 * - its staging folder of hard links, `storage/tmp/backup-*`;
 * - its unfinished archive, `<name>.<uuid>.partial`, written beside the final name (backup.ts
 *   renames it only once whole). Wherever that is — BACKUP_DIR or any folder a CLI `backup`
 *   named — the backup first records the partial's path in `storage/backup-partials/` and removes
 *   the record once the partial is gone; a record left behind names a partial to remove. In
 *   BACKUP_DIR, the one folder the server knows backups go to, files of that name pattern are
 *   also removed (partials of versions that kept no record);
 * - in BACKUP_DIR's snapshots folder, what earlier versions' `restore` of a kept snapshot left
 *   there when it failed: a `.restore-<uuid>.tar.gz` archive and a `.snapshot-XXXXXX` folder
 *   (a restore now reads the snapshot in place and writes only inside the data dir).
 */
const PARTIAL = /\.tar\.gz\.[0-9a-f-]{36}\.partial$/;
const OLD_RESTORE = /^(\.restore-[0-9a-f-]{36}\.tar\.gz|\.snapshot-[A-Za-z0-9]{6})$/;
const RECORDS = 'backup-partials';

export interface PartialBackup {
  /** Where the archive is written until it is whole. */
  path: string;
  /** Forgets the record; call once the partial has been renamed or removed. */
  done(): Promise<void>;
}

/** Names the partial of a backup to `target` and records it, before a byte of it is written. */
export async function recordPartial(storageRoot: string, target: string): Promise<PartialBackup> {
  const id = randomUUID();
  const partial = `${target}.${id}.partial`;
  const record = path.join(storageRoot, RECORDS, id);
  await mkdir(path.dirname(record), { recursive: true, mode: 0o700 });
  await writeFile(record, partial, { mode: 0o600 });
  return { path: partial, done: () => rm(record, { force: true }) };
}

export async function removeBackupLeftovers(storageRoot: string, backupDir?: string): Promise<string[]> {
  const removed: string[] = [];
  const tmp = path.join(storageRoot, 'tmp');
  for (const name of await readdir(tmp).catch(() => [] as string[])) {
    if (!name.startsWith('backup-')) continue;
    await rm(path.join(tmp, name), { recursive: true, force: true });
    removed.push(path.join(tmp, name));
  }
  const records = path.join(storageRoot, RECORDS);
  for (const name of await readdir(records).catch(() => [] as string[])) {
    const partial = await readFile(path.join(records, name), 'utf8').catch(() => '');
    // Only an absolute path of the partial's own name pattern: a record can name nothing else.
    if (path.isAbsolute(partial) && PARTIAL.test(partial)) {
      const existed = await rm(partial).then(
        () => true,
        () => false,
      );
      if (existed) removed.push(partial);
    }
    await rm(path.join(records, name), { force: true });
  }
  if (backupDir) {
    for (const name of await readdir(backupDir).catch(() => [] as string[])) {
      if (!PARTIAL.test(name)) continue;
      await rm(path.join(backupDir, name), { force: true });
      removed.push(path.join(backupDir, name));
    }
    const snapshots = path.join(backupDir, 'snapshots');
    for (const name of await readdir(snapshots).catch(() => [] as string[])) {
      if (!OLD_RESTORE.test(name)) continue;
      await rm(path.join(snapshots, name), { recursive: true, force: true });
      removed.push(path.join(snapshots, name));
    }
  }
  return removed;
}
