// `npm run update`: the embedded backend's update, one command, each step checked before the
// next (deploy/README.md runs it as root in /opt/estudio):
//   check         a git checkout with no local changes, and a newer version to go to that is a
//                 fast-forward of this one (`git fetch`, then the branch's upstream, or --to <ref>)
//   backup        a whole backup of the site (`backup <file>`, through the running server's
//                 socket) into the backup folder, named for the version it was taken from
//   install       `git merge --ff-only` to the new version (what `git pull --ff-only` does)
//   dependencies  the lock's packages (`npm install --no-save`; the step says why not `npm ci`)
//   build         `vite build`
//   stop          `systemctl stop <service>` (UPDATE_SERVICE, default estudio; `none`: no service)
//   migrations    the new version's migrations applied to DATA_DIR (`migrate`), server stopped
//   start         `systemctl start <service>`, then GET /health until it answers 200
// A step that fails stops the update there: nothing after it runs, and it says which step failed
// and how to go back (the version it came from, and the backup when the data may have changed).
// Run as root, the backup and the migrations run as the data dir's owner (the service user),
// so nothing in the data dir becomes root's.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { dir: { type: 'string' }, to: { type: 'string' }, 'backup-dir': { type: 'string' } },
});
const ROOT = path.resolve(values.dir ?? path.join(import.meta.dirname, '..'));
const SERVICE = process.env.UPDATE_SERVICE ?? 'estudio';
const UNIT = `/etc/systemd/system/${SERVICE}.service`;

/** A variable of the service's unit (`Environment=DATA_DIR=… PORT=…`), when the environment does not set it. */
function setting(name: string): string | undefined {
  if (process.env[name]) return process.env[name];
  if (SERVICE === 'none' || !existsSync(UNIT)) return undefined;
  const match = new RegExp(`^Environment=.*\\b${name}=(\\S+)`, 'm').exec(readFileSync(UNIT, 'utf8'));
  return match?.[1];
}

class StepFailed extends Error {}

function run(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.error || result.status !== 0)
    throw new StepFailed(
      `\`${[command, ...args].join(' ')}\` ${result.error ? result.error.message : `exited with ${result.status}`}${output ? `:\n${output.split('\n').slice(-15).join('\n')}` : ''}`,
    );
  return (result.stdout ?? '').toString().trim();
}

const git = (...args: string[]) => run('git', args);

const withoutNpmVariables = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

/** Runs the server's CLI of this checkout as the data dir's owner (root runs it as the service user). */
function serverCli(dataDir: string, args: string[]): string {
  const owner = statSync(dataDir, { throwIfNoEntry: false });
  const asOwner =
    process.getuid?.() === 0 && owner && owner.uid !== 0 ? { uid: owner.uid, gid: owner.gid } : {};
  // Through run-ts.mjs (beside this file: a checkout of an earlier release may have none): tsx's
  // compile cache in a folder of its own, never one another local user made first.
  return run(process.execPath, [path.join(import.meta.dirname, 'run-ts.mjs'), 'server/main.ts', ...args], {
    ...asOwner,
    env: { ...process.env, DATA_DIR: dataDir, HOME: asOwner.uid ? '/tmp' : process.env.HOME },
  });
}

async function health(port: string): Promise<void> {
  const until = Date.now() + 120_000;
  let last = '';
  while (Date.now() < until) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new StepFailed(
    `the server did not answer /health with 200 within 2 minutes (last: ${last}); see journalctl -u ${SERVICE}`,
  );
}

async function main(): Promise<void> {
  const dataDir = path.resolve(setting('DATA_DIR') ?? path.join(ROOT, '.data'));
  const backupDir = path.resolve(
    values['backup-dir'] ??
      (setting('BACKUP_DIR') && setting('BACKUP_DIR') !== 'off'
        ? setting('BACKUP_DIR')!
        : `${dataDir}-backups`),
  );
  const service = SERVICE !== 'none';
  let from = '';
  let to = '';
  let backup = '';
  let installed = false;
  let migrated = false;

  const steps: [string, () => void | Promise<void>][] = [
    [
      'check',
      () => {
        from = git('rev-parse', 'HEAD');
        const changed = git('status', '--porcelain', '--untracked-files=no');
        if (changed)
          throw new StepFailed(
            `the code in ${ROOT} has local changes (git status):\n${changed}\nCommit or undo them first`,
          );
        git('fetch', '--quiet');
        to = git('rev-parse', '--verify', `${values.to ?? '@{upstream}'}^{commit}`);
        if (to === from) throw new StepFailed(`already at ${from.slice(0, 12)}: nothing to update`);
        const forward = spawnSync('git', ['merge-base', '--is-ancestor', from, to], { cwd: ROOT });
        if (forward.status !== 0)
          throw new StepFailed(
            `${to.slice(0, 12)} is not a newer version of ${from.slice(0, 12)} (not a fast-forward)`,
          );
        console.log(`Updating ${ROOT} from ${from.slice(0, 12)} to ${to.slice(0, 12)}; data ${dataDir}.`);
      },
    ],
    [
      'backup',
      () => {
        backup = path.join(
          backupDir,
          `before-update-${new Date().toISOString().replace(/[-:.]/g, '')}-${from.slice(0, 12)}.tar.gz`,
        );
        if (!existsSync(dataDir)) throw new StepFailed(`no data dir at ${dataDir} (set DATA_DIR)`);
        serverCli(dataDir, ['backup', backup]);
        console.log(`Backup: ${backup}`);
      },
    ],
    [
      'install',
      () => {
        git('merge', '--ff-only', '--quiet', to);
        installed = true;
      },
    ],
    // The lock's versions, without changing the lock (`--no-save`): `npm ci` refuses this
    // repository's lock, which lists only the optional platform packages of the machine that
    // wrote it. Without the npm_* variables of the `npm run` (or npx) that started this: they
    // name that checkout's folder (npm_config_local_prefix) and its options, not this one's.
    [
      'dependencies',
      () =>
        void run('npm', ['install', '--no-save', '--no-audit', '--no-fund'], { env: withoutNpmVariables() }),
    ],
    ['build', () => void run(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'])],
    ['stop', () => void (service && run('systemctl', ['stop', SERVICE]))],
    [
      'migrations',
      () => {
        migrated = true;
        console.log(serverCli(dataDir, ['migrate']));
      },
    ],
    [
      'start',
      async () => {
        if (!service) return void console.log('UPDATE_SERVICE=none: start the server yourself (npm start).');
        run('systemctl', ['start', SERVICE]);
        await health(setting('PORT') ?? '3000');
      },
    ],
  ];

  for (const [name, step] of steps) {
    console.log(`· ${name}`);
    try {
      await step();
    } catch (error) {
      const back = [
        installed &&
          `git -C ${ROOT} checkout --quiet ${from} (or git reset --hard ${from}), npm install --no-save, npm run build`,
        migrated &&
          backup &&
          `with the server stopped, restore the backup taken before: npm run admin -- restore ${backup} --force (as the service user, DATA_DIR=${dataDir})`,
        service && installed && `systemctl start ${SERVICE}`,
      ].filter(Boolean);
      console.error(
        `\nUpdate stopped at step "${name}": ${(error as Error).message}\n` +
          (back.length
            ? `Nothing after it ran. To go back to ${from.slice(0, 12)}:\n${back.map((l) => `  - ${l}`).join('\n')}`
            : 'Nothing was changed.'),
      );
      process.exit(1);
    }
  }
  console.log(`Updated to ${to.slice(0, 12)}. The backup taken before is ${backup}.`);
}

await main();
