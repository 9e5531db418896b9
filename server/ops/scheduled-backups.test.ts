import { describe, expect, it } from 'vitest';
import { snapshotName, snapshotTime } from './backup-store';
import { defaultBackupDir, nextDelay, readBackupSchedule } from './scheduled-backups';

describe('readBackupSchedule', () => {
  it('is on by default: a folder beside the data dir, daily, 14 kept; BACKUP_DIR=off stops it', () => {
    expect(readBackupSchedule({}, defaultBackupDir('/srv/estudio/data'))).toEqual({
      dir: '/srv/estudio/data-backups',
      everyMs: 86_400_000,
      keep: 14,
      firstAfterMs: 60_000,
    });
    expect(readBackupSchedule({ BACKUP_DIR: 'off' }, defaultBackupDir('/srv/estudio/data'))).toBeNull();
    expect(readBackupSchedule({ BACKUP_EVERY: '1h' })).toBeNull();
  });

  it('reads periods in minutes, hours and days, with daily and 14 kept by default', () => {
    expect(readBackupSchedule({ BACKUP_DIR: '/copias' })).toEqual({
      dir: '/copias',
      everyMs: 86_400_000,
      keep: 14,
      firstAfterMs: 60_000,
    });
    expect(readBackupSchedule({ BACKUP_DIR: '/copias', BACKUP_EVERY: '30m', BACKUP_KEEP: '3' })).toEqual({
      dir: '/copias',
      everyMs: 1_800_000,
      keep: 3,
      firstAfterMs: 60_000,
    });
    expect(readBackupSchedule({ BACKUP_DIR: '/c', BACKUP_EVERY: '6h' })?.everyMs).toBe(21_600_000);
  });

  it.each([['1 hora'], ['10s'], ['0m'], ['-1h'], ['h']])('refuses BACKUP_EVERY=%s', (every) => {
    expect(() => readBackupSchedule({ BACKUP_DIR: '/c', BACKUP_EVERY: every })).toThrow(/BACKUP_EVERY/);
  });

  it.each([['0'], ['2.5'], ['muchos']])('refuses BACKUP_KEEP=%s', (keep) => {
    expect(() => readBackupSchedule({ BACKUP_DIR: '/c', BACKUP_KEEP: keep })).toThrow(/BACKUP_KEEP/);
  });
});

it('reads BACKUP_FIRST_AFTER, never later than a period', () => {
  expect(readBackupSchedule({ BACKUP_DIR: '/c', BACKUP_FIRST_AFTER: '30s' })?.firstAfterMs).toBe(30_000);
  expect(readBackupSchedule({ BACKUP_DIR: '/c', BACKUP_FIRST_AFTER: '0s' })?.firstAfterMs).toBe(0);
  expect(
    readBackupSchedule({ BACKUP_DIR: '/c', BACKUP_EVERY: '1h', BACKUP_FIRST_AFTER: '2h' })?.firstAfterMs,
  ).toBe(3_600_000);
  expect(() => readBackupSchedule({ BACKUP_DIR: '/c', BACKUP_FIRST_AFTER: 'pronto' })).toThrow(
    /BACKUP_FIRST_AFTER/,
  );
});

describe('nextDelay', () => {
  const hour = 3_600_000;
  const schedule = { everyMs: hour, firstAfterMs: 60_000 };
  it('is soon with no backup yet, not a full period', () =>
    expect(nextDelay(null, schedule, 10 * hour)).toBe(60_000));
  it('counts from the newest backup after a restart', () =>
    expect(nextDelay(9.5 * hour, schedule, 10 * hour)).toBe(0.5 * hour));
  it('is soon after a restore newer than the newest backup', () =>
    expect(nextDelay(9.5 * hour, schedule, 10 * hour, 9.9 * hour)).toBe(60_000));
  it('counts from the newest backup when it is newer than the restore', () =>
    expect(nextDelay(9.5 * hour, schedule, 10 * hour, 9 * hour)).toBe(0.5 * hour));
  it('is now when the newest is overdue', () => expect(nextDelay(2 * hour, schedule, 10 * hour)).toBe(0));
  it('never more than a period (clock moved back)', () =>
    expect(nextDelay(20 * hour, schedule, 10 * hour)).toBe(hour));
});

it('names backups so that name order is time order', () => {
  const name = snapshotName(new Date('2026-11-23T08:49:05.123Z'));
  expect(name).toBe('estudio-20261123T084905123Z.snapshot.json.gz');
  expect(snapshotTime(name)).toBe(Date.parse('2026-11-23T08:49:05.123Z'));
  expect(snapshotTime('estudio-20261123T084905123Z.snapshot.json.gz.tmp-x')).toBeNull();
});
