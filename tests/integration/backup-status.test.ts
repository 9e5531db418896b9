// The last scheduled backup's outcome reaches the panel (GET /auth/v1/embedded/backups): a failed
// backup, a failed off-site copy, and no alert once one succeeded; administrators only.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readOffsiteConfig } from '../../server/ops/offsite-config';
import { startScheduledBackups, type ScheduledBackups } from '../../server/ops/scheduled-backups';
import type { TestBackend } from '../../harness/backend';
import { eventually } from '../support/eventually';
import { signInAdmin, signInNonAdmin, startApi } from './helpers';

let b: TestBackend;
let work: string;
let schedule: ScheduledBackups | null = null;

beforeAll(async () => {
  b = await startApi({ backupStatus: async () => schedule?.status() ?? null });
  work = await mkdtemp(path.join(tmpdir(), 'estudio-backup-status-'));
});
afterAll(async () => {
  await schedule?.stop();
  await b.stop();
  await rm(work, { recursive: true, force: true });
});

async function statusAs(token: string) {
  const response = await fetch(`${b.url}/auth/v1/embedded/backups`, {
    headers: { apikey: b.publishableKey, authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Runs one scheduled backup into `dir` (with `offsite`) and waits for its outcome. */
async function runOnce(dir: string, offsite: ReturnType<typeof readOffsiteConfig> = null): Promise<string[]> {
  await schedule?.stop();
  const before = (await schedule?.status())?.last?.at;
  const lines: string[] = [];
  schedule = startScheduledBackups(
    b.backend.db,
    b.backend.disk,
    { dir, everyMs: 3_600_000, keep: 3, firstAfterMs: 0 },
    (l) => lines.push(l),
    offsite,
  );
  // Its outcome recorded: a newer one than the last run's, and with `offsite` that of its copy
  // (recorded when the copy ends: the local backup never waits for it).
  await eventually(
    async () => {
      const last = (await schedule!.status()).last;
      expect(last?.at ?? before).not.toBe(before);
      if (offsite) expect(last?.offsite).not.toBeNull();
    },
    { timeout: 60_000 },
  );
  return lines;
}

it('says nothing while no backup is scheduled, and only to administrators', async () => {
  const { session } = await signInAdmin(b);
  expect(await statusAs(session.access_token)).toEqual({
    status: 200,
    body: { scheduled: false, alert: null },
  });
  const visitor = await signInNonAdmin(b);
  expect((await statusAs(visitor.session.access_token)).status).toBe(403);
  expect((await statusAs(b.publishableKey)).status).toBeGreaterThanOrEqual(401);
});

it('shows a failed backup, its reason, then a failed off-site copy, then nothing once all went well', async () => {
  const { session } = await signInAdmin(b);
  // A backup folder that cannot be made: a file is in its place.
  const blocked = path.join(work, 'ocupado');
  await writeFile(blocked, 'un archivo, no una carpeta');
  expect((await runOnce(path.join(blocked, 'copias'))).join('\n')).toMatch(/Scheduled backup FAILED/);
  const failed = await statusAs(session.access_token);
  expect(failed.body).toMatchObject({
    scheduled: true,
    alert: 'failed',
    last: { ok: false },
    last_ok_at: null,
  });
  expect((failed.body.last as { reason: string }).reason).toMatch(/ENOTDIR|EEXIST/);
  // Other users never read it: the reason names the server's folders.
  expect((await statusAs((await signInNonAdmin(b)).session.access_token)).status).toBe(403);

  // The local backup works; the bucket does not answer.
  const offsite = readOffsiteConfig({
    BACKUP_S3_ENDPOINT: 'http://127.0.0.1:9',
    BACKUP_S3_BUCKET: 'copias',
    BACKUP_S3_ACCESS_KEY_ID: 'id',
    BACKUP_S3_SECRET_ACCESS_KEY: 'secreto',
    BACKUP_S3_PASSPHRASE: 'una frase bastante larga',
  });
  const store = path.join(work, 'copias');
  expect((await runOnce(store, offsite)).join('\n')).toMatch(/Off-site backup FAILED/);
  const offsiteFailed = await statusAs(session.access_token);
  expect(offsiteFailed.body).toMatchObject({
    alert: 'offsite-failed',
    last: { ok: true, offsite: { ok: false } },
  });
  expect(offsiteFailed.body.last_ok_at).toEqual((offsiteFailed.body.last as { at: string }).at);

  // (Another folder: in this one the next backup is due in an hour.)
  await runOnce(path.join(work, 'copias-2'));
  expect((await statusAs(session.access_token)).body).toMatchObject({
    alert: null,
    last: { ok: true, offsite: null },
  });
}, 180_000);
