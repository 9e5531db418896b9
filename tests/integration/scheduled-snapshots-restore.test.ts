// Every kept scheduled backup of the demo site restores to the exact site through the real CLI:
// the demo holds objects with equal bytes (one blob in the store for several objects), and each
// must come back under its own name with its bytes; nothing is left beside the snapshots.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listSnapshots, pruneSnapshots, takeSnapshot } from '../../server/ops/backup-store';
import { startScheduledBackups } from '../../server/ops/scheduled-backups';
import type { TestBackend } from '../../harness/backend';
import { eventually } from '../support/eventually';
import { BUCKET, must, signInAdmin, startApi } from './helpers';
import { dataDirState, restoreCli, siteState, type SiteState } from './restore-cli';

let b: TestBackend;
let work: string;

beforeAll(async () => {
  b = await startApi({ seed: true });
  work = await mkdtemp(path.join(tmpdir(), 'estudio-snapshots-restore-'));
}, 120_000);
afterAll(async () => {
  await b?.stop();
  await rm(work, { recursive: true, force: true });
});

it('restores each kept scheduled backup of the demo site, every file and row as it was', async () => {
  const store = path.join(work, 'copias');
  const demo = await siteState(b.backend);
  const shared = Object.values(demo.files).length - new Set(Object.values(demo.files)).size;
  // The demo site's files that repeat another's bytes: what broke these restores.
  expect(shared).toBeGreaterThan(0);

  const lines: string[] = [];
  const schedule = startScheduledBackups(
    b.backend.db,
    b.backend.disk,
    { dir: store, everyMs: 150, keep: 3, firstAfterMs: 150 },
    (l) => lines.push(l),
  );
  try {
    await eventually(
      () =>
        expect(lines.filter((l) => l.startsWith('Scheduled backup written')).length).toBeGreaterThanOrEqual(
          3,
        ),
      { timeout: 120_000, interval: 200 },
    );
  } finally {
    await schedule.stop();
  }
  expect(lines.filter((l) => !l.startsWith('Scheduled backup written'))).toEqual([]);
  expect(await siteState(b.backend)).toEqual(demo);

  // A changed site: one more copy of an existing file's bytes under a new name, and a new file.
  const { client } = await signInAdmin(b);
  const [name, first] = Object.entries(demo.files).find(([key]) => key.startsWith(`${BUCKET}/`))!;
  const bytes = Buffer.from(await (await fetch(`${b.url}/storage/v1/object/public/${name}`)).arrayBuffer());
  must(await client.storage.from(BUCKET).upload('copias/otra-vez.jpg', bytes, { contentType: 'image/jpeg' }));
  must(
    await client.storage
      .from(BUCKET)
      .upload('copias/nuevo.webp', Buffer.from('nuevo archivo'), { contentType: 'image/webp' }),
  );
  await takeSnapshot(b.backend.db, b.backend.disk, store);
  await pruneSnapshots(store, 3);
  const changed = await siteState(b.backend);
  expect(changed.files[`${BUCKET}/copias/otra-vez.jpg`]).toBe(first);

  const kept = await listSnapshots(store);
  expect(kept).toHaveLength(3);
  for (const [i, name] of kept.entries()) {
    const expected: SiteState = i === kept.length - 1 ? changed : demo;
    const dataDir = path.join(work, `restaurado-${i}`);
    const run = await restoreCli(path.join(store, 'snapshots', name), dataDir);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/^Restored .* \d+ files, 10 projects\./m);
    expect((await readdir(dataDir)).sort()).toEqual(['keys.json', 'pgdata', 'storage']);
    const restored = await dataDirState(dataDir);
    expect(Object.keys(restored.files).length).toBe(Object.keys(expected.files).length);
    expect(restored).toEqual(expected);
  }
  // Nothing beside the snapshots: a restore reads them in place.
  expect((await readdir(path.join(store, 'snapshots'))).sort()).toEqual(kept);
  expect((await readdir(work)).sort()).toEqual(['copias', 'restaurado-0', 'restaurado-1', 'restaurado-2']);
}, 600_000);
