// `npm run update` for real, from the previous release (the last commit without the command) to
// this one: a clone of this repository as the upstream, the site's checkout at the older commit
// with a data dir made by that version, then the update — backup, fast-forward, the packages, build,
// migrations — and a second update to a version whose migration fails, refused at that step
// with the way back. (No systemd here: UPDATE_SERVICE=none leaves out the stop and start.)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildIsCurrent } from '../../scripts/build-inputs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

let work: string;
let upstream: string;
let site: string;
let dataDir: string;
let backups: string;
let previous: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'estudio-update-'));
  upstream = path.join(work, 'upstream');
  site = path.join(work, 'sitio');
  dataDir = path.join(work, 'data');
  backups = path.join(work, 'data-backups');
  git(work, 'clone', '--quiet', '--no-hardlinks', ROOT, upstream);
  git(upstream, 'config', 'user.email', 'ci@estudio.test');
  git(upstream, 'config', 'user.name', 'CI');
  const added = git(upstream, 'log', '--diff-filter=A', '--format=%H', '--', 'scripts/update.ts')
    .split('\n')
    .at(-1)!;
  previous = git(upstream, 'rev-parse', `${added}^`);
  git(work, 'clone', '--quiet', upstream, site);
  git(site, 'reset', '--quiet', '--hard', previous);
  // The previous release as installed: its dependencies (hard links of this checkout's, a
  // superset) and a data dir made by it, with its migrations.
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(site, 'node_modules')]);
  execFileSync(
    process.execPath,
    [
      path.join(site, 'node_modules/.bin/tsx'),
      'server/main.ts',
      'create-admin',
      'estudio@estudio.test',
      '--password',
      'clave-segura-123',
    ],
    {
      cwd: site,
      env: { ...process.env, DATA_DIR: dataDir },
    },
  );
}, 300_000);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Runs a command to its end without blocking this worker (vitest's own messages keep flowing). */
function run(file: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(file, args, { cwd: site, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const update = () =>
  run(
    process.execPath,
    [path.join(ROOT, 'node_modules/.bin/tsx'), path.join(ROOT, 'scripts/update.ts'), '--dir', site],
    {
      DATA_DIR: dataDir,
      UPDATE_SERVICE: 'none',
      BACKUP_DIR: backups,
    },
  );

const migrate = () =>
  run(process.execPath, [path.join(site, 'node_modules/.bin/tsx'), 'server/main.ts', 'migrate'], {
    DATA_DIR: dataDir,
  });

it('updates the previous release to this one in one command, then refuses an update whose migration fails', async () => {
  const head = git(upstream, 'rev-parse', 'HEAD');
  const first = await update();
  expect({ code: first.code, stderr: first.stderr }).toEqual({ code: 0, stderr: '' });
  expect(first.stdout).toMatch(
    /· check\n.*\n· backup\nBackup: .*\n· install\n· dependencies\n· build\n· stop\n· migrations\n/,
  );
  expect(git(site, 'rev-parse', 'HEAD')).toBe(head);
  expect(buildIsCurrent(site)).toBe(true);
  expect(existsSync(path.join(site, 'node_modules/@aws-sdk/client-s3'))).toBe(true);
  // Every migration of the new version is applied to the site's data.
  expect((await migrate()).stdout.trim()).toBe('No migration to apply.');
  const taken = (await readdir(backups)).filter((n) => n.startsWith('before-update-'));
  expect(taken).toEqual([
    expect.stringMatching(new RegExp(`^before-update-\\d{8}T\\d{9}Z-${previous.slice(0, 12)}\\.tar\\.gz$`)),
  ]);

  // A newer version whose migration fails.
  await writeFile(path.join(upstream, 'supabase/migrations/29991231000000_falla.sql'), 'select 1 / 0;\n');
  git(upstream, 'add', '.');
  git(upstream, 'commit', '--quiet', '-m', 'Una migración que falla');
  const second = await update();
  expect(second.code).toBe(1);
  expect(second.stdout).not.toMatch(/· start/);
  expect(second.stderr).toMatch(/Update stopped at step "migrations": .*division by zero/s);
  const backup = /Backup: (\S+)/.exec(second.stdout)![1]!;
  expect(second.stderr).toContain(`git -C ${site} checkout --quiet ${head}`);
  expect(second.stderr).toContain(`restore ${backup} --force`);
  // The failed migration left nothing: still pending for the version now checked out.
  const pending = await migrate();
  expect(pending.code).not.toBe(0);
  expect(pending.stderr).toMatch(/division by zero/);
  // Local changes are refused before anything runs.
  await writeFile(path.join(site, 'README.md'), 'cambiado aquí\n');
  const third = await update();
  expect(third.code).toBe(1);
  expect(third.stderr).toMatch(/Update stopped at step "check": .*local changes.*\nNothing was changed\./s);
}, 1_200_000);
