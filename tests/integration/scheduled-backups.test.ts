// BACKUP_DIR + BACKUP_EVERY + BACKUP_KEEP: the running server writes a backup every period and
// keeps only the newest; other files in the folder are never touched.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extract } from 'tar';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listScheduledBackups, startScheduledBackups } from '../../server/ops/scheduled-backups';
import type { Manifest } from '../../server/ops/backup-format';
import type { TestBackend } from '../support/backend';
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
  const schedule = startScheduledBackups(b.backend.db, b.backend.disk, { dir, everyMs: 150, keep: 2 }, (l) =>
    lines.push(l),
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
  const kept = await listScheduledBackups(dir);
  expect(kept).toHaveLength(2);
  expect((await readdir(dir)).sort()).toEqual([...kept, 'notas.txt'].sort());
  // The newest kept one is a whole backup, with the uploaded file in it (restoring one is
  // backup-restore.test.ts's part).
  const out = path.join(dir, 'extraido');
  await mkdir(out);
  await extract({ file: path.join(dir, kept.at(-1)!), cwd: out });
  const manifest = JSON.parse(await readFile(path.join(out, 'manifest.json'), 'utf8')) as Manifest;
  expect(manifest.rows['storage.objects']).toBe(1);
  expect(manifest.entries.filter((e) => e.path.startsWith('files/'))).toHaveLength(1);
});
