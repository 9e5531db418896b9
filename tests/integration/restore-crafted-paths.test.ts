// A crafted backup cannot write, link or read outside the data dir it restores into: a kept
// snapshot's `data` keys and manifest entries, and an archive's manifest entries, that name
// `..`, an absolute path, a NUL, a name a backup never holds or a blob that is a link are each
// refused by the real CLI with a non-zero exit, before anything is written anywhere.
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { create as createTar, extract as extractTar } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup';
import type { Manifest } from '../../server/ops/backup-format';
import { snapshotName, takeSnapshot, type Snapshot } from '../../server/ops/backup-store';
import type { TestBackend } from '../../harness/backend';
import { BUCKET, must, pngImage, signInAdmin, startApi } from './helpers';
import { restoreCli } from './restore-cli';

let b: TestBackend;
let work: string;
let store: string;
let good: Snapshot;
let outside: string;
let secret: Buffer;
const ORIGINAL = 'contenido original de la dueña\n';

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-crafted-'));
  b = await startApi();
  const { client } = await signInAdmin(b);
  const image = await pngImage(64, 48);
  // Two objects with equal bytes: one blob in the store.
  for (const name of ['obra/a.png', 'obra/b.png'])
    must(await client.storage.from(BUCKET).upload(name, image, { contentType: 'image/png' }));
  store = path.join(work, 'copias');
  const { file } = await takeSnapshot(b.backend.db, b.backend.disk, store, new Date('2026-11-01T00:00:00Z'));
  good = JSON.parse(gunzipSync(await readFile(file)).toString('utf8')) as Snapshot;
  outside = path.join(work, 'fuera');
  await mkdir(outside);
  await writeFile(path.join(outside, 'existente.txt'), ORIGINAL);
  secret = Buffer.from('clave de otro usuario\n');
  await writeFile(path.join(work, 'secreto.txt'), secret);
}, 60_000);

afterAll(async () => {
  await b?.stop();
  await rm(work, { recursive: true, force: true });
});

const sha = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
/** A relative name that climbs from any folder of this machine to `target`. */
const climb = (target: string) => '../'.repeat(40) + target.replace(/^\/+/, '');
let day = 2;

/** A copy of the good snapshot, changed by `change`, kept in `dir`'s store under a new time. */
async function crafted(change: (s: Snapshot) => void, dir = store): Promise<string> {
  const s = structuredClone(good);
  change(s);
  const at = new Date(Date.UTC(2026, 10, day++));
  const file = path.join(dir, 'snapshots', snapshotName(at));
  await writeFile(file, gzipSync(JSON.stringify(s)));
  return file;
}

const firstFile = (m: Manifest) => m.entries.find((e) => e.path.startsWith('files/'))!;

/** Refused by the CLI, and nothing written: no data dir, nothing outside, nothing in the store. */
async function refusedWithNothingWritten(file: string) {
  const dataDir = path.join(work, `destino-${day}`);
  const run = await restoreCli(file, dataDir);
  expect(run.code).not.toBe(0);
  expect(run.stderr).toMatch(/^Restore refused: .*nothing was changed/m);
  expect(run.stdout).toBe('');
  expect(await stat(dataDir).catch(() => null)).toBeNull();
  expect((await readdir(outside)).sort()).toEqual(['existente.txt']);
  expect(await readFile(path.join(outside, 'existente.txt'), 'utf8')).toBe(ORIGINAL);
  for (const folder of [path.join(store, 'snapshots'), path.dirname(file), work])
    expect((await readdir(folder)).filter((n) => /^\.(restore|snapshot)-/.test(n))).toEqual([]);
  return run.stderr;
}

describe('a kept snapshot whose data keys leave the restore', () => {
  it.each([
    ['climbs with ..', () => climb(path.join(outside, 'PWNED.txt'))],
    ['overwrites an existing file through ..', () => climb(path.join(outside, 'existente.txt'))],
    ['is an absolute path', () => path.join(outside, 'ABS.txt')],
    ['holds a NUL', () => 'data/public.Project.json\0.txt'],
    ['is a name a backup never holds', () => 'keys.json'],
  ])('%s: refused, nothing written', async (_name, key) => {
    const file = await crafted((s) => {
      s.data[key()] = 'PWNED';
    });
    await refusedWithNothingWritten(file);
  });
});

describe('a kept snapshot whose manifest entries leave the restore', () => {
  it.each([
    ['files/ then .. (a hard link elsewhere)', () => `files/${climb(path.join(outside, 'LINK'))}`],
    ['an absolute path', () => path.join(outside, 'ABS2')],
    ['a table entry climbing out', () => `data/${climb(path.join(outside, 'tabla.json'))}`],
  ])('%s: refused, nothing written', async (_name, entry) => {
    const file = await crafted((s) => {
      s.manifest.entries.push({ ...firstFile(s.manifest), path: entry() });
    });
    expect(await refusedWithNothingWritten(file)).toMatch(/a name a backup never holds/);
  });

  it('a blob that is a symbolic link (even one matching its checksum): refused, nothing written', async () => {
    const other = path.join(work, 'otra-copia');
    await cp(store, other, { recursive: true });
    const file = await crafted((s) => {
      const entry = firstFile(s.manifest);
      Object.assign(entry, { size: secret.length, sha256: sha(secret) });
    }, other);
    const blob = path.join(other, 'blobs', sha(secret).slice(0, 2), sha(secret));
    await mkdir(path.dirname(blob), { recursive: true });
    await symlink(path.join(work, 'secreto.txt'), blob);
    expect(await refusedWithNothingWritten(file)).toMatch(/not a regular file/);
  });
});

describe('a kept snapshot whose rows the database refuses', () => {
  it('an object of a bucket the backup does not hold: refused as a failed restore, nothing written', async () => {
    const file = await crafted((s) => {
      const key = 'data/storage.objects.json';
      const rows = JSON.parse(s.data[key]!) as { bucket_id: string }[];
      rows[0]!.bucket_id = 'Inexistente';
      s.data[key] = JSON.stringify(rows);
      const entry = s.manifest.entries.find((e) => e.path === key)!;
      Object.assign(entry, { size: Buffer.byteLength(s.data[key]), sha256: sha(s.data[key]) });
    });
    expect(await refusedWithNothingWritten(file)).toMatch(/could not be restored \(.*foreign key/);
    // It builds the whole database before the refusal: slow on a busy machine.
  }, 120_000);
});

describe('an archive whose manifest names a path outside it', () => {
  it.each([
    ['through ..', (target: string) => `files/${climb(target)}`],
    ['as an absolute path', (target: string) => target],
  ])('%s: refused, nothing read or written', async (_name, name) => {
    const backup = path.join(work, 'sitio.tar.gz');
    await createBackup(b.backend.db, b.backend.disk, backup);
    const dir = await mkdtemp(path.join(work, 'armado-'));
    await extractTar({ file: backup, cwd: dir });
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    const entries = manifest.entries.map((e) => e.path);
    // Verifying this entry would read the other user's file outside the archive.
    manifest.entries.push({
      path: name(path.join(work, 'secreto.txt')),
      size: secret.length,
      sha256: sha(secret),
    });
    await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    const file = `${dir}.tar.gz`;
    await createTar({ gzip: true, file, cwd: dir, portable: true }, ['manifest.json', ...entries]);
    await rm(dir, { recursive: true });
    expect(await refusedWithNothingWritten(file)).toMatch(/a name a backup never holds/);
  });
});
