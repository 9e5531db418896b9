// No local user becomes root through tsx's compile cache. tsx keeps the code it compiled in
// `<tmpdir>/tsx-<uid>` and loads it again from there whoever owns that folder, and two commands
// run TypeScript as root: the systemd unit's build step (ExecStartPre=+) and `npm run update`.
// Here a second local user makes `tsx-0` in a shared, sticky temporary folder (as /tmp is) before
// root's first run, then, as a patient attacker would, rewrites every entry root left there so
// that it records who ran it. Root's second run must run none of it — and root must never have
// written into that user's folder at all. (The shared folder is this test's own, named by TMPDIR,
// so no other process on the machine ever reads what is planted.)
import { execFileSync, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT } from '../support/cli-server';
import { unitCommand } from '../support/unit-commands';

const INTRUDER = 'estudio-intruso';

let shared: string;
let gitDir: string;
let intruder: { uid: number; gid: number };

/** A second local account, unprivileged, made here (the test plays root and that user). */
function localUser(name: string) {
  if (process.getuid?.() !== 0)
    throw new Error('this test plays root and a second local user: run it as root');
  if (spawnSync('id', ['-u', name]).status !== 0)
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', name]);
  const id = (flag: string) => Number(execFileSync('id', [flag, name]).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A shell command as the intruder (setpriv: its uid and gid, no other group), in the shared folder. */
function asIntruder(script: string): void {
  execFileSync(
    'setpriv',
    [`--reuid=${intruder.uid}`, `--regid=${intruder.gid}`, '--clear-groups', 'sh', '-c', script],
    { cwd: shared, stdio: 'pipe' },
  );
}

/** Root's two TypeScript commands, with the shared folder as their temporary folder (as /tmp is). */
function rootRuns(): { build: string; update: string } {
  const env = { ...process.env, TMPDIR: shared, UPDATE_SERVICE: 'none' };
  // The unit's build step, its program and launcher as the unit has them; the entry is a small
  // TypeScript file in place of scripts/start.ts, whose build would take a minute.
  const { privileged, args } = unitCommand('ExecStartPre');
  expect(privileged).toBe(true);
  const entry = args.indexOf('scripts/start.ts');
  expect(entry).toBeGreaterThanOrEqual(0);
  expect(unitCommand('ExecStart').args.slice(0, entry)).toEqual(args.slice(0, entry));
  const probe = [...args.slice(0, entry), 'tests/support/compile-probe.ts'];
  const build = execFileSync(process.execPath, probe, { cwd: ROOT, env }).toString();
  // `npm run update` itself, on a checkout with nowhere to update from: it stops at its first step.
  const update = spawnSync('npm', ['run', '--silent', 'update', '--', '--dir', gitDir], { cwd: ROOT, env });
  return { build, update: `${update.stdout}${update.stderr}` };
}

beforeAll(async () => {
  intruder = localUser(INTRUDER);
  shared = await mkdtemp(path.join(tmpdir(), 'estudio-shared-tmp-'));
  await chmod(shared, 0o1777);
  gitDir = await mkdtemp(path.join(tmpdir(), 'estudio-update-'));
  execFileSync('git', ['init', '--quiet', gitDir]);
  await writeFile(path.join(gitDir, 'README'), 'x');
  execFileSync('git', ['-C', gitDir, 'add', 'README']);
  execFileSync('git', [
    '-C',
    gitDir,
    '-c',
    'user.name=t',
    '-c',
    'user.email=t@t',
    'commit',
    '--quiet',
    '-m',
    'x',
  ]);
});
afterAll(async () => {
  if (shared) await rm(shared, { recursive: true, force: true });
  if (gitDir) await rm(gitDir, { recursive: true, force: true });
});

it("runs none of another user's code as root, whatever it planted in the shared temporary folder", async () => {
  // Before root's first run: the intruder's own tsx-0, which root's tsx would take for its cache.
  asIntruder('mkdir -m 755 tsx-0');

  const first = rootRuns();
  expect(first.build).toContain('compiled and run');
  expect(first.update).toContain('Update stopped at step "check"');
  // Root wrote nothing into the folder another user owns.
  const left = await readdir(path.join(shared, 'tsx-0'));

  // The intruder rewrites whatever root left there: each compiled file first records who ran it.
  const marker = path.join(shared, 'ran-as');
  const payload = `process.getBuiltinModule(\`node:fs\`).appendFileSync(\`${marker}\`, process.getuid() + \` \`);`;
  asIntruder(
    `for f in tsx-0/*; do [ -f "$f" ] || continue; sed 's|{"code":"|{"code":"${payload}|' "$f" > "$f.new" && mv -f "$f.new" "$f"; done`,
  );

  const second = rootRuns();
  expect(second.build).toContain('compiled and run');
  expect(second.update).toContain('Update stopped at step "check"');
  const ran = existsSync(marker) ? `planted code ran as uid(s) ${readFileSync(marker, 'utf8')}` : 'none';
  expect(ran).toBe('none');
  expect(left).toEqual([]);
  // And each run cleaned up the folder it compiled in.
  expect((await readdir(shared)).filter((n) => n.startsWith('estudio-run-'))).toEqual([]);
}, 120_000);
