import type { Database, Tx } from '../db/database';

// When this data dir was last restored from a backup, kept in embedded.machine_state (which no
// backup carries) by the restore itself: the scheduler takes the first backup soon after a
// restore (the restored site is in no backup of this machine yet), whatever the folder holds.
const KEY = 'restored_at';

/** Records, inside the restore's own transaction, that the site was restored now. */
export async function recordRestore(tx: Tx): Promise<void> {
  await tx.query(
    `insert into embedded.machine_state (key, value) values ($1, to_jsonb(now()))
       on conflict (key) do update set value = excluded.value`,
    [KEY],
  );
}

/** The time of the last restore into this data dir, or null if it never was restored. */
export async function lastRestoreTime(db: Database): Promise<number | null> {
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ at: number | null }>(
      `select (extract(epoch from (value #>> '{}')::timestamptz) * 1000)::float8 as at
         from embedded.machine_state where key = $1`,
      [KEY],
    ),
  );
  return rows[0]?.at ?? null;
}
