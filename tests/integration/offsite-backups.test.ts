// Off-site copies of the scheduled backups in an S3-compatible bucket (a real local S3 server,
// s3rver, through @aws-sdk/client-s3): what reaches the bucket is encrypted (no byte of a stored
// file nor a row in clear), a second backup sends only what changed, and `restore --remote` on a
// new machine (an empty data dir and an empty local store) gives back every row and file.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { takeSnapshot, pruneSnapshots } from '../../server/ops/backup-store';
import { readOffsiteConfig } from '../../server/ops/offsite-config';
import { openRemote, pushStore } from '../../server/ops/offsite-store';
import { startScheduledBackups } from '../../server/ops/scheduled-backups';
import type { TestBackend } from '../../harness/backend';
import { eventually } from '../support/eventually';
import { startLocalS3, type LocalS3 } from '../support/local-s3';
import { BUCKET, must, signInAdmin, startApi } from './helpers';
import { dataDirState, siteState, type CliRun } from './restore-cli';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SECRET_FILE = Buffer.from('PLANO-SECRETO-DEL-ESTUDIO '.repeat(400));
const SECRET_TITLE = 'Casa del lago, plano confidencial';

let b: TestBackend;
let s3: LocalS3;
let work: string;

beforeAll(async () => {
  [b, s3] = await Promise.all([startApi({ seed: true }), startLocalS3()]);
  work = await mkdtemp(path.join(tmpdir(), 'estudio-offsite-'));
}, 120_000);
afterAll(async () => {
  await b?.stop();
  await s3?.close();
  await rm(work, { recursive: true, force: true });
});

function cli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['server/main.ts', ...args],
      { cwd: ROOT, env: { ...process.env, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const blobsIn = (objects: { name: string }[]) => objects.filter((o) => o.name.startsWith('sitio/blobs/'));

it('copies each backup to the bucket encrypted, sends only what changed, and restores from there', async () => {
  const offsite = readOffsiteConfig(s3.env)!;
  const store = path.join(work, 'copias');
  const { client } = await signInAdmin(b);
  must(
    await client.storage
      .from(BUCKET)
      .upload('planos/secreto.webp', SECRET_FILE, { contentType: 'image/webp' }),
  );
  must(
    await client
      .from('Project')
      .update({ title: SECRET_TITLE })
      .eq('id', (await client.from('Project').select('id').limit(1).single()).data!.id)
      .select(),
  );

  // The server's own schedule: the first backup soon after the start, then its off-site copy.
  const lines: string[] = [];
  const schedule = startScheduledBackups(
    b.backend.db,
    b.backend.disk,
    { dir: store, everyMs: 3_600_000, keep: 5, firstAfterMs: 0 },
    (l) => lines.push(l),
    offsite,
  );
  try {
    await eventually(() => expect(lines.some((l) => l.startsWith('Off-site backup'))).toBe(true), {
      timeout: 60_000,
      interval: 200,
    });
    expect(lines.filter((l) => l.includes('FAILED'))).toEqual([]);
    const status = await schedule.status();
    expect(status.last).toMatchObject({ ok: true, offsite: { ok: true } });
  } finally {
    await schedule.stop();
  }

  const first = await s3.objects();
  // Each distinct stored file once (the demo repeats some bytes under several names).
  const distinct = new Set(Object.values((await siteState(b.backend)).files)).size;
  expect(blobsIn(first)).toHaveLength(distinct);
  // Neither a stored file's bytes nor a row's text, even decompressed, is in the bucket.
  for (const { name, bytes } of first) {
    expect(bytes.includes(SECRET_FILE.subarray(0, 64)), name).toBe(false);
    expect(bytes.includes(Buffer.from(SECRET_TITLE)), name).toBe(false);
    expect(() => gunzipSync(bytes), name).toThrow();
  }

  // A second backup after one new file: one file sent, the others already there.
  must(
    await client.storage
      .from(BUCKET)
      .upload('planos/nuevo.webp', Buffer.from('solo esto cambió'), { contentType: 'image/webp' }),
  );
  await takeSnapshot(b.backend.db, b.backend.disk, store);
  await pruneSnapshots(store, 5);
  const remote = await openRemote(offsite, { create: false });
  try {
    const second = await pushStore(remote, store, 5);
    expect({ snapshots: second.snapshots, uploaded: second.uploaded, reused: second.reused }).toEqual({
      snapshots: 1,
      uploaded: 1,
      reused: distinct,
    });
  } finally {
    remote.client.destroy();
  }
  expect(blobsIn(await s3.objects())).toHaveLength(distinct + 1);
  const site = await siteState(b.backend);

  // A new machine: no data dir, no local store; only the bucket and the passphrase.
  const listed = await cli(['remote-backups'], { ...s3.env, DATA_DIR: path.join(work, 'nuevo') });
  expect(listed.code).toBe(0);
  const names = listed.stdout.trim().split('\n');
  expect(names).toHaveLength(2);

  const wrong = await cli(['restore', '--remote', 'latest'], {
    ...s3.env,
    BACKUP_S3_PASSPHRASE: 'otra frase que no es la del estudio',
    DATA_DIR: path.join(work, 'nuevo'),
    BACKUP_DIR: path.join(work, 'nuevo-copias'),
  });
  expect(wrong.code).not.toBe(0);
  expect(wrong.stderr).toMatch(/BACKUP_S3_PASSPHRASE is not the passphrase/);
  expect(await readdir(work)).not.toContain('nuevo');

  const run = await cli(['restore', '--remote', 'latest'], {
    ...s3.env,
    DATA_DIR: path.join(work, 'nuevo'),
    BACKUP_DIR: path.join(work, 'nuevo-copias'),
  });
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
  expect(run.stdout).toMatch(
    new RegExp(`Fetched .*${names[1]}.* ${distinct + 1} files downloaded and checked, 0 already`),
  );
  expect(await dataDirState(path.join(work, 'nuevo'))).toEqual(site);

  // Kept off-site like locally: with one kept, the older snapshots go, and then only the files
  // no kept snapshot names (the secret plan, removed from the site) — never one it still needs.
  must(await client.storage.from(BUCKET).remove(['planos/secreto.webp']));
  await takeSnapshot(b.backend.db, b.backend.disk, store);
  const again = await openRemote(offsite, { create: false });
  try {
    const third = await pushStore(again, store, 1);
    expect(third.pruned).toBe(2 + 1);
  } finally {
    again.client.destroy();
  }
  const kept = await s3.objects();
  expect(kept.filter((o) => o.name.startsWith('sitio/snapshots/'))).toHaveLength(1);
  expect(blobsIn(kept)).toHaveLength(distinct);
  const restoredAgain = await cli(['restore', '--remote', 'latest'], {
    ...s3.env,
    DATA_DIR: path.join(work, 'tercero'),
    BACKUP_DIR: path.join(work, 'tercero-copias'),
  });
  expect({ code: restoredAgain.code, stderr: restoredAgain.stderr }).toEqual({ code: 0, stderr: '' });
  expect(await dataDirState(path.join(work, 'tercero'))).toEqual(await siteState(b.backend));
}, 300_000);
