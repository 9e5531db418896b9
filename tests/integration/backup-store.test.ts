// Scheduled backups are deduplicated. Each stored file is kept once by its SHA-256, so a
// backup of an unchanged site copies nothing; pruning never removes a file a kept backup needs;
// any kept backup restores the exact site (every checksum verified); and a backup or a prune
// killed with SIGKILL leaves nothing half-written under a final name.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../server/ops/backup-format';
import { listSnapshots, pruneSnapshots, takeSnapshot } from '../../server/ops/backup-store';
import { restoreFromFile } from '../../server/ops/restore-any';
import type { TestBackend } from '../../harness/backend';
import { BUCKET, must, signInAdmin, snapshot, startApi, type Client } from './helpers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

let b: TestBackend;
let admin: Client;
let work: string;

beforeAll(async () => {
  b = await startApi({ fresh: true });
  ({ client: admin } = await signInAdmin(b));
  work = await mkdtemp(path.join(tmpdir(), 'estudio-store-'));
});
afterAll(async () => {
  await b?.stop();
  await rm(work, { recursive: true, force: true });
});

async function upload(name: string, bytes = randomBytes(64 * 1024)): Promise<void> {
  must(await admin.storage.from(BUCKET).upload(name, bytes, { contentType: 'image/webp' }));
}

async function blobs(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(dir, 'blobs'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function manifestOf(file: string): Promise<Manifest> {
  return (JSON.parse(gunzipSync(await readFile(file)).toString('utf8')) as { manifest: Manifest }).manifest;
}

/** What must hold at any instant: every blob is whole (its name is its content's SHA-256) and every snapshot is whole and has all its blobs. */
async function expectWhole(dir: string): Promise<void> {
  const present = new Set<string>();
  for (const file of await blobs(dir)) {
    const name = path.basename(file);
    if (/\.tmp-/.test(name)) continue; // a temporary name: removed by the next backup or prune
    expect(
      createHash('sha256')
        .update(await readFile(file))
        .digest('hex'),
    ).toBe(name);
    present.add(name);
  }
  for (const name of await listSnapshots(dir)) {
    const manifest = await manifestOf(path.join(dir, 'snapshots', name));
    for (const entry of manifest.entries.filter((e) => e.path.startsWith('files/')))
      expect(present.has(entry.sha256), `${name} needs ${entry.path}`).toBe(true);
  }
}

/** Starts the child, waits until it is under way, lets it work `ms`, then SIGKILLs it if it still runs. */
async function killDuring(args: string[], ms: number): Promise<void> {
  const child = spawn(TSX, [path.join(ROOT, 'tests/integration/backup-store-child.ts'), ...args], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('started') && resolve());
    child.once('exit', () => reject(new Error('the child ended before it started')));
  });
  const exited = new Promise((r) => child.once('exit', r));
  await new Promise((r) => setTimeout(r, ms));
  // On an idle machine a short prune may be over before the kill: then it must have finished whole
  // (which the caller checks the same way).
  if (child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
  await exited;
}

describe('the deduplicated store', () => {
  const dir = () => path.join(work, 'copias');

  it('a backup of an unchanged site copies no file; a changed file is the only one copied', async () => {
    for (let i = 0; i < 5; i++) await upload(`foto-${i}.webp`);
    const first = await takeSnapshot(b.backend.db, b.backend.disk, dir(), new Date('2026-11-01T00:00:00Z'));
    expect({ copied: first.copied, reused: first.reused }).toEqual({ copied: 5, reused: 0 });
    const second = await takeSnapshot(b.backend.db, b.backend.disk, dir(), new Date('2026-11-02T00:00:00Z'));
    expect({ copied: second.copied, reused: second.reused }).toEqual({ copied: 0, reused: 5 });
    await upload('foto-nueva.webp');
    const third = await takeSnapshot(b.backend.db, b.backend.disk, dir(), new Date('2026-11-03T00:00:00Z'));
    expect({ copied: third.copied, reused: third.reused }).toEqual({ copied: 1, reused: 5 });
    expect(await blobs(dir())).toHaveLength(6);
    await expectWhole(dir());
  });

  it('pruning keeps every file a kept backup needs and removes only the others', async () => {
    must(await admin.storage.from(BUCKET).remove(['foto-0.webp']));
    await takeSnapshot(b.backend.db, b.backend.disk, dir(), new Date('2026-11-04T00:00:00Z'));
    // Keep the newest two (11-03 still has foto-0; 11-04 does not): nothing to remove yet.
    expect(await pruneSnapshots(dir(), 2)).toEqual({ snapshots: 2, blobs: 0, unreadable: [] });
    await expectWhole(dir());
    // Keep only 11-04: foto-0 is needed by no kept backup any more.
    expect(await pruneSnapshots(dir(), 1)).toEqual({ snapshots: 1, blobs: 1, unreadable: [] });
    expect(await blobs(dir())).toHaveLength(5);
    await expectWhole(dir());
  });

  it('restores any kept backup into the exact site, checksums verified', async () => {
    const [kept] = await listSnapshots(dir());
    const target = path.join(work, 'restaurado');
    const { manifest } = await restoreFromFile(path.join(dir(), 'snapshots', kept!), target, false);
    expect(manifest.entries.filter((e) => e.path.startsWith('files/'))).toHaveLength(5);
    const copy = await startApi({ dataDir: target });
    try {
      expect(await snapshot(copy)).toEqual(await snapshot(b));
      const file = `/storage/v1/object/public/${BUCKET}/foto-nueva.webp`;
      const original = Buffer.from(await (await fetch(b.url + file)).arrayBuffer());
      const restored = Buffer.from(await (await fetch(copy.url + file)).arrayBuffer());
      expect(restored.length).toBe(64 * 1024);
      expect(restored).toEqual(original);
    } finally {
      await copy.stop();
    }
  });

  it('a backup or a prune killed with SIGKILL leaves nothing half-written, and the next one works', async () => {
    // Bigger files so that the kill lands while files are being copied.
    for (let i = 0; i < 4; i++) await upload(`grande-${i}.webp`, randomBytes(8 * 1024 * 1024));
    const dataDir = b.dataDir;
    await b.stop({ keepData: true });
    try {
      const root = path.join(work, 'interrumpido');
      await killDuring(['backup', dataDir, root], 1500);
      const runs = await readdir(root);
      expect(runs.length).toBeGreaterThan(0);
      for (const run of runs) await expectWhole(path.join(root, run));
      // Several snapshots to prune, then a prune killed half-way.
      const store = path.join(root, runs[0]!);
      await killDuring(['prune', store], 50);
      await expectWhole(store);
    } finally {
      b = await startApi({ dataDir });
      ({ client: admin } = await signInAdmin(b));
    }
    const again = await takeSnapshot(b.backend.db, b.backend.disk, path.join(work, 'interrumpido', 'run-0'));
    await expectWhole(path.join(work, 'interrumpido', 'run-0'));
    expect(again.manifest.rows['storage.objects']).toBe(9);
  }, 120_000);
});
