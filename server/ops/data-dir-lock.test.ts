// The lock's judgement of a holder: a live process keeps the data dir, a PID that now belongs to
// another process (reused after a reboot, or PID 1 in every container run) does not.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DataDirLocked, LOCK_FILE, lockDataDir, lockHolder } from './data-dir-lock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'estudio-lock-unit-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const startTime = async (pid: number) => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};
const holderFile = (holder: object) => writeFile(path.join(dir, LOCK_FILE), JSON.stringify(holder));

it('refuses while the holding process lives, naming it', async () => {
  const pid = process.ppid;
  await holderFile({ pid, command: 'start', since: 'ayer', startTime: await startTime(pid) });
  await expect(lockDataDir(dir, 'backup')).rejects.toThrow(DataDirLocked);
  await expect(lockDataDir(dir, 'backup')).rejects.toThrow(`a running server (pid ${pid}, since ayer)`);
});

it('takes over a lock whose PID now belongs to another process', async () => {
  await holderFile({ pid: process.ppid, command: 'start', since: 'ayer', startTime: '1' });
  expect(await lockHolder(dir)).toBeNull();
  const lock = await lockDataDir(dir, 'backup');
  expect(await lockHolder(dir)).toBeNull(); // our own PID: never "another" holder to ourselves
  expect(JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
    pid: process.pid,
    command: 'backup',
  });
  await lock.release();
  await expect(readFile(path.join(dir, LOCK_FILE))).rejects.toThrow(/ENOENT/);
});
