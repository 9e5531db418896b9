import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * One process at a time on a DATA_DIR. PGlite is one process's database: two servers started on
 * the same folder both ran and each acknowledged writes the other then lost. Whoever opens the
 * database (`npm start`, a direct-mode admin command, `push` without a server, `restore`) first
 * takes `DATA_DIR/data-dir.lock`, a file holding its PID.
 *
 * Taken atomically: the file is written whole under a unique name, then hard-linked to the lock
 * name, which fails if it exists — there is no moment where a second process sees no lock or a
 * half-written one. A lock whose process is gone (kill -9, power cut) is stale and taken over;
 * a reused PID is told apart by the process's start time (Linux /proc), so a container whose
 * server is always PID 1 is not locked out by its previous run.
 */
export const LOCK_FILE = 'data-dir.lock';

export interface LockHolder {
  pid: number;
  /** `start`, `dev`, or the admin command (`backup`, `restore`, `push`…). */
  command: string;
  since: string;
  /** /proc/<pid>/stat's start time, where there is one. */
  startTime?: string;
  /** The HTTP port a server listens on: `status`, run from another shell, names that one. */
  port?: number;
}

export class DataDirLocked extends Error {
  constructor(
    readonly holder: LockHolder,
    dataDir: string,
  ) {
    super(
      `${dataDir} is in use by ${describeHolder(holder)} (pid ${holder.pid}, since ${holder.since}). ` +
        'One data dir, one process: stop that one first, or use another DATA_DIR.',
    );
  }
}

export const isServer = (holder: LockHolder) => holder.command === 'start' || holder.command === 'dev';

function describeHolder(holder: LockHolder): string {
  return isServer(holder) ? 'a running server' : `\`npm run admin -- ${holder.command}\``;
}

async function startTimeOf(pid: number): Promise<string | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2, in parentheses) may itself contain spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

async function alive(holder: LockHolder): Promise<boolean> {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (!holder.startTime) return true;
  const now = await startTimeOf(holder.pid);
  return now === undefined || now === holder.startTime;
}

async function readHolder(file: string): Promise<LockHolder | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as LockHolder;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // Unreadable content cannot name a live process: stale.
    return { pid: 0, command: '?', since: '?' };
  }
}

/** The live process holding `dataDir`, or null (no lock, or a stale one). */
export async function lockHolder(dataDir: string): Promise<LockHolder | null> {
  const holder = await readHolder(path.join(dataDir, LOCK_FILE));
  return holder && (await alive(holder)) ? holder : null;
}

export interface DataDirLock {
  release(): Promise<void>;
}

/** Takes the lock of `dataDir` (created owner-only if absent) or throws DataDirLocked. */
export async function lockDataDir(
  dataDir: string,
  command: string,
  extra: Pick<LockHolder, 'port'> = {},
): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockHolder = {
    pid: process.pid,
    command,
    since: new Date().toISOString(),
    startTime: await startTimeOf(process.pid),
    ...extra,
  };
  const text = JSON.stringify(mine);
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, text, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await link(draft, file);
        return {
          async release() {
            // Only our own lock: a restore may have swapped the folder's contents since.
            if ((await readFile(file, 'utf8').catch(() => '')) === text) await rm(file, { force: true });
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = await readHolder(file);
      if (holder && (await alive(holder))) throw new DataDirLocked(holder, dataDir);
      await takeAwayStale(file, holder);
    }
    throw new Error(`Could not take the lock ${file}: other processes keep taking it.`);
  } finally {
    await rm(draft, { force: true });
  }
}

/**
 * Moves a stale lock out of the way. Renaming is atomic, so of two processes that both found it
 * stale only one moves it; the other may instead move the first one's fresh lock, which it
 * notices (different content) and puts back.
 */
async function takeAwayStale(file: string, seen: LockHolder | null): Promise<void> {
  if (!seen) return; // It vanished between the two looks: try again.
  const aside = `${file}.stale.${randomBytes(6).toString('hex')}`;
  try {
    await rename(file, aside);
  } catch {
    return; // Gone already: try again.
  }
  const moved = await readHolder(aside);
  if (moved && moved.pid !== seen.pid) await link(aside, file).catch(() => {});
  await rm(aside, { force: true });
}
