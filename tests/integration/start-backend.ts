// Starting test backends quickly: every backend gets its own data dir, copied from a template
// that one real first start produced. Re-exported by helpers.ts.
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBackend, type StartOptions, type TestBackend } from '../../harness/backend';

/**
 * An API-only backend (no built app needed) on a free port with its own data dir.
 *
 * Creating a Postgres cluster (PGlite's initdb) takes most of a start (5–10 s on two busy cores);
 * so, unless `fresh` is asked for, the data dir starts as a copy of a template: a data dir that a
 * real first start produced (cluster, platform shim, migrations, ADMIN) and stopped cleanly. The
 * template is made once per content of the migrations and the database code (see templateKey) and
 * kept in the OS temp dir; the copy then opens like a restart (~1 s). Each backend still has its
 * own copy, so files never share state. INTEGRATION_FRESH_DATA_DIR=1 turns the template off.
 */
export async function startApi(opts: StartOptions & { fresh?: boolean } = {}): Promise<TestBackend> {
  const { fresh, ...rest } = opts;
  if (fresh || rest.dataDir || process.env.INTEGRATION_FRESH_DATA_DIR === '1')
    return startBackend({ serveApp: false, ...rest });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'estudio-test-'));
  await cp(await templateDir(), dataDir, { recursive: true });
  return startBackend({ serveApp: false, ...rest, dataDir });
}

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** Hash of everything that decides what a first start writes to the data dir. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    ...(await readdir(path.join(REPO, 'supabase/migrations'))).sort().map((f) => `supabase/migrations/${f}`),
    ...(await readdir(path.join(REPO, 'server/db'))).sort().map((f) => `server/db/${f}`),
    'server/app.ts',
    'server/auth/keys.ts',
    'server/auth/users.ts',
    'server/storage/disk.ts',
    'harness/backend.ts',
    'node_modules/@electric-sql/pglite/package.json',
  ];
  for (const file of files) hash.update(file).update(await readFile(path.join(REPO, file)));
  return hash.digest('hex').slice(0, 16);
}

/** Templates of older code, untouched for a day, only take space. */
async function removeStaleTemplates(current: string): Promise<void> {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of await readdir(tmpdir())) {
    const dir = path.join(tmpdir(), name);
    if (!name.startsWith('estudio-integration-template-') || dir === current) continue;
    const info = await stat(dir).catch(() => null);
    if (info && info.mtimeMs < dayAgo) await rm(dir, { recursive: true, force: true });
  }
}

async function templateDir(): Promise<string> {
  const dir = path.join(tmpdir(), `estudio-integration-template-${await templateKey()}`);
  if (await stat(path.join(dir, 'keys.json')).catch(() => null)) return dir;
  await removeStaleTemplates(dir);
  const made = await startBackend({ serveApp: false });
  await made.stop({ keepData: true });
  // Atomic: another worker may have finished its own template meanwhile; either one is fine.
  await rename(made.dataDir, dir).catch(() => rm(made.dataDir, { recursive: true, force: true }));
  return dir;
}
