// Off-site copies distrust their S3 endpoint. A stalled endpoint stopped the scheduled backups,
// local ones included (3 in a row), and `remote-backups` hung 90 s; key.json's scrypt parameters
// were taken as given (8.5 GB of memory, or 42 s of CPU); a listing that always said "there is
// more" never ended (883 MB in 40 s), nor did a download (976 MB written). Here an endpoint that
// stalls, lists without end or answers without end (tests/support/hostile-s3.ts), with the
// off-site limits made small so each bound is reached in a second or two.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { listSnapshots } from '../../server/ops/backup-store';
import { OFFSITE_LIMITS, type OffsiteLimits } from '../../server/ops/offsite-calls';
import { readOffsiteConfig } from '../../server/ops/offsite-config';
import { newKey } from '../../server/ops/offsite-crypto';
import { fetchSnapshot, listRemoteSnapshots, openRemote } from '../../server/ops/offsite-store';
import { startScheduledBackups } from '../../server/ops/scheduled-backups';
import type { TestBackend } from '../../harness/backend';
import { eventually } from '../support/eventually';
import { startHostileS3, type HostileS3 } from '../support/hostile-s3';
import { startApi } from './helpers';

const LIMITS: OffsiteLimits = {
  ...OFFSITE_LIMITS,
  connectMs: 1000,
  idleMs: 1500,
  callMs: 2000,
  maxPages: 40,
  maxAnswerBytes: 256 * 1024,
  maxSnapshotBytes: 1024 * 1024,
};

let b: TestBackend;
let work: string;
let hostile: HostileS3 | undefined;
let keyJson: string;

beforeAll(async () => {
  b = await startApi({ seed: true });
  work = await mkdtemp(path.join(tmpdir(), 'estudio-hostile-s3-'));
  keyJson = JSON.stringify((await newKey('una frase larga que solo sabe el estudio')).info);
}, 120_000);
afterEach(async () => {
  await hostile?.close();
  hostile = undefined;
});
afterAll(async () => {
  await b?.stop();
  await rm(work, { recursive: true, force: true });
});

const config = (h: HostileS3) => readOffsiteConfig(h.env)!;

it('a stalled endpoint holds up no local backup, and each copy ends at its deadline saying so', async () => {
  hostile = await startHostileS3('stall', keyJson);
  const store = path.join(work, 'copias-estancadas');
  const lines: string[] = [];
  const schedule = startScheduledBackups(
    b.backend.db,
    b.backend.disk,
    { dir: store, everyMs: 1500, keep: 10, firstAfterMs: 0 },
    (l) => lines.push(l),
    config(hostile),
    LIMITS,
  );
  try {
    // Local backups keep coming while the endpoint holds the copy.
    await eventually(async () => expect((await listSnapshots(store)).length).toBeGreaterThanOrEqual(3), {
      timeout: 20_000,
      interval: 200,
    });
    await eventually(
      () => expect(lines.join('\n')).toMatch(/Off-site backup FAILED .*did not finish .* within 2 s/),
      {
        timeout: 10_000,
        interval: 200,
      },
    );
    const status = await schedule.status();
    expect(status.last?.ok).toBe(true);
  } finally {
    const stopping = Date.now();
    await schedule.stop();
    // Stopping the server ends a copy under way at once.
    expect(Date.now() - stopping).toBeLessThan(5000);
  }
}, 60_000);

it('a listing that never ends is given up after its page cap', async () => {
  hostile = await startHostileS3('endless-listing', keyJson);
  const remote = await openRemote(config(hostile), { create: false, limits: LIMITS });
  try {
    await expect(listRemoteSnapshots(remote)).rejects.toThrow(/did not end within 40 pages/);
  } finally {
    remote.client.destroy();
  }
  expect(hostile.requests.filter((r) => r.endsWith('list')).length).toBe(40);
}, 30_000);

it('an answer that never ends is read no further than its cap', async () => {
  hostile = await startHostileS3('endless-answer', keyJson);
  const remote = await openRemote(config(hostile), { create: false, limits: LIMITS });
  try {
    await expect(listRemoteSnapshots(remote)).rejects.toThrow(/larger than 262144 bytes/);
  } finally {
    remote.client.destroy();
  }
}, 30_000);

it('a download that never ends writes no more than its cap, and leaves nothing behind', async () => {
  hostile = await startHostileS3('endless-download', keyJson);
  const store = path.join(work, 'copias-descarga');
  const remote = await openRemote(config(hostile), { create: false, limits: LIMITS });
  try {
    await expect(fetchSnapshot(remote, 'latest', store)).rejects.toThrow(/larger than 1048576 bytes/);
  } finally {
    remote.client.destroy();
  }
  expect(await readdir(store).catch(() => [])).toEqual([]);
}, 30_000);

it('a key.json asking scrypt for gigabytes or minutes is refused before any work', async () => {
  for (const kdf of [
    { N: 2 ** 20, r: 64, p: 1 },
    { N: 2 ** 15, r: 8, p: 4096 },
  ]) {
    const planted = JSON.parse(keyJson) as { kdf: object };
    planted.kdf = { ...planted.kdf, ...kdf };
    hostile = await startHostileS3('endless-download', JSON.stringify(planted));
    const started = Date.now();
    await expect(openRemote(config(hostile), { create: false, limits: LIMITS })).rejects.toThrow(
      /not one this program wrote/,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    await hostile.close();
    hostile = undefined;
  }
}, 30_000);
