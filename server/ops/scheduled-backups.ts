import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database';
import type { Disk } from '../storage/disk';
import { listSnapshots, pruneSnapshots, snapshotTime, takeSnapshot } from './backup-store';

/**
 * Scheduled backups while the server runs (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): on by default
 * (a folder beside the data dir, `BACKUP_DIR=off` to opt out), one deduplicated backup
 * every period into BACKUP_DIR (backup-store.ts: snapshots named by their UTC time, each file
 * stored once by its SHA-256), keeping the newest BACKUP_KEEP. Only the store's own files are
 * ever deleted. Backups never overlap (each is scheduled when the previous one ended), and after
 * a restart the next one is due a period after the newest on disk, so frequent restarts neither
 * skip nor pile up backups.
 */
export interface BackupSchedule {
  dir: string;
  everyMs: number;
  keep: number;
}

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** The folder backups go to when BACKUP_DIR is not set: beside the data dir, never served. */
export function defaultBackupDir(dataDir: string): string {
  return `${path.resolve(dataDir)}-backups`;
}

/**
 * The schedule the environment asks for: BACKUP_DIR, else `defaultDir`; null with
 * `BACKUP_DIR=off` (or no default). Throws on a bad value.
 */
export function readBackupSchedule(env: NodeJS.ProcessEnv, defaultDir?: string): BackupSchedule | null {
  const dir = env.BACKUP_DIR?.trim() || defaultDir;
  if (!dir || dir === 'off') return null;
  const every = (env.BACKUP_EVERY ?? '24h').trim();
  const match = /^(\d+)\s*([smhd])$/.exec(every);
  const everyMs = match ? Number(match[1]) * UNITS[match[2]!]! : NaN;
  if (!(everyMs >= 60_000))
    throw new Error(`BACKUP_EVERY must be a period like 30m, 6h or 1d (at least 1m), not "${every}"`);
  const keep = Number(env.BACKUP_KEEP ?? 14);
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(`BACKUP_KEEP must be a whole number of backups, at least 1, not "${env.BACKUP_KEEP}"`);
  return { dir: path.resolve(dir), everyMs, keep };
}

/** How long until the next backup is due, given the newest one's time (or none). */
export function nextDelay(newest: number | null, everyMs: number, now: number): number {
  return newest === null ? everyMs : Math.min(everyMs, Math.max(0, newest + everyMs - now));
}

export function startScheduledBackups(
  db: Database,
  disk: Disk,
  schedule: BackupSchedule,
  log: (line: string) => void = (line) => console.log(line),
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const plan = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void (running = runOnce().finally(() => plan(schedule.everyMs))), delay);
    // A pending backup must not keep the process alive on its own.
    timer.unref();
  };

  const runOnce = async () => {
    try {
      await mkdir(schedule.dir, { recursive: true, mode: 0o700 });
      const { file, copied, reused } = await takeSnapshot(db, disk, schedule.dir);
      const pruned = await pruneSnapshots(schedule.dir, schedule.keep);
      log(
        `Scheduled backup written: ${file} (${copied} new files, ${reused} already kept; keeping the newest ${schedule.keep}, ${pruned.blobs} unused files removed)`,
      );
      // A damaged snapshot cannot be restored: said at every backup until it is pruned with age.
      for (const { name, reason } of pruned.unreadable)
        log(
          `Scheduled backup WARNING: the kept backup ${name} cannot be read (${reason}): it cannot be restored; the files as old as it are kept until it is pruned.`,
        );
    } catch (error) {
      log(`Scheduled backup FAILED (${schedule.dir}): ${(error as Error).message}`);
    }
  };

  void listSnapshots(schedule.dir).then((names) => {
    const newest = names.length ? snapshotTime(names.at(-1)!) : null;
    plan(nextDelay(newest, schedule.everyMs, Date.now()));
  });

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A backup under way finishes before the database closes.
      await running;
    },
  };
}
