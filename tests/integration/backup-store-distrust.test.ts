// The backup folder is checked, not trusted. It was used whatever its mode or links (a shard folder
// that was a link received a blob outside the store); a blob whose bytes had changed was reused,
// so later snapshots named bytes they could not restore; and a crafted snapshot of 429 KB
// decompressed to 2 GB at every backup, holding the site 2.55 s.
import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  blobPath,
  MAX_SNAPSHOT_JSON_BYTES,
  pruneSnapshots,
  takeSnapshot,
} from '../../server/ops/backup-store';
import { restoreBackup } from '../../server/ops/restore';
import { openSnapshot } from '../../server/ops/restore-snapshot';
import type { TestBackend } from '../../harness/backend';
import { BUCKET, must, signInAdmin, startApi } from './helpers';

let b: TestBackend;
let work: string;
const PLANO = Buffer.from('PLANO-DEL-ESTUDIO '.repeat(500));
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  b = await startApi();
  work = await mkdtemp(path.join(tmpdir(), 'estudio-store-distrust-'));
  const { client } = await signInAdmin(b);
  must(
    await client.storage.from(BUCKET).upload('planos/distrust.webp', PLANO, { contentType: 'image/webp' }),
  );
}, 120_000);
afterAll(async () => {
  await b?.stop();
  await rm(work, { recursive: true, force: true });
});

const backup = (dir: string, at?: Date) => takeSnapshot(b.backend.db, b.backend.disk, dir, at);

it('writes nothing through a link in the store, nor into a folder others can write', async () => {
  const outside = path.join(work, 'fuera');
  await mkdir(outside);
  const linked = path.join(work, 'enlazada');
  await mkdir(path.join(linked, 'blobs'), { recursive: true, mode: 0o700 });
  await chmod(linked, 0o700);
  await symlink(outside, path.join(linked, 'blobs', sha(PLANO).slice(0, 2)));
  await expect(backup(linked)).rejects.toThrow(/is a link or not a folder/);
  expect(await readdir(outside)).toEqual([]);

  const open = path.join(work, 'abierta');
  await mkdir(open);
  await chmod(open, 0o777);
  await expect(backup(open)).rejects.toThrow(/can be written by other users/);
  expect(await readdir(open)).toEqual([]);
});

it('does not reuse a blob whose bytes changed: the next snapshot writes it anew and restores', async () => {
  const dir = path.join(work, 'cambiada');
  await backup(dir, new Date('2026-01-01T00:00:00Z'));
  const blob = blobPath(dir, sha(PLANO));
  await writeFile(blob, Buffer.from('ALTERADO '.repeat(1000)));
  const { file, copied } = await backup(dir, new Date('2026-01-02T00:00:00Z'));
  expect(copied).toBeGreaterThanOrEqual(1);
  expect(sha(await readFile(blob))).toBe(sha(PLANO));
  // And that snapshot restores, the plano included.
  const target = path.join(work, 'restaurada');
  await restoreBackup(file, target, { open: openSnapshot });
  expect((await readdir(path.join(target, 'storage'), { recursive: true })).length).toBeGreaterThan(0);
});

it('reads no more of a crafted snapshot than its cap, and says which it is', async () => {
  const dir = path.join(work, 'bomba');
  await backup(dir, new Date('2026-01-01T00:00:00Z'));
  // 429 KB that decompress to far more than the cap.
  await writeFile(
    path.join(dir, 'snapshots', 'estudio-20260103T000000000Z.snapshot.json.gz'),
    gzipSync(Buffer.alloc(MAX_SNAPSHOT_JSON_BYTES * 4, 0x20)),
  );
  const pruned = await pruneSnapshots(dir, 5);
  expect(pruned.unreadable).toEqual([
    {
      name: 'estudio-20260103T000000000Z.snapshot.json.gz',
      reason: `estudio-20260103T000000000Z.snapshot.json.gz decompresses to more than ${MAX_SNAPSHOT_JSON_BYTES} bytes`,
    },
  ]);
});
