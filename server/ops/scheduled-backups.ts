import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database';
import type { Disk } from '../storage/disk';
import { listSnapshots, pruneSnapshots, snapshotTime, takeSnapshot } from './backup-store';
import {
  readBackupOutcomes,
  recordBackupOutcome,
  type BackupOutcome,
  type BackupStatus,
} from './backup-status';
import type { OffsiteLimits } from './offsite-calls';
import type { OffsiteConfig } from './offsite-config';
import { lastRestoreTime } from './restored-at';

/**
 * Scheduled backups while the server runs (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): on by default
 * (a folder beside the data dir, `BACKUP_DIR=off` to opt out), one deduplicated backup
 * every period into BACKUP_DIR (backup-store.ts: snapshots named by their UTC time, each file
 * stored once by its SHA-256), keeping the newest BACKUP_KEEP. Only the store's own files are
 * ever deleted. Backups never overlap (each is scheduled when the previous one ended), and after
 * a restart the next one is due a period after the newest on disk, so frequent restarts neither
 * skip nor pile up backups. With no backup yet (a first start) or a site restored since the newest
 * one, the first is due soon (BACKUP_FIRST_AFTER, a minute by default) rather than a whole period
 * later: a site restarted more often than its period would otherwise never get one.
 */
export interface BackupSchedule {
  dir: string;
  everyMs: number;
  keep: number;
  /** How soon after the start the first backup comes when none is kept yet or the site was restored since. */
  firstAfterMs: number;
}

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `30s`, `10m`, `6h`, `1d` in milliseconds; NaN for anything else. */
function period(text: string): number {
  const match = /^(\d+)\s*([smhd])$/.exec(text);
  return match ? Number(match[1]) * UNITS[match[2]!]! : NaN;
}

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
  const everyMs = period(every);
  if (!(everyMs >= 60_000))
    throw new Error(`BACKUP_EVERY must be a period like 30m, 6h or 1d (at least 1m), not "${every}"`);
  const keep = Number(env.BACKUP_KEEP ?? 14);
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(`BACKUP_KEEP must be a whole number of backups, at least 1, not "${env.BACKUP_KEEP}"`);
  const first = (env.BACKUP_FIRST_AFTER ?? '1m').trim();
  const firstAfterMs = period(first);
  if (!(firstAfterMs >= 0))
    throw new Error(`BACKUP_FIRST_AFTER must be a delay like 30s, 1m or 10m, not "${first}"`);
  return { dir: path.resolve(dir), everyMs, keep, firstAfterMs: Math.min(firstAfterMs, everyMs) };
}

/**
 * How long until the next backup is due, given the newest one's time (or none) and when the site
 * was last restored (or never): soon when there is none yet or the site was restored since.
 */
export function nextDelay(
  newest: number | null,
  schedule: { everyMs: number; firstAfterMs: number },
  now: number,
  restoredAt: number | null = null,
): number {
  const { everyMs, firstAfterMs } = schedule;
  if (newest === null || (restoredAt !== null && restoredAt >= newest)) return firstAfterMs;
  return Math.min(everyMs, Math.max(0, newest + everyMs - now));
}

export interface ScheduledBackups {
  /** The last backup's outcome and the schedule, for the panel's alert. */
  status(): Promise<BackupStatus>;
  stop(): Promise<void>;
}

/**
 * Runs the schedule: each backup into the local store, then — with `offsite` — its copy to the
 * bucket (offsite-store.ts; loaded only then), which the next local backup never waits for. Each outcome is logged and recorded
 * (backup-status.ts): a failed backup or off-site copy reaches the panel, not only the journal.
 */
export function startScheduledBackups(
  db: Database,
  disk: Disk,
  schedule: BackupSchedule,
  log: (line: string) => void = (line) => console.log(line),
  offsite: OffsiteConfig | null = null,
  limits?: OffsiteLimits,
): ScheduledBackups {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const startedAt = new Date().toISOString();
  // The off-site copy runs beside the schedule, never in its way: a stalled bucket held up every
  // backup, local ones included (3 in a row). One copy at a time; stopping the server ends it.
  let copying: Promise<void> | undefined;
  const stopCopy = new AbortController();
  /** The newest local backup's outcome, and the last off-site copy's (kept until the next ends). */
  let latest: BackupOutcome | undefined;
  let lastCopy: BackupOutcome['offsite'] = null;

  const plan = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void (running = runOnce().finally(() => plan(schedule.everyMs))), delay);
    // A pending backup must not keep the process alive on its own.
    timer.unref();
  };

  const record = (outcome: BackupOutcome) =>
    recordBackupOutcome(db, outcome).catch((error: unknown) =>
      log(`Scheduled backup: its outcome could not be recorded (${(error as Error).message})`),
    );

  const copyOffsite = async (config: OffsiteConfig): Promise<NonNullable<BackupOutcome['offsite']>> => {
    const { openRemote, pushStore } = await import('./offsite-store');
    try {
      const remote = await openRemote(config, { create: true, limits, signal: stopCopy.signal });
      try {
        const r = await pushStore(remote, schedule.dir, schedule.keep);
        log(
          `Off-site backup copied to ${config.bucket}/${config.prefix}: ${r.snapshots} backups, ${r.uploaded} new files (${r.bytes} bytes sent, encrypted), ${r.reused} already there; ${r.pruned} old objects removed`,
        );
      } finally {
        remote.client.destroy();
      }
      return { ok: true };
    } catch (error) {
      const reason = (error as Error).message || String(error);
      log(`Off-site backup FAILED (${config.bucket}/${config.prefix}): ${reason}`);
      return { ok: false, reason };
    }
  };

  /** Starts the copy of the store unless one is under way (the next copy takes what this one would). */
  const startCopy = (config: OffsiteConfig) => {
    if (copying) {
      log('Off-site backup: the previous copy is still under way; this backup goes with the next one');
      return;
    }
    copying = copyOffsite(config)
      .then(async (outcome) => {
        lastCopy = outcome;
        if (latest?.ok && !stopped) await record({ ...latest, offsite: outcome });
      })
      .finally(() => (copying = undefined));
  };

  const runOnce = async () => {
    let outcome: BackupOutcome;
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
      outcome = { at: new Date().toISOString(), ok: true, offsite: offsite ? lastCopy : null };
    } catch (error) {
      const reason = (error as Error).message;
      log(`Scheduled backup FAILED (${schedule.dir}): ${reason}`);
      outcome = { at: new Date().toISOString(), ok: false, reason, offsite: null };
    }
    latest = outcome;
    await record(outcome);
    if (outcome.ok && offsite) startCopy(offsite);
  };

  void Promise.all([listSnapshots(schedule.dir), lastRestoreTime(db).catch(() => null)]).then(
    ([names, restoredAt]) => {
      const newest = names.length ? snapshotTime(names.at(-1)!) : null;
      plan(nextDelay(newest, schedule, Date.now(), restoredAt));
    },
  );

  return {
    async status() {
      return { everyMs: schedule.everyMs, startedAt, ...(await readBackupOutcomes(db)) };
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A backup under way finishes before the database closes; a copy under way ends now.
      await running;
      stopCopy.abort();
      await copying;
    },
  };
}
