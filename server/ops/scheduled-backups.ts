import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database';
import type { Disk } from '../storage/disk';
import { createBackup } from './backup';

/**
 * Scheduled backups while the server runs (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): one backup
 * every period into BACKUP_DIR, named by its UTC time, keeping the newest BACKUP_KEEP. Only
 * files with that name pattern are ever deleted. Backups never overlap (each is scheduled when
 * the previous one ended), and after a restart the next one is due a period after the newest on
 * disk, so frequent restarts neither skip nor pile up backups.
 */
export interface BackupSchedule {
  dir: string;
  everyMs: number;
  keep: number;
}

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const NAME = /^estudio-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z\.tar\.gz$/;

/** The schedule the environment asks for, null without BACKUP_DIR; throws on a bad value. */
export function readBackupSchedule(env: NodeJS.ProcessEnv): BackupSchedule | null {
  if (!env.BACKUP_DIR) return null;
  const every = (env.BACKUP_EVERY ?? '24h').trim();
  const match = /^(\d+)\s*([smhd])$/.exec(every);
  const everyMs = match ? Number(match[1]) * UNITS[match[2]!]! : NaN;
  if (!(everyMs >= 60_000))
    throw new Error(`BACKUP_EVERY must be a period like 30m, 6h or 1d (at least 1m), not "${every}"`);
  const keep = Number(env.BACKUP_KEEP ?? 14);
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(`BACKUP_KEEP must be a whole number of backups, at least 1, not "${env.BACKUP_KEEP}"`);
  return { dir: path.resolve(env.BACKUP_DIR), everyMs, keep };
}

export function backupName(at: Date): string {
  return `estudio-${at.toISOString().replace(/[-:.]/g, '')}.tar.gz`;
}

function timeOf(name: string): number | null {
  const m = NAME.exec(name);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!, +m[7]!) : null;
}

/** The scheduled backups in `dir`, oldest first. */
export async function listScheduledBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => timeOf(n) !== null).sort();
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
    const file = path.join(schedule.dir, backupName(new Date()));
    try {
      await mkdir(schedule.dir, { recursive: true, mode: 0o700 });
      const manifest = await createBackup(db, disk, file);
      const existing = await listScheduledBackups(schedule.dir);
      for (const old of existing.slice(0, Math.max(0, existing.length - schedule.keep)))
        await rm(path.join(schedule.dir, old), { force: true });
      const files = manifest.entries.filter((e) => e.path.startsWith('files/')).length;
      log(`Scheduled backup written: ${file} (${files} files; keeping the newest ${schedule.keep})`);
    } catch (error) {
      log(`Scheduled backup FAILED (${file}): ${(error as Error).message}`);
    }
  };

  void listScheduledBackups(schedule.dir).then((names) => {
    const newest = names.length ? timeOf(names.at(-1)!) : null;
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
