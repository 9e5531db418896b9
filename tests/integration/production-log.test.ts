// What `npm start` writes to its log (the journal, on a server): errors and security events
// always, one line per request only when LOG_REQUESTS asks for it — a site's traffic must not fill
// a small disk. The real CLI runs as a child process; the requests are a visitor's and a guesser's.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateKeys } from '../../server/auth/keys';
import { freePort } from '../../scripts/free-port';
import { eventually } from '../support/eventually';
import { startCli, type CliServer } from '../support/cli-server';

let work: string;
const servers: CliServer[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-log-'));
});

afterAll(async () => {
  for (const server of servers) await server.stop();
  await rm(work, { recursive: true, force: true });
});

/** Starts the CLI server on a new data dir, reads as a visitor, then guesses a password once. */
async function visitAndGuess(name: string, env: Record<string, string>) {
  const dataDir = path.join(work, name);
  const server = startCli(await freePort(), {
    DATA_DIR: dataDir,
    BACKUP_DIR: 'off',
    ADMIN_EMAIL: 'duena@estudio.test',
    ADMIN_PASSWORD: 'clave-de-la-duena-1',
    ...env,
  });
  servers.push(server);
  await server.ready();
  const keys = await loadOrCreateKeys(dataDir);
  const client = createClient(`http://127.0.0.1:${server.port}`, keys.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const read = await client.from('Project').select('id').limit(1);
  expect(read.error).toBeNull();
  const guess = await client.auth.signInWithPassword({ email: 'duena@estudio.test', password: 'adivina-1' });
  expect(guess.error?.message).toBe('Invalid login credentials');
  // The refusal is logged as it happens; wait for it, then for anything that would come with it.
  await eventually(() => expect(server.output()).toContain('refused sign-in'), { timeout: 10_000 });
  return server;
}

describe('the production log', () => {
  it('by default keeps refused sign-ins and says nothing of each request', async () => {
    const server = await visitAndGuess('por-defecto', {});
    const log = server.output();
    expect(log).toMatch(/security: refused sign-in for "duena@estudio.test" from 127\.0\.0\.1/);
    expect(log).not.toMatch(/GET \/rest\/v1\/Project/);
    expect(log).not.toMatch(/GET \/health/);
    expect(log).not.toMatch(/POST \/auth\/v1\/token/);
    // The start banner says how to get the request lines.
    expect(log).toContain('LOG_REQUESTS=1');
    await server.stop();
  }, 120_000);

  it('with LOG_REQUESTS=1 writes one line per request as well', async () => {
    const server = await visitAndGuess('con-peticiones', { LOG_REQUESTS: '1' });
    await eventually(() => expect(server.output()).toMatch(/POST \/auth\/v1\/token 400 [\d.]+ms/));
    const log = server.output();
    expect(log).toMatch(/GET \/rest\/v1\/Project 200 [\d.]+ms/);
    expect(log).toMatch(/security: refused sign-in/);
    await server.stop();
  }, 120_000);

  it('a mistyped LOG_REQUESTS stops the start with a clear message', async () => {
    const server = startCli(await freePort(), { DATA_DIR: path.join(work, 'mal'), LOG_REQUESTS: 'quizá' });
    servers.push(server);
    await eventually(() => expect(server.child.exitCode).not.toBeNull(), { timeout: 60_000, interval: 200 });
    expect(server.child.exitCode).not.toBe(0);
    expect(server.output()).toContain('LOG_REQUESTS must be 1 or 0, not "quizá"');
  }, 90_000);
});
