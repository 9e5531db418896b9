// `restore` takes only regular files and folders, never more than its manifest,
// checks the disk first, leaves no work dir behind, keeps a SEED=false site without the demo, and
// works in deploy/README.md's layout (the data dir owned by the service user).
import { createHash, randomUUID } from 'node:crypto';
import {
  chmod,
  chown,
  cp,
  link,
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import path from 'node:path';
import { extract as extractTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup';
import type { Manifest } from '../../server/ops/backup-format';
import { restoreBackup } from '../../server/ops/restore';
import { seedOnce } from '../../server/seed';
import type { TestBackend } from '../../harness/backend';
import { BUCKET, must, pngImage, signInAdmin, startApi } from './helpers';

const run = promisify(execFile);
let b: TestBackend;
let work: string;
let backupFile: string;
let original: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-restore-hard-'));
  b = await startApi();
  const { client } = await signInAdmin(b);
  must(
    await client.storage
      .from(BUCKET)
      .upload('obra/foto.png', await pngImage(320, 240), { contentType: 'image/png' }),
  );
  must(
    await client
      .from('Project')
      .insert({
        title: 'Casa Sin Demo',
        subtitle: 'A',
        description: 'd',
        year: '2024',
        location: 'Quito',
        type: 'Residencial',
      })
      .select(),
  );
  backupFile = path.join(work, 'sitio.tar.gz');
  await createBackup(b.backend.db, b.backend.disk, backupFile);
  original = path.join(work, 'original');
  await mkdir(original);
  await extractTar({ file: backupFile, cwd: original });
}, 60_000);

afterAll(async () => {
  await b?.stop();
  await rm(work, { recursive: true, force: true });
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const target = () => path.join(work, `destino-${Math.random().toString(36).slice(2)}`);

/** A copy of the real backup, changed by `change` (which may edit the manifest), packed again. */
async function crafted(change: (dir: string, manifest: Manifest, extra: string[]) => Promise<void>) {
  const dir = await mkdtemp(path.join(work, 'armado-'));
  await cp(original, dir, { recursive: true });
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const extra: string[] = [];
  await change(dir, manifest, extra);
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  const file = `${dir}.tar.gz`;
  // GNU tar, as an operator's tool would write it: it keeps hard links as links (node-tar's
  // packer fails on them).
  await run('tar', [
    '-czf',
    file,
    '-C',
    dir,
    'manifest.json',
    ...manifest.entries.map((e) => e.path).filter((p) => !extra.includes(p) && existsSync(path.join(dir, p))),
    ...extra,
  ]);
  return file;
}

const objectPath = (m: Manifest) => m.entries.find((e) => e.path.startsWith('files/'))!.path;

/** The refused restore changed nothing: no target, no work dir inside or beside it. */
async function nothingLeft(dir: string) {
  expect(
    await stat(dir).then(
      () => 'exists',
      () => 'absent',
    ),
  ).toBe('absent');
  expect((await readdir(path.dirname(dir))).filter((n) => n.includes('.restore-'))).toEqual([]);
}

describe('restore refuses what a backup never holds', () => {
  it('a symbolic link, even one whose target matches the checksum', async () => {
    const secret = Buffer.from('clave-secreta-de-otro-usuario\n');
    await writeFile(path.join(work, 'secreto.txt'), secret);
    const file = await crafted(async (dir, manifest) => {
      const entry = manifest.entries.find((e) => e.path === objectPath(manifest))!;
      await rm(path.join(dir, entry.path));
      await symlink(path.join(work, 'secreto.txt'), path.join(dir, entry.path));
      Object.assign(entry, { size: secret.length, sha256: sha(secret) });
    });
    const dir = target();
    await expect(restoreBackup(file, dir)).rejects.toThrow(/SymbolicLink: only files and folders/);
    await nothingLeft(dir);
  });

  it('a hard link', async () => {
    const file = await crafted(async (dir, manifest, extra) => {
      const first = manifest.entries.find((e) => e.path === objectPath(manifest))!;
      // Named as an object's file would be: only its type (a link) is wrong.
      const copy = `files/${randomUUID()}`;
      await link(path.join(dir, first.path), path.join(dir, copy));
      manifest.entries.push({ ...first, path: copy });
      extra.push(copy);
    });
    const dir = target();
    await expect(restoreBackup(file, dir)).rejects.toThrow(/Link: only files and folders/);
    await nothingLeft(dir);
  });

  it('an archive that expands beyond what its manifest lists', async () => {
    const file = await crafted(async (dir, _manifest, extra) => {
      await writeFile(path.join(dir, 'files/relleno'), Buffer.alloc(32 * 1024 * 1024));
      extra.push('files/relleno');
    });
    const dir = target();
    await expect(restoreBackup(file, dir)).rejects.toThrow(
      /files\/relleno, which its manifest does not list/,
    );
    await nothingLeft(dir);
  });

  it('a backup larger than the free disk space, before extracting anything', async () => {
    const file = await crafted(async (_dir, manifest) => {
      // Listed, never archived: the size alone must stop it before a byte is written.
      manifest.entries.push({ path: `files/${randomUUID()}`, size: 2 ** 50, sha256: '0'.repeat(64) });
    });
    const dir = target();
    await expect(restoreBackup(file, dir)).rejects.toThrow(/Not enough free space .* needs \d+ MiB/);
    await nothingLeft(dir);
  });
});

describe('restore leaves a data dir ready to start', () => {
  it('removes the work dirs of an interrupted restore', async () => {
    const dir = target();
    await mkdir(path.join(dir, '.restore-interrumpido'), { recursive: true });
    await writeFile(path.join(dir, '.restore-interrumpido/pgdata.bin'), Buffer.alloc(1024));
    const beside = path.join(path.dirname(dir), `.${path.basename(dir)}.restore-antiguo`);
    await mkdir(beside);
    await restoreBackup(backupFile, dir);
    expect((await readdir(dir)).filter((n) => n.includes('restore'))).toEqual([]);
    expect(
      await stat(beside).then(
        () => 'exists',
        () => 'absent',
      ),
    ).toBe('absent');
  });

  it('a site without demo content stays without it after a restore', async () => {
    const dir = target();
    await restoreBackup(backupFile, dir);
    const copy = await startApi({ dataDir: dir });
    try {
      expect(await seedOnce(copy.backend)).toBe(false);
      const { data } = await copy.client().from('Project').select('title');
      expect(data).toEqual([{ title: 'Casa Sin Demo' }]);
    } finally {
      await copy.stop();
    }
  }, 60_000);

  it("in the deployment layout: every restored file has the data dir's owner and is owner-only", async () => {
    const dir = target();
    await mkdir(dir, { mode: 0o700 });
    // deploy/README.md's layout: the data dir belongs to the service user; restore may run as root.
    const owner = process.getuid!() === 0 ? 65534 : process.getuid!();
    if (process.getuid!() === 0) await chown(dir, owner, owner);
    await chmod(dir, 0o700);
    await restoreBackup(backupFile, dir);
    const wrong: string[] = [];
    const visit = async (p: string) => {
      const info = await lstat(p);
      const mode = info.mode & 0o777;
      if (info.uid !== owner || mode !== (info.isDirectory() ? 0o700 : 0o600))
        wrong.push(`${path.relative(dir, p)} uid ${info.uid} mode ${mode.toString(8)}`);
      if (info.isDirectory()) for (const n of await readdir(p)) await visit(path.join(p, n));
    };
    for (const n of await readdir(dir)) await visit(path.join(dir, n));
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
