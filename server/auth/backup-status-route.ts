import type { Caller } from '../http/caller';
import { backupAlert } from '../ops/backup-status';
import { asCaller } from './account-admin';
import type { AuthDeps } from './deps';
import { sessionUser } from './request';

/**
 * `GET /auth/v1/embedded/backups` — the embedded backend only (hosted Supabase takes its own
 * backups): the last scheduled backup's outcome and what the panel must warn about (`alert`:
 * 'failed', 'offsite-failed', 'overdue' or null). Administrators only, asked of the database like
 * every other administrator's right; the failure's reason names server paths, so no one else
 * reads it. `scheduled: false` when this server takes no scheduled backups (BACKUP_DIR=off).
 */
export async function backupStatusFor(caller: Caller, deps: AuthDeps) {
  await sessionUser(caller, deps.db);
  await asCaller(deps.db, caller, (query) => query('select private.require_administrator()'));
  const status = await deps.backupStatus();
  if (!status) return { scheduled: false, alert: null };
  return {
    scheduled: true,
    alert: backupAlert(status, Date.now()),
    every_ms: status.everyMs,
    last: status.last,
    last_ok_at: status.lastOkAt,
  };
}
