import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a backup killed half-way (kill -9, power cut) leaves behind, removed at the next start
 * (with the data dir's lock held, so no backup of this data dir is under way):
 * - its staging folder of hard links, `storage/tmp/backup-*`;
 * - its unfinished archive, `<name>.<uuid>.partial` (backup.ts renames it only once whole). Only
 *   in BACKUP_DIR, the one folder the server knows backups go to, and only that name pattern.
 */
const PARTIAL = /\.tar\.gz\.[0-9a-f-]{36}\.partial$/;

export async function removeBackupLeftovers(storageRoot: string, backupDir?: string): Promise<string[]> {
  const removed: string[] = [];
  const tmp = path.join(storageRoot, 'tmp');
  for (const name of await readdir(tmp).catch(() => [] as string[])) {
    if (!name.startsWith('backup-')) continue;
    await rm(path.join(tmp, name), { recursive: true, force: true });
    removed.push(path.join(tmp, name));
  }
  if (backupDir) {
    for (const name of await readdir(backupDir).catch(() => [] as string[])) {
      if (!PARTIAL.test(name)) continue;
      await rm(path.join(backupDir, name), { force: true });
      removed.push(path.join(backupDir, name));
    }
  }
  return removed;
}
