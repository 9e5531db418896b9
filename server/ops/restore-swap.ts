import { lstat, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';

/**
 * The switch from the old data dir to the restored one, crash-safe: a kill -9
 * or a power cut at any moment leaves, for the next start, either the old site whole or the new
 * site whole — never the new database with the old files, or none.
 *
 * The restored data dir is built whole in the work dir (`<dataDir>/.restore-<id>/data`) before
 * anything of the old one moves. Then a journal (`<work>/journal.json`, written under a temporary
 * name, flushed and renamed) lists every rename the switch makes: the old names aside, then the
 * new names in. Each rename is atomic and its destination tells whether it happened, so the
 * switch can be run again from the start at any point and does only what is left. At start (and
 * before a restore), with the data dir's lock held:
 * - a work dir with a journal: the switch had begun, and the new site is complete — it is
 *   finished, and the log says the restored site is served;
 * - a work dir without one: nothing of the old site had moved — it is removed, and the log says
 *   the site is the one from before the restore.
 */

/** A restore's work dir, inside the data dir it restores into. */
export const WORK_PREFIX = '.restore-';
/** The old contents, kept inside the data dir when its parent is not writable. */
export const KEPT_PREFIX = '.before-restore-';
const JOURNAL = 'journal.json';

export interface SwapJournal {
  /** The data dir. */
  target: string;
  /** The folder the old contents go to. */
  previous: string;
  /** The restored data dir, built whole: `<work>/data`. */
  fresh: string;
  /** Names in the data dir before the restore (moved aside), and in the restored one (moved in). */
  old: string[];
  new: string[];
  /** For the log line of a start that finishes the switch. */
  backupTakenAt: string;
}

export interface SwapStep {
  from: string;
  to: string;
}

/**
 * Every rename of the switch, in order: all the old names aside before any new name comes in, so
 * "the destination exists" means "this step is done" for each of them (a new name's destination
 * can only exist once the old one with that name has gone aside).
 */
export function swapSteps(j: SwapJournal): SwapStep[] {
  return [
    ...j.old.map((name) => ({ from: path.join(j.target, name), to: path.join(j.previous, name) })),
    ...j.new.map((name) => ({ from: path.join(j.fresh, name), to: path.join(j.target, name) })),
  ];
}

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

/**
 * Writes the journal (the switch has begun from here on) and flushes it and its folder — after
 * flushing every file of the restored data dir: a power cut must not leave a journal that
 * promises a data dir whose bytes were still in the page cache.
 */
export async function beginSwap(work: string, journal: SwapJournal): Promise<void> {
  await flushTree(journal.fresh);
  const file = path.join(work, JOURNAL);
  await writeFile(`${file}.tmp`, JSON.stringify(journal), { mode: 0o600 });
  await flush(`${file}.tmp`);
  await rename(`${file}.tmp`, file);
  await flush(work);
}

/** True once the switch has begun (from then on only finishing it is safe). */
export function hasJournal(work: string): Promise<boolean> {
  return exists(path.join(work, JOURNAL));
}

/** Runs the switch's steps that are not done yet, then forgets the work dir. */
export async function finishSwap(work: string, journal: SwapJournal): Promise<void> {
  for (const step of swapSteps(journal)) {
    if (await exists(step.to)) continue;
    await rename(step.from, step.to);
  }
  await flush(journal.target);
  if (journal.previous !== journal.target) await flush(journal.previous).catch(() => {});
  // From here the journal is done: removing the work dir (journal first) is only cleanup.
  await rm(path.join(work, JOURNAL), { force: true });
  await rm(work, { recursive: true, force: true, maxRetries: 5 });
}

/** Every file and folder under `dir` flushed; many at once (one after another took 4 s for a site). */
async function flushTree(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const limit = pLimit(16);
  await Promise.all(
    entries
      .filter((e) => e.isFile() || e.isDirectory())
      .map((e) => limit(() => flush(path.join(e.parentPath, e.name)))),
  );
  await flush(dir);
}

async function flush(p: string): Promise<void> {
  const handle = await open(p, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * What a killed restore left in `dataDir`, settled (see above); returns what happened, for the
 * log. Called with the data dir's lock held, at every start and before a restore. Also removes
 * the work dirs earlier versions put beside the data dir.
 */
export async function settleInterruptedRestores(dir: string): Promise<string[]> {
  const dataDir = path.resolve(dir);
  const said: string[] = [];
  for (const name of await readdir(dataDir).catch(() => [] as string[])) {
    if (!name.startsWith(WORK_PREFIX)) continue;
    const work = path.join(dataDir, name);
    const journal = await readFile(path.join(work, JOURNAL), 'utf8').then(
      (text) => JSON.parse(text) as unknown,
      () => null,
    );
    if (journal) {
      // The data dir is the service user's: a journal there may have been written by anyone who
      // could run as that user, and this may run as root. Nothing moves unless every path it
      // names is one a restore of this data dir writes.
      const refused = await journalRefusal(dataDir, work, journal);
      if (refused)
        throw new Error(
          `${path.join(work, JOURNAL)} is not a journal this program wrote for ${dataDir} (${refused}): nothing was moved. Look at it, then remove ${work} by hand.`,
        );
      try {
        await finishSwap(work, journal as SwapJournal);
      } catch (error) {
        throw new Error(
          `An interrupted restore could not be finished (${(error as Error).message}). The restored data is in ${(journal as SwapJournal).fresh}, the previous site in ${(journal as SwapJournal).previous}; move the one you want into ${dataDir} by hand.`,
          { cause: error },
        );
      }
      said.push(
        `An interrupted restore was finished: serving the restored site (backup taken ${(journal as SwapJournal).backupTakenAt}); the previous site is kept at ${(journal as SwapJournal).previous}.`,
      );
    } else {
      await rm(work, { recursive: true, force: true });
      said.push(
        'A restore was interrupted before it changed anything: serving the site as it was before it (its work dir was removed).',
      );
    }
  }
  const parent = path.dirname(dataDir);
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    if (name.startsWith(`.${path.basename(dataDir)}.restore-`))
      await rm(path.join(parent, name), { recursive: true, force: true }).catch(() => {});
  }
  return said;
}

/** A name the switch moves: one entry of a folder, never a path. */
const plainName = (name: unknown) =>
  typeof name === 'string' && name !== '' && name !== '.' && name !== '..' && !/[/\\\0]/.test(name);

/** A real folder (not a link to one), or false. */
const realFolder = (p: string) =>
  lstat(p).then(
    (s) => s.isDirectory() && !s.isSymbolicLink(),
    () => false,
  );

/**
 * Why `journal`, found in `work`, is not one restore.ts wrote for `target` (null when it is):
 * the data dir itself, its own work dir's `data` as the restored site, the old contents aside
 * beside it or inside it under the names restore.ts gives them, and plain names only — each
 * folder a real one, so no link inside the data dir leads a rename elsewhere.
 */
export async function journalRefusal(target: string, work: string, journal: unknown): Promise<string | null> {
  const j = journal as Partial<SwapJournal> | null;
  if (typeof j !== 'object' || j === null) return 'not a journal';
  if (j.target !== target) return `it names another data dir, ${String(j.target)}`;
  if (j.fresh !== path.join(work, 'data'))
    return `the restored site it names, ${String(j.fresh)}, is not its own`;
  const previous = String(j.previous);
  const aside =
    previous === target ||
    (path.dirname(previous) === path.dirname(target) &&
      path.basename(previous).startsWith(`${path.basename(target)}.before-restore-`)) ||
    (path.dirname(previous) === target && path.basename(previous).startsWith(KEPT_PREFIX));
  if (!aside) return `it moves the old site to ${previous}`;
  if (!Array.isArray(j.old) || !Array.isArray(j.new) || ![...j.old, ...j.new].every(plainName))
    return 'it names paths, not names in the data dir';
  for (const folder of [work, j.fresh, previous])
    if (!(await realFolder(folder))) return `${folder} is not a folder (or is a link)`;
  return null;
}
