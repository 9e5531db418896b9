// One process per DATA_DIR (two servers started together both ran and
// lost each other's writes), what killed backups and restores left is removed at start, and
// everything the server creates is owner-only. The real CLI runs as child processes.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { freePort } from '../../scripts/free-port';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const run = promisify(execFile);

let work: string;
let dataDir: string;
let backupDir: string;
const servers: { child: ChildProcess; port: number; out: string[] }[] = [];

const env = (dir: string, port: number) => ({
  ...process.env,
  DATA_DIR: dir,
  PORT: String(port),
  HOST: '127.0.0.1',
  SEED: 'false',
  BACKUP_DIR: backupDir,
  ADMIN_EMAIL: 'dueña@estudio.test',
  ADMIN_PASSWORD: 'clave-de-la-duena-1',
});

function start(dir: string, port: number) {
  // Its own process group, so that stopping reaches the server under tsx too.
  const child = spawn(TSX, ['server/main.ts', 'start'], {
    cwd: ROOT,
    env: env(dir, port),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const out: string[] = [];
  child.stdout!.on('data', (c: Buffer) => out.push(c.toString()));
  child.stderr!.on('data', (c: Buffer) => out.push(c.toString()));
  const server = { child, port, out };
  servers.push(server);
  return server;
}

async function admin(dir: string, ...args: string[]) {
  try {
    const { stdout } = await run(TSX, ['server/main.ts', ...args], {
      cwd: ROOT,
      env: env(dir, 1),
      timeout: 60_000,
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

const up = (port: number) =>
  fetch(`http://127.0.0.1:${port}/health`).then(
    (r) => r.status === 200,
    () => false,
  );

/** A PID no process has: one that just exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-lock-'));
  dataDir = path.join(work, 'datos');
  backupDir = path.join(work, 'respaldos');
  await mkdir(path.join(dataDir, 'storage/tmp/backup-interrumpido'), { recursive: true });
  await writeFile(path.join(dataDir, 'storage/tmp/backup-interrumpido/enlace'), 'x');
  await mkdir(path.join(dataDir, '.restore-interrumpido'));
  await mkdir(backupDir);
  await writeFile(path.join(backupDir, `estudio-20261101T000000000Z.tar.gz.${randomUUID()}.partial`), 'x');
  await writeFile(path.join(backupDir, 'notas.txt'), 'de la dueña');
  // A lock left by a server that was killed: stale, it must not keep anyone out.
  await writeFile(
    path.join(dataDir, 'data-dir.lock'),
    JSON.stringify({ pid: await deadPid(), command: 'start', since: '2026-11-01T00:00:00Z' }),
  );
});

afterAll(async () => {
  for (const { child } of servers) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  }
  await rm(work, { recursive: true, force: true });
});

describe('one server per data dir', () => {
  it('of two servers started together on one data dir, one runs and the other says why it stops', async () => {
    const [a, b] = [start(dataDir, await freePort()), start(dataDir, await freePort())];
    await eventually(
      async () => {
        const stopped = [a, b].filter((s) => s.child.exitCode !== null);
        expect(stopped).toHaveLength(1);
        const running = [a, b].find((s) => s.child.exitCode === null)!;
        expect(await up(running.port)).toBe(true);
      },
      { timeout: 90_000, interval: 500 },
    );
    const loser = [a, b].find((s) => s.child.exitCode !== null)!;
    expect(loser.child.exitCode).toBe(1);
    expect(loser.out.join('')).toMatch(
      /is in use by a running server \(pid \d+, since .*\)\. One data dir, one process/,
    );
    // While it runs, admin commands still reach it (through its socket), and status names it.
    expect((await admin(dataDir, 'status')).out).toMatch(/server: running \(pid \d+\)/);
  }, 120_000);

  it('a direct-mode admin command, or a start, on a data dir another command holds is refused', async () => {
    const other = path.join(work, 'ocupado');
    await mkdir(other, { mode: 0o700 });
    // This test process stands in for a `backup` under way on that folder.
    await writeFile(
      path.join(other, 'data-dir.lock'),
      JSON.stringify({ pid: process.pid, command: 'backup', since: new Date().toISOString() }),
    );
    const answer = await admin(other, 'create-admin', 'otra@estudio.test', '--password', 'clave-otra-123');
    expect(answer.code).toBe(1);
    expect(answer.out).toContain('is in use by `npm run admin -- backup`');
    const second = start(other, await freePort());
    await new Promise((resolve) => second.child.once('exit', resolve));
    expect(second.child.exitCode).toBe(1);
    expect(second.out.join('')).toContain('is in use by `npm run admin -- backup`');
    expect(await readdir(other)).toEqual(['data-dir.lock']);
  }, 120_000);
});

describe('the running server', () => {
  it('removed what an interrupted backup or restore left, and nothing else', async () => {
    expect(await readdir(path.join(dataDir, 'storage/tmp'))).not.toContain('backup-interrumpido');
    expect((await readdir(dataDir)).filter((n) => n.startsWith('.restore-'))).toEqual([]);
    expect(await readdir(backupDir)).toEqual(['notas.txt']);
  });

  it('keeps the database, the keys and the backups owner-only', async () => {
    const file = path.join(backupDir, 'manual.tar.gz');
    expect((await admin(dataDir, 'backup', file)).out).toMatch(/Backup written/);
    const open: string[] = [];
    const visit = async (p: string) => {
      const info = await stat(p);
      if (info.mode & 0o077) open.push(`${path.relative(work, p)} ${(info.mode & 0o777).toString(8)}`);
      if (info.isDirectory()) for (const n of await readdir(p)) await visit(path.join(p, n));
    };
    await visit(dataDir);
    await visit(file);
    expect(open.slice(0, 5)).toEqual([]);
  }, 60_000);
});
