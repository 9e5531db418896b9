import path from 'node:path';
import { snapshotTime } from './backup-store';
import { restoreBackup } from './restore';
import { openSnapshot } from './restore-snapshot';

/**
 * `restore <file>`: an archive written by `backup <file>`, or a kept scheduled backup (a snapshot
 * of the deduplicated store), read straight from the store: its rows and blobs are checked whole,
 * then copied into the restore's work dir inside the data dir — nothing is written beside the
 * snapshot — and verified and loaded by the one restore.
 */
export async function restoreFromFile(
  file: string,
  dataDir: string,
  force: boolean,
): ReturnType<typeof restoreBackup> {
  const snapshot = snapshotTime(path.basename(file)) !== null;
  return untilSettled(restoreBackup(file, dataDir, { force, ...(snapshot ? { open: openSnapshot } : {}) }));
}

/**
 * A restore that stopped waiting on nothing (a stream that never ended once made the process
 * exit 0 with nothing restored and nothing said) fails loudly instead: if the process runs out of
 * work before the restore settles, it says so and exits non-zero.
 */
async function untilSettled<T>(restore: Promise<T>): Promise<T> {
  const stalled = () => {
    console.error(
      'Restore failed: it stopped before it finished; the next start or restore of this data dir settles what it left.',
    );
    process.exitCode = 1;
  };
  process.once('beforeExit', stalled);
  try {
    return await restore;
  } finally {
    process.off('beforeExit', stalled);
  }
}
