// The first scheduled backup comes soon after the first start and after a restore, not a whole
// period later: a site restarted more often than BACKUP_EVERY (deploys, reboots) still gets one.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listSnapshots } from '../../server/ops/backup-store';
import { startScheduledBackups } from '../../server/ops/scheduled-backups';
import type { TestBackend } from '../../harness/backend';
import { eventually } from '../support/eventually';
import { restoredCopy, startApi } from './helpers';

const HOUR = 3_600_000;
let b: TestBackend;
let work: string;

beforeAll(async () => {
  b = await startApi();
  work = await mkdtemp(path.join(tmpdir(), 'estudio-first-backup-'));
});
afterAll(async () => {
  await b.stop();
  await rm(work, { recursive: true, force: true });
});

async function firstBackup(site: TestBackend, dir: string): Promise<string[]> {
  const lines: string[] = [];
  const schedule = startScheduledBackups(
    site.backend.db,
    site.backend.disk,
    { dir, everyMs: HOUR, keep: 5, firstAfterMs: 200 },
    (l) => lines.push(l),
  );
  try {
    await eventually(() => expect(lines.some((l) => l.startsWith('Scheduled backup written'))).toBe(true), {
      timeout: 20_000,
    });
  } finally {
    await schedule.stop();
  }
  expect(lines.filter((l) => l.includes('FAILED'))).toEqual([]);
  return listSnapshots(dir);
}

it('takes the first backup soon after the first start, with an hourly period', async () => {
  const dir = path.join(work, 'primera');
  expect(await firstBackup(b, dir)).toHaveLength(1);
});

it('takes one soon after a restore, though the folder holds a backup newer than a period', async () => {
  const dir = path.join(work, 'tras-restaurar');
  expect(await firstBackup(b, dir)).toHaveLength(1);
  // The same folder, a minute later by the schedule's clock: the next one is due in an hour...
  const restored = await restoredCopy(b, work);
  try {
    // ...but the restored site is in no backup of this machine yet.
    expect(await firstBackup(restored, dir)).toHaveLength(2);
  } finally {
    await restored.stop();
  }
});
