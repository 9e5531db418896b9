// BACKUP_DIR + BACKUP_EVERY + BACKUP_KEEP: the running server writes a backup every period and
// keeps only the newest; other files in the folder are never touched.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listSnapshots } from '../../server/ops/backup-store';
import { startScheduledBackups } from '../../server/ops/scheduled-backups';
import type { TestBackend } from '../../harness/backend';
import { eventually } from '../support/eventually';
import { BUCKET, must, pngImage, signInAdmin, startApi } from './helpers';

let b: TestBackend;
let dir: string;

beforeAll(async () => {
  b = await startApi();
  dir = await mkdtemp(path.join(tmpdir(), 'estudio-scheduled-'));
});
afterAll(async () => {
  await b.stop();
  await rm(dir, { recursive: true, force: true });
});

it('writes one backup per period, keeps the newest two and leaves other files alone', async () => {
  const { client } = await signInAdmin(b);
  must(
    await client.storage
      .from(BUCKET)
      .upload('programada.png', await pngImage(120, 80), { contentType: 'image/png' }),
  );
  await writeFile(path.join(dir, 'notas.txt'), 'no borrar');
  const lines: string[] = [];
  const schedule = startScheduledBackups(
    b.backend.db,
    b.backend.disk,
    { dir, everyMs: 150, keep: 2, firstAfterMs: 150 },
    (l) => lines.push(l),
  );
  try {
    await eventually(
      () =>
        expect(lines.filter((l) => l.startsWith('Scheduled backup written')).length).toBeGreaterThanOrEqual(
          4,
        ),
      {
        timeout: 20_000,
      },
    );
  } finally {
    await schedule.stop();
  }
  expect(lines.filter((l) => l.includes('FAILED'))).toEqual([]);
  const kept = await listSnapshots(dir);
  expect(kept).toHaveLength(2);
  // The store's own folders and files beside the note, which stays.
  expect((await readdir(dir)).sort()).toEqual(['blobs', 'hash-cache.json', 'notas.txt', 'snapshots']);
  // One file, stored once however many backups hold it (restoring one is backup-store.test.ts's part).
  const blobs = await readdir(path.join(dir, 'blobs'), { recursive: true, withFileTypes: true });
  expect(blobs.filter((e) => e.isFile())).toHaveLength(1);
});
