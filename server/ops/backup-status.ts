import type { Database } from '../db/database';

// The outcome of the last scheduled backup, kept in embedded.machine_state (this data dir's own
// state, in no backup) so the panel can show a failure to the administrators instead of it
// staying in the journal, and so a restart keeps it.

export interface BackupOutcome {
  /** When the backup ended (ISO). */
  at: string;
  ok: boolean;
  /** Why it failed (the error's message). */
  reason?: string;
  /** The off-site copy, when one is configured: null when none is. */
  offsite: { ok: boolean; reason?: string } | null;
}

export interface BackupStatus {
  /** The period of the scheduled backups. */
  everyMs: number;
  /** When this server started (a site with no backup yet is not late before two periods from it). */
  startedAt: string;
  last: BackupOutcome | null;
  /** When the last backup that succeeded ended, if any did. */
  lastOkAt: string | null;
}

/** What the panel must warn about, if anything: the last backup or its off-site copy failed, or none succeeded in two periods. */
export function backupAlert(
  status: BackupStatus,
  now: number,
): 'failed' | 'offsite-failed' | 'overdue' | null {
  if (status.last && !status.last.ok) return 'failed';
  if (status.last?.offsite && !status.last.offsite.ok) return 'offsite-failed';
  const since = Date.parse(status.lastOkAt ?? status.startedAt);
  return now - since > 2 * status.everyMs ? 'overdue' : null;
}

const LAST = 'last_backup';
const LAST_OK = 'last_backup_ok_at';

export async function recordBackupOutcome(db: Database, outcome: BackupOutcome): Promise<void> {
  await db.asOwner(async (tx) => {
    await tx.query(
      `insert into embedded.machine_state (key, value) values ($1, $2::jsonb)
         on conflict (key) do update set value = excluded.value`,
      [LAST, JSON.stringify(outcome)],
    );
    if (outcome.ok)
      await tx.query(
        `insert into embedded.machine_state (key, value) values ($1, to_jsonb($2::text))
           on conflict (key) do update set value = excluded.value`,
        [LAST_OK, outcome.at],
      );
  });
}

export async function readBackupOutcomes(
  db: Database,
): Promise<{ last: BackupOutcome | null; lastOkAt: string | null }> {
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ key: string; value: unknown }>(
      'select key, value from embedded.machine_state where key = any($1::text[])',
      [[LAST, LAST_OK]],
    ),
  );
  const value = (k: string) => rows.find((r) => r.key === k)?.value;
  return {
    last: (value(LAST) as BackupOutcome | undefined) ?? null,
    lastOkAt: (value(LAST_OK) as string | undefined) ?? null,
  };
}
