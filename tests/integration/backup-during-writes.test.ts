// A backup taken while an administrator keeps uploading, replacing (same name, other bytes) and
// deleting files: every archive holds each storage row with exactly the bytes that row describes
// (size and MD5 ETag), and no file without its row. Many backups against three writers, so some
// writes land between any two steps of a backup; the archives are read as they are (no restore),
// which keeps this fast. backup-restore.test.ts restores such backups end to end.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extract } from 'tar';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { objectEntry, tableEntry, type Manifest } from '../../server/ops/backup-format';
import { createBackup } from '../../server/ops/backup';
import type { TestBackend } from '../../harness/backend';
import { BUCKET, must, pngImage, signInAdmin, startApi, type Client } from './helpers';

let b: TestBackend;
let work: string;

beforeAll(async () => {
  b = await startApi();
  work = await mkdtemp(path.join(tmpdir(), 'estudio-backup-writes-'));
});
afterAll(async () => {
  await b.stop();
  await rm(work, { recursive: true, force: true });
});

interface ObjectRow {
  id: string;
  metadata: { size: number; eTag: string };
}

it('holds every storage row with exactly its bytes, and no file without its row', async () => {
  const { client } = await signInAdmin(b);
  const upload = async (c: Client, name: string, width: number) =>
    must(
      await c.storage
        .from(BUCKET)
        .upload(name, await pngImage(width, 48), { contentType: 'image/png', upsert: true }),
    );
  let writing = true;
  let writes = 0;
  const writers = [0, 1, 2].map(async (w) => {
    for (let i = 0; writing; i++) {
      await upload(client, `carrera-${w}-${i % 4}.png`, 48 + i);
      if (i % 3 === 2) must(await client.storage.from(BUCKET).remove([`carrera-${w}-${(i + 2) % 4}.png`]));
      writes++;
    }
  });
  const archives: string[] = [];
  try {
    for (let n = 0; n < 8; n++) {
      const file = path.join(work, `carrera-${n}.tar.gz`);
      await createBackup(b.backend.db, b.backend.disk, file);
      archives.push(file);
    }
  } finally {
    writing = false;
    await Promise.allSettled(writers);
  }
  await Promise.all(writers);
  expect(writes).toBeGreaterThan(archives.length);

  for (const file of archives) {
    const out = `${file}.d`;
    await mkdir(out);
    await extract({ file, cwd: out });
    const rows = JSON.parse(
      await readFile(path.join(out, tableEntry('storage.objects')), 'utf8'),
    ) as ObjectRow[];
    const manifest = JSON.parse(await readFile(path.join(out, 'manifest.json'), 'utf8')) as Manifest;
    const files = manifest.entries.filter((e) => e.path.startsWith('files/')).map((e) => e.path);
    expect(files.sort()).toEqual(rows.map((r) => objectEntry(r.id)).sort());
    for (const row of rows) {
      const bytes = await readFile(path.join(out, objectEntry(row.id)));
      expect(bytes.length).toBe(row.metadata.size);
      expect(`"${createHash('md5').update(bytes).digest('hex')}"`).toBe(row.metadata.eTag);
    }
  }
});
