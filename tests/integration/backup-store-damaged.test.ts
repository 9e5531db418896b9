// A damaged kept snapshot beside good ones: pruning goes on (every blob a readable snapshot
// names kept, unnamed newer ones removed, the damaged one reported and the blobs as old as it
// kept while it is kept), the scheduled backup does not fail, and restoring it is refused.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pruneSnapshots, snapshotName, takeSnapshot } from '../../server/ops/backup-store';
import { startScheduledBackups } from '../../server/ops/scheduled-backups';
import type { TestBackend } from '../../harness/backend';
import { eventually } from '../support/eventually';
import { BUCKET, must, signInAdmin, startApi, type Client } from './helpers';
import { restoreCli } from './restore-cli';

let b: TestBackend;
let admin: Client;
let work: string;

beforeAll(async () => {
  b = await startApi();
  ({ client: admin } = await signInAdmin(b));
  work = await mkdtemp(path.join(tmpdir(), 'estudio-damaged-'));
});
afterAll(async () => {
  await b?.stop();
  await rm(work, { recursive: true, force: true });
});

const upload = async (name: string) =>
  must(await admin.storage.from(BUCKET).upload(name, randomBytes(4096), { contentType: 'image/webp' })).id;

async function blobs(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(dir, 'blobs'), { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

it('one damaged snapshot does not stop pruning, the scheduled backup, nor says it restores', async () => {
  const dir = path.join(work, 'copias');
  const take = (day: number) =>
    takeSnapshot(b.backend.db, b.backend.disk, dir, new Date(Date.UTC(2026, 10, day)));
  const old = await upload('vieja.webp');
  const removed = await upload('borrada.webp');
  const first = await take(1);
  const shaOf = (id: string) => first.manifest.entries.find((e) => e.path === `files/${id}`)!.sha256;
  must(await admin.storage.from(BUCKET).remove(['vieja.webp', 'borrada.webp']));
  await upload('nueva.webp');
  await take(2);
  // A snapshot damaged on disk between two good ones, written an hour ago; the old file's blob
  // is older than it (it might name it), the removed one's is newer (it cannot).
  const damaged = path.join(dir, 'snapshots', snapshotName(new Date(Date.UTC(2026, 10, 3))));
  await writeFile(damaged, Buffer.from('no es un gzip'));
  const hourAgo = new Date(Date.now() - 3_600_000);
  await utimes(damaged, hourAgo, hourAgo);
  const older = new Date(Date.now() - 7_200_000);
  const oldBlob = path.join(dir, 'blobs', shaOf(old).slice(0, 2), shaOf(old));
  await utimes(oldBlob, older, older);
  await take(4);

  const needed = (await blobs(dir)).filter((n) => n !== shaOf(old) && n !== shaOf(removed));
  const result = await pruneSnapshots(dir, 3);
  expect(result).toEqual({
    snapshots: 1,
    blobs: 1,
    unreadable: [{ name: path.basename(damaged), reason: expect.stringMatching(/incorrect header|not/) }],
  });
  expect((await blobs(dir)).sort()).toEqual([...needed, shaOf(old)].sort());

  // The scheduler's run: written, the damaged one reported, not a failure.
  const lines: string[] = [];
  const schedule = startScheduledBackups(
    b.backend.db,
    b.backend.disk,
    { dir, everyMs: 100, keep: 4, firstAfterMs: 100 },
    (l) => lines.push(l),
  );
  try {
    await eventually(() => expect(lines.some((l) => l.startsWith('Scheduled backup written'))).toBe(true), {
      timeout: 60_000,
    });
  } finally {
    await schedule.stop();
  }
  expect(lines.filter((l) => l.includes('FAILED'))).toEqual([]);
  expect(lines).toContainEqual(
    expect.stringMatching(new RegExp(`WARNING: the kept backup ${path.basename(damaged)} cannot be read`)),
  );

  // Restoring it says so and exits non-zero.
  const run = await restoreCli(damaged, path.join(work, 'destino'));
  expect(run.code).not.toBe(0);
  expect(run.stderr).toMatch(/^Restore refused: The backup .* is damaged/m);

  // Once it is among the old ones it goes like any other, and so do the blobs only it might need.
  const after = await pruneSnapshots(dir, 2);
  expect(after.unreadable).toEqual([]);
  expect(await blobs(dir)).not.toContain(shaOf(old));
}, 180_000);
