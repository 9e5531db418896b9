// DATA_DIR/admin-credentials.txt holds the generated first password; once the administrator
// changes it ('Cuenta') or an operator sets a new one (`create-admin`), the file must not keep
// showing the old one to whoever reads it later. The real CLI server and supabase-js.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateKeys } from '../../server/auth/keys';
import { freePort } from '../../scripts/free-port';
import { ROOT, startCli, TSX, type CliServer } from '../support/cli-server';

const run = promisify(execFile);
let work: string;
let server: CliServer | undefined;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-credenciales-'));
});

afterAll(async () => {
  await server?.stop();
  await rm(work, { recursive: true, force: true });
});

const fileText = (dataDir: string) =>
  readFile(path.join(dataDir, 'admin-credentials.txt'), 'utf8').catch(() => null);

describe('the first-start credentials file', () => {
  it('stops showing the first password once the administrator changes it, or an operator resets it', async () => {
    const dataDir = path.join(work, 'datos');
    server = startCli(await freePort(), { DATA_DIR: dataDir, BACKUP_DIR: 'off', ADMIN_EMAIL: 'duena@estudio.test' });
    await server.ready();
    const first = /password: (\S+)/.exec((await fileText(dataDir)) ?? '')?.[1];
    expect(first).toBeTruthy();

    const keys = await loadOrCreateKeys(dataDir);
    const client = createClient(`http://127.0.0.1:${server.port}`, keys.publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const signedIn = await client.auth.signInWithPassword({ email: 'duena@estudio.test', password: first! });
    expect(signedIn.error).toBeNull();
    const changed = await client.auth.updateUser({ password: 'una-clave-nueva-2026', current_password: first! });
    expect(changed.error).toBeNull();
    // Whoever opens the file now is not shown a password that no longer works.
    expect(await fileText(dataDir)).toBeNull();

    // A file that names someone else is not touched by another account's change.
    const other = 'email: otra@estudio.test\npassword: la-de-otra\n';
    await writeFile(path.join(dataDir, 'admin-credentials.txt'), other, { mode: 0o600 });
    await run(TSX, ['server/main.ts', 'create-admin', 'duena@estudio.test', '--password', 'otra-clave-mas-2026'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    expect(await fileText(dataDir)).toBe(other);
    // `create-admin` for the account the file names (through the running server's socket) removes it.
    await writeFile(path.join(dataDir, 'admin-credentials.txt'), 'email: duena@estudio.test\npassword: vieja\n');
    const { stdout } = await run(TSX, ['server/main.ts', 'create-admin', 'Duena@estudio.test'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    expect(stdout).toMatch(/Password: \S+/);
    expect(await fileText(dataDir)).toBeNull();
  }, 120_000);
});
