import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { snapshotTime, snapshotToArchive } from './backup-store';
import { restoreBackup } from './restore';

/**
 * `restore <file>`: an archive written by `backup <file>`, or a kept scheduled backup (a snapshot
 * of the deduplicated store, issue 29), which is first turned back into that same archive so it
 * is verified (every checksum) and loaded by the one restore.
 */
export async function restoreFromFile(
  file: string,
  dataDir: string,
  force: boolean,
): ReturnType<typeof restoreBackup> {
  if (snapshotTime(path.basename(file)) === null) return restoreBackup(file, dataDir, { force });
  const archive = path.join(path.dirname(file), `.restore-${randomUUID()}.tar.gz`);
  try {
    await snapshotToArchive(file, archive);
    return await restoreBackup(archive, dataDir, { force });
  } finally {
    await rm(archive, { force: true });
  }
}
