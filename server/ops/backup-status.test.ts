import { expect, it } from 'vitest';
import { backupAlert, type BackupStatus } from './backup-status';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-26T00:00:00Z');
const at = (hours: number) => new Date(T0 + hours * HOUR).toISOString();
const status = (over: Partial<BackupStatus>): BackupStatus => ({
  everyMs: HOUR,
  startedAt: at(0),
  last: null,
  lastOkAt: null,
  ...over,
});

it('warns when the last backup failed, or only its off-site copy', () => {
  expect(
    backupAlert(status({ last: { at: at(1), ok: false, reason: 'EACCES', offsite: null } }), T0 + HOUR),
  ).toBe('failed');
  expect(
    backupAlert(
      status({ last: { at: at(1), ok: true, offsite: { ok: false, reason: 'x' } }, lastOkAt: at(1) }),
      T0 + HOUR,
    ),
  ).toBe('offsite-failed');
});

it('warns when none succeeded in two periods, counting from the start when there is none', () => {
  expect(backupAlert(status({}), T0 + 1.5 * HOUR)).toBeNull();
  expect(backupAlert(status({}), T0 + 2.5 * HOUR)).toBe('overdue');
  const ok = { at: at(3), ok: true, offsite: null };
  expect(backupAlert(status({ last: ok, lastOkAt: at(3) }), T0 + 4 * HOUR)).toBeNull();
  expect(backupAlert(status({ last: ok, lastOkAt: at(3) }), T0 + 5.5 * HOUR)).toBe('overdue');
});
