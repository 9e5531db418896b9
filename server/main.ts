import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBackend } from './app';
import { loadOrCreateKeys } from './auth/keys';
import { randomPassword } from './auth/users';
import { admin, migrateDataDir, serverRunning, viaServer } from './cli-admin';
import { HELP } from './cli-help';
import { hostedProjectFromEnv } from './hosted/project-env';
import { isServer, lockHolder } from './ops/data-dir-lock';
import { runPush } from './ops/push-command';
import { RestoreError } from './ops/restore';
import { restoreFromFile } from './ops/restore-any';
import { listRemoteBackups, restoreFromRemote } from './ops/restore-remote';
import { defaultBackupDir } from './ops/scheduled-backups';
import { readSecretKey } from './ops/secret-key';
import { serveHosted } from './start-hosted';
import { serve } from './start-local';

// `npm run admin -- <command>` and `npm start`: the command line (help text: cli-help.ts; the
// server: start-local.ts, or start-hosted.ts in front of a hosted project; admin commands through
// the server or directly: cli-admin.ts).

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    password: { type: 'string' },
    force: { type: 'boolean' },
    url: { type: 'string' },
    'secret-key': { type: 'string' },
    'secret-key-stdin': { type: 'boolean' },
    'service-key': { type: 'string' },
    'service-key-stdin': { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    remote: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const command = positionals[0] ?? 'start';
// Everything this process creates is owner-only: database files (PGlite follows the umask), keys,
// credentials, backups, stored files. Before, the database was created 0644 and backups 0644.
process.umask(0o077);
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const port = Number(process.env.PORT ?? 3000);

/** Where `restore --remote` fetches an off-site backup: BACKUP_DIR, or its default even when scheduled backups are off. */
function offsiteStore(): string {
  const dir = process.env.BACKUP_DIR?.trim();
  return dir && dir !== 'off' ? path.resolve(dir) : defaultBackupDir(dataDir);
}

async function main(): Promise<void> {
  if (values.help || command === 'help') return void console.log(HELP);
  switch (command) {
    case 'start': {
      // VITE_SUPABASE_URL and a public key name a hosted project: serve the app in front of it.
      const hosted = hostedProjectFromEnv(process.env);
      return hosted ? serveHosted(hosted, port) : serve(false, dataDir, port);
    }
    case 'dev':
      return serve(true, dataDir, port);
    case 'status': {
      const keys = await loadOrCreateKeys(existsSync(dataDir) ? dataDir : undefined);
      const holder = await lockHolder(dataDir);
      const running = holder
        ? `${isServer(holder) ? 'running' : `stopped; \`${holder.command}\` at work`} (pid ${holder.pid})`
        : 'stopped';
      // The running server's own port (it may have been started with another PORT than this
      // shell's); PORT (or its default) when none runs.
      const apiPort = holder && isServer(holder) && Number.isInteger(holder.port) ? holder.port! : port;
      console.log(
        [
          `API URL: http://localhost:${apiPort}`,
          `JWKS: http://localhost:${apiPort}/auth/v1/.well-known/jwks.json`,
          `Publishable key: ${keys.publishableKey}`,
          `Secret key: ${keys.secretKey}`,
          `anon key (legacy): ${keys.anonKey}`,
          `service_role key (legacy): ${keys.serviceKey}`,
          `data dir: ${dataDir}`,
          `server: ${running}`,
        ].join('\n'),
      );
      return;
    }
    case 'create-admin':
    case 'create-user': {
      const email = positionals[1];
      if (!email) throw new Error(`Usage: npm run admin -- ${command} <email> [--password P]`);
      const password = values.password ?? randomPassword();
      console.log(await admin(dataDir, { command, email, password }));
      if (!values.password) console.log(`Password: ${password}`);
      return;
    }
    case 'remove-admin':
    case 'reset-mfa':
    case 'clear-user-metadata': {
      const email = positionals[1];
      if (!email) throw new Error(`Usage: npm run admin -- ${command} <email>`);
      console.log(await admin(dataDir, { command, email }));
      return;
    }
    case 'rotate-signing-key':
      console.log(await admin(dataDir, { command }));
      return;
    case 'backup': {
      const file = positionals[1];
      if (!file) throw new Error('Usage: npm run admin -- backup <file.tar.gz>');
      console.log(await admin(dataDir, { command, file: path.resolve(file) }));
      return;
    }
    case 'migrate': {
      const applied = await migrateDataDir(dataDir);
      console.log(applied.length ? `Migrations applied: ${applied.join(', ')}` : 'No migration to apply.');
      return;
    }
    case 'remote-backups': {
      const names = await listRemoteBackups(process.env);
      console.log(names.length ? names.join('\n') : 'No off-site backups yet.');
      return;
    }
    case 'restore': {
      const file = positionals[1] ?? (values.remote ? `off-site ${values.remote}` : undefined);
      if (!file || (values.remote && positionals[1]))
        throw new Error(
          'Usage: npm run admin -- restore <file.tar.gz> [--force]  or  restore --remote <name|latest> [--force]',
        );
      if (await serverRunning(dataDir))
        throw new Error(`Stop the server first: a restore replaces ${dataDir}.`);
      try {
        // An off-site backup is fetched into the local store (BACKUP_DIR, or its default) first.
        const { manifest, previous, settled } = values.remote
          ? await restoreFromRemote(
              values.remote,
              offsiteStore(),
              dataDir,
              Boolean(values.force),
              process.env,
              console.log,
            )
          : await restoreFromFile(path.resolve(file), dataDir, Boolean(values.force));
        for (const line of settled) console.log(line);
        const files = manifest.entries.filter((e) => e.path.startsWith('files/')).length;
        console.log(
          `Restored ${file} (taken ${manifest.createdAt}) into ${dataDir}: ${files} files, ${manifest.rows['public."Project"']} projects.`,
        );
        if (previous) console.log(`The data dir it replaced is kept at ${previous}.`);
      } catch (error) {
        if (error instanceof RestoreError) throw new Error(`Restore refused: ${error.message}`);
        throw error;
      }
      return;
    }
    case 'push':
      return runPush({
        dataDir,
        port,
        url: values.url,
        secretKey: await readSecretKey(values, process.env),
        dryRun: Boolean(values['dry-run']),
        serverRunning: () => serverRunning(dataDir),
        viaServer: (request) => viaServer(dataDir, request),
        startBackend,
      });
    default:
      console.error(`Unknown command "${command}".\n\n${HELP}`);
      process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
