import { PURGE_EVERY_MS, purgeAuth } from './auth/purge';
import type { Database } from './db/database';
import { describeError, escapeForLog } from './http/log-error';
import type { Disk } from './storage/disk';
import { ORPHAN_SWEEP_EVERY_MS, sweepOrphans } from './storage/orphan-sweep';
import { ownOriginTest, purgeTrash } from './storage/trash-purge';

/**
 * The backend's housekeeping, run once before the port opens and then hourly: ended sessions, old
 * refresh tokens, the trash, messages past their keeping, and stored files no content uses.
 * Returns what stops the timers.
 */
export async function startMaintenance(
  db: Database,
  disk: Disk,
  log: (line: string) => void,
  siteUrl?: string,
): Promise<() => void> {
  const isOwnOrigin = ownOriginTest(siteUrl);
  // Hourly: ended sessions and old refresh tokens; the trash older than 30 days; visitors'
  // messages older than the studio keeps them (supabase/migrations/…_contact_messages.sql).
  const purge = () =>
    Promise.all([
      purgeAuth(db).catch((error: unknown) => log(`auth purge failed: ${describeError(error)}`)),
      db
        .asOwner((tx) => tx.query('select private.purge_messages()'))
        .catch((error: unknown) => log(`message purge failed: ${describeError(error)}`)),
      purgeTrash(db, disk, isOwnOrigin).catch((error: unknown) =>
        log(`trash purge failed: ${describeError(error)}`),
      ),
    ]);
  await purge();
  const purgeTimer = setInterval(() => void purge(), PURGE_EVERY_MS);
  purgeTimer.unref();
  // Files an interrupted delete left (server/storage/orphan-sweep.ts): at start, then hourly.
  const sweep = () =>
    sweepOrphans(db, disk)
      .then(({ objects, files }) => {
        if (objects.length + files > 0)
          log(
            `Removed stored files no content uses any more: ${objects.length} objects${objects.length ? ` (${escapeForLog(objects.slice(0, 5).join(', '), 300)}${objects.length > 5 ? ', …' : ''})` : ''}, ${files} files without an object.`,
          );
      })
      .catch((error: unknown) => log(`orphan sweep failed: ${describeError(error)}`));
  await sweep();
  const sweepTimer = setInterval(() => void sweep(), ORPHAN_SWEEP_EVERY_MS);
  sweepTimer.unref();
  return () => {
    clearInterval(purgeTimer);
    clearInterval(sweepTimer);
  };
}
