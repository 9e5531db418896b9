// A journal.json planted in the data dir (which the service user owns) by anyone who can run as
// that user: `restore --force`, often run as root, must not follow it to move files outside the
// data dir. Each planted journal below names a path a restore never writes; the restore refuses
// before anything moves, and says which journal to look at.
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { restoreBackup } from '../../server/ops/restore';
import type { BackupSource } from '../../server/ops/restore-manifest';

let root: string;
let dataDir: string;
let outside: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'estudio-planted-'));
  dataDir = path.join(root, 'data');
  outside = path.join(root, 'etc');
  await mkdir(path.join(dataDir, 'storage'), { recursive: true });
  await writeFile(path.join(dataDir, 'keys.json'), '{}');
  await mkdir(outside);
  await writeFile(path.join(outside, 'passwd'), 'root:x:0:0');
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A backup that must never be opened: the planted journal is refused before. */
const neverOpened = (): Promise<BackupSource> =>
  Promise.resolve({
    manifest: { format: 'estudio-backup', version: 1, createdAt: '', rows: {}, entries: [] },
    unpack: () => Promise.reject(new Error('the backup was unpacked after a planted journal')),
  } as unknown as BackupSource);

/**
 * Plants `<dataDir>/.restore-planted/journal.json`: a journal of this data dir with its own
 * restored site, changed by `changes`; `setup` prepares the work dir first.
 */
async function plant(changes: (work: string) => object, setup?: (work: string) => Promise<void>) {
  const work = path.join(dataDir, '.restore-planted');
  await mkdir(work);
  await setup?.(work);
  const journal = {
    target: dataDir,
    previous: dataDir,
    fresh: path.join(work, 'data'),
    old: [],
    new: [],
    backupTakenAt: 'x',
    ...changes(work),
  };
  await writeFile(path.join(work, 'journal.json'), JSON.stringify(journal));
}

async function expectRefused() {
  await expect(restoreBackup('backup.tar.gz', dataDir, { force: true, open: neverOpened })).rejects.toThrow(
    /journal\.json is not a journal this program wrote/,
  );
  // Nothing moved: the outside file is where it was, the data dir as it was.
  expect(await readFile(path.join(outside, 'passwd'), 'utf8')).toBe('root:x:0:0');
  expect((await readdir(dataDir)).sort()).toEqual(['.restore-planted', 'keys.json', 'storage']);
}

it('refuses a journal whose data dir is another folder', async () => {
  await plant(() => ({ target: outside, old: ['passwd'] }));
  await expectRefused();
});

it('refuses a journal whose names climb out of the data dir', async () => {
  await plant(
    () => ({ new: ['../etc/passwd'] }),
    (work) => mkdir(path.join(work, 'data')),
  );
  await expectRefused();
});

it('refuses a journal whose restored site is a link to another folder', async () => {
  await plant(
    () => ({ new: ['passwd'] }),
    (work) => symlink(outside, path.join(work, 'data')),
  );
  await expectRefused();
});

it('refuses a journal that puts the old site anywhere but beside or inside the data dir', async () => {
  await plant(
    () => ({ previous: outside, old: ['keys.json'] }),
    (work) => mkdir(path.join(work, 'data')),
  );
  await expect(restoreBackup('backup.tar.gz', dataDir, { force: true, open: neverOpened })).rejects.toThrow(
    /is not a journal this program wrote/,
  );
  expect(await readdir(outside)).toEqual(['passwd']);
  expect(await readFile(path.join(dataDir, 'keys.json'), 'utf8')).toBe('{}');
});
