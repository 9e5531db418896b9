// `npm run admin` commands work with the server down (on the database directly) and
// up (through its owner-only socket in DATA_DIR), and /health answers for monitors. The real CLI
// is run as a child process, as an operator would run it.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { eventually } from '../support/eventually';
import { freePort } from '../../scripts/free-port';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const run = promisify(execFile);

let dataDir: string;
let port: number;
let server: ChildProcess | undefined;
const env = () => ({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  SEED: 'false',
  ADMIN_EMAIL: 'dueña@estudio.test',
  ADMIN_PASSWORD: 'clave-de-la-duena-1',
});

async function admin(...args: string[]) {
  return adminWith(env(), ...args);
}

async function adminWith(environment: NodeJS.ProcessEnv, ...args: string[]) {
  try {
    const { stdout } = await run(TSX, ['server/main.ts', ...args], {
      cwd: ROOT,
      env: environment,
      timeout: 60_000,
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

async function signInWith(email: string, password: string) {
  const { publishableKey } = JSON.parse(
    await (await import('node:fs/promises')).readFile(path.join(dataDir, 'keys.json'), 'utf8'),
  ) as { publishableKey: string };
  const client = createClient(`http://127.0.0.1:${port}`, publishableKey, {
    auth: { persistSession: false },
    realtime: { transport: ws as never },
  });
  return { client, ...(await client.auth.signInWithPassword({ email, password })) };
}

async function signsIn(email: string, password: string) {
  return (await signInWith(email, password)).error === null;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'estudio-cli-'));
  port = await freePort();
});

/**
 * Stops the `npm start` child and everything under it. `tsx` runs the server as its own child
 * and cannot pass a SIGKILL on, so killing `tsx` alone left the real server running (orphaned,
 * holding its port and ~400 MB) after every run: the server gets a SIGTERM (a clean shutdown)
 * through the whole process group, and a SIGKILL of the group if it is not gone in 10 s.
 */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  group('SIGTERM');
  const timer = setTimeout(() => group('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  group('SIGKILL');
}

afterAll(async () => {
  if (server) await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
  for (const suffix of ['apagado', 'encendido']) await rm(`${dataDir}-${suffix}.tar.gz`, { force: true });
});

describe('with the server down', () => {
  it('creates users and administrators and writes a backup', async () => {
    expect(
      (await admin('create-admin', 'socia@estudio.test', '--password', 'clave-de-socia-1')).out,
    ).toContain('Administrator socia@estudio.test ready');
    expect((await admin('create-user', 'lector@estudio.test', '--password', 'clave-de-lector-1')).code).toBe(
      0,
    );
    const backup = await admin('backup', `${dataDir}-apagado.tar.gz`);
    expect(backup.code).toBe(0);
    expect(backup.out).toMatch(/Backup written to .* files/);
  }, 120_000);
});

describe('with the server up', () => {
  beforeAll(async () => {
    // Its own process group, so that stopServer reaches the server under tsx too.
    server = spawn(TSX, ['server/main.ts', 'start'], {
      cwd: ROOT,
      env: env(),
      stdio: 'ignore',
      detached: true,
    });
    await eventually(async () => expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200), {
      timeout: 60_000,
      interval: 250,
    });
  }, 90_000);

  it('/health reports the database, the storage and the version', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      storage: 'ok',
      version: expect.any(String),
    });
  });

  it('the admin socket is owner-only', async () => {
    expect((await stat(path.join(dataDir, 'admin.sock'))).mode & 0o777).toBe(0o600);
  });

  it('create-admin, create-user, remove-admin and backup go through the running server', async () => {
    expect(
      (await admin('create-admin', 'nueva@estudio.test', '--password', 'clave-nueva-123')).out,
    ).toContain('ready');
    expect(await signsIn('nueva@estudio.test', 'clave-nueva-123')).toBe(true);
    expect((await admin('create-user', 'visita@estudio.test', '--password', 'clave-visita-1')).code).toBe(0);
    expect((await admin('remove-admin', 'socia@estudio.test')).out).toContain(
      'is no longer an administrator',
    );
    const status = await admin('status');
    expect(status.out).toMatch(/server: running/);
    // Today's keys first, as `supabase status` prints them; the legacy JWT keys after.
    expect(status.out).toMatch(
      /Publishable key: sb_publishable_\S+\nSecret key: sb_secret_\S+\nanon key \(legacy\): eyJ\S+\nservice_role key \(legacy\): eyJ\S+/,
    );
    // A rotation reaches the running server: new sessions get the new kid, the old token still works.
    const before = await signInWith('nueva@estudio.test', 'clave-nueva-123');
    const oldKid = decodeProtectedHeader(before.data.session!.access_token).kid;
    expect((await admin('rotate-signing-key')).out).toMatch(/New signing key \S+ \(ES256\)/);
    const after = await signInWith('nueva@estudio.test', 'clave-nueva-123');
    expect(decodeProtectedHeader(after.data.session!.access_token).kid).not.toBe(oldKid);
    expect((await before.client.auth.getUser()).error).toBeNull();
    expect((await before.client.auth.getClaims()).error).toBeNull();
    const file = `${dataDir}-encendido.tar.gz`;
    expect((await admin('backup', file)).out).toMatch(/Backup written/);
    expect((await stat(file)).size).toBeGreaterThan(0);
    // The site kept answering throughout.
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  }, 120_000);

  it("status names the running server's port, whatever PORT the operator's shell holds", async () => {
    const { PORT: _, ...withoutPort } = env();
    for (const shell of [withoutPort, { ...env(), PORT: String(port === 3999 ? 3998 : 3999) }]) {
      const status = await adminWith(shell, 'status');
      expect(status.out).toContain(`API URL: http://localhost:${port}\n`);
      expect(status.out).toContain(`JWKS: http://localhost:${port}/auth/v1/.well-known/jwks.json`);
    }
  }, 60_000);

  it('restore is refused while the server runs', async () => {
    const answer = await admin('restore', `${dataDir}-encendido.tar.gz`, '--force');
    expect(answer.code).not.toBe(0);
    expect(answer.out).toContain('Stop the server first');
  }, 60_000);
});
