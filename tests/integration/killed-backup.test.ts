// A CLI `backup` killed (kill -9) while writing into a folder outside BACKUP_DIR
// left its `.partial` (125 MB in the attack round) for good; the next start now removes it,
// wherever it is, and nothing else in that folder. The real CLI runs as a child process.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeBackupLeftovers } from '../../server/ops/leftovers';
import { eventually } from '../support/eventually';
import { BUCKET, must, signInAdmin, startApi } from './helpers';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let work: string;
let dataDir: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-killed-backup-'));
  const site = await startApi();
  const { client: admin } = await signInAdmin(site);
  // Incompressible and large, so the archive takes long enough to be caught half-written.
  must(
    await admin.storage
      .from(BUCKET)
      .upload('videos/largo.mp4', randomBytes(45 * 1024 * 1024), { contentType: 'video/mp4' }),
  );
  await site.stop({ keepData: true });
  dataDir = site.dataDir;
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a backup killed while writing', () => {
  it('leaves a .partial beside its name that the next start removes, and nothing else', async () => {
    const folder = path.join(work, 'en-otra-carpeta');
    await mkdir(folder);
    await writeFile(path.join(folder, 'notas.txt'), 'de la dueña');
    // Its own process group: tsx runs the command in a child process, and the kill reaches both.
    const child = spawn(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['server/main.ts', 'backup', path.join(folder, 'sitio.tar.gz')],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, SEED: 'false' },
        stdio: 'ignore',
        detached: true,
      },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await eventually(
      async () => expect((await readdir(folder)).some((n) => n.endsWith('.partial'))).toBe(true),
      { timeout: 90_000, interval: 20 },
    );
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
    const left = (await readdir(folder)).filter((n) => n.endsWith('.partial'));
    expect(left).toEqual([expect.stringMatching(/^sitio\.tar\.gz\.[0-9a-f-]{36}\.partial$/)]);

    // What `start` does first (server/main.ts), with no BACKUP_DIR set.
    const removed = await removeBackupLeftovers(path.join(dataDir, 'storage'));
    expect(removed).toContain(path.join(folder, left[0]!));
    expect(await readdir(folder)).toEqual(['notas.txt']);
  }, 120_000);

  it("removes what earlier versions' failed restores of a kept snapshot left in BACKUP_DIR, and nothing else", async () => {
    const backupDir = path.join(work, 'copias');
    const snapshots = path.join(backupDir, 'snapshots');
    await mkdir(path.join(snapshots, '.snapshot-oMBSVV', 'files'), { recursive: true });
    const archive = '.restore-96749b17-9369-4c1b-b81e-9431d5895ffc.tar.gz';
    await writeFile(path.join(snapshots, archive), randomBytes(1024));
    const kept = [
      'estudio-20261126T063300378Z.snapshot.json.gz',
      '.restore-notas.txt',
      '.snapshot-de-la-duena',
    ];
    for (const name of kept) await writeFile(path.join(snapshots, name), 'de la dueña');
    const removed = await removeBackupLeftovers(path.join(dataDir, 'storage'), backupDir);
    expect(removed.sort()).toEqual(
      [path.join(snapshots, '.snapshot-oMBSVV'), path.join(snapshots, archive)].sort(),
    );
    expect((await readdir(snapshots)).sort()).toEqual(kept.sort());
  });
});
