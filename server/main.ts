import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureAdmin } from './admin-bootstrap';
import { startBackend, type Backend } from './app';
import { createDevApp } from './http/dev-app';
import { loadOrCreateKeys } from './auth/keys';
import { randomPassword } from './auth/users';
import { Database } from './db/database';
import { migrate } from './db/migrate';
import { ownerOnlyTree } from './db/owner-only';
import { parseSiteUrl } from './http/site-origin';
import { readLimits } from './limits';
import { runAdminCommand, type AdminRequest } from './ops/admin-commands';
import { listenAdminSocket, sendAdminCommand } from './ops/admin-socket';
import { isServer, lockDataDir, lockHolder, type DataDirLock } from './ops/data-dir-lock';
import { defaultBackupDir, readBackupSchedule, startScheduledBackups } from './ops/scheduled-backups';
import { runPush } from './ops/push-command';
import { HOSTED_CACHE_DEFAULT_S, startHostedSite } from './hosted/hosted-site';
import { hostedProjectFromEnv } from './hosted/project-env';
import { readSecretKey } from './ops/secret-key';
import { removeBackupLeftovers } from './ops/leftovers';
import { RestoreError } from './ops/restore';
import { restoreFromFile } from './ops/restore-any';
import { settleInterruptedRestores } from './ops/restore-swap';
import { seedOnce } from './seed';
import { Disk } from './storage/disk';

const HELP = `Embedded backend of the studio portfolio: Supabase-compatible REST, Auth and Storage on
PGlite, serving the built app. No account, no Docker, no network.

Usage: npm run admin -- <command> [options]      (npm start = build if changed + start)

Commands:
  start                         Serve the API and the built app (default)
  dev                           Same, with Vite's dev server and hot reload for the app
  status                        Print the API URL, the publishable and secret keys and the legacy anon
                                and service_role JWT keys (like \`supabase status\`)
  rotate-signing-key            A new ES256 key signs access tokens from now on; the previous one
                                stays in the JWKS, so tokens it signed keep working until they expire
  create-admin <email> [--password P]
                                Create an administrator, or reset its password and make it one;
                                without --password a random one is generated and printed
  create-user <email> [--password P]
                                Create a signed-in user who is NOT an administrator (reads only)
  remove-admin <email>          Take administrator rights away (the user stays)
  reset-mfa <email>             Remove the account's two-step sign-in (a lost phone) and end its
                                sessions; it signs in with its password alone and may enroll again
  backup <file.tar.gz>          Write a consistent backup (rows, users, every stored file, checksums);
                                works while the server runs
  restore <file.tar.gz> [--force]
                                Restore a backup into an empty DATA_DIR (server stopped); --force
                                replaces a non-empty one, keeping it aside
  push --url <supabase url> [--secret-key-stdin] [--dry-run]
                                Copy everything to a hosted Supabase project (files, then rows with
                                their media URLs rewritten); a second run changes nothing. The
                                project's secret key (sb_secret_…, or the legacy service_role key)
                                comes from SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY) or,
                                with --secret-key-stdin, the first line of standard input
                                (--secret-key <key> also works, but shows it in \`ps\`; the older
                                --service-key* flags too). Redirects are never followed; each
                                request must end within 60 s
  (create-admin, create-user, remove-admin, reset-mfa, rotate-signing-key and backup work with
  the server up or down: when it runs they go through its owner-only socket DATA_DIR/admin.sock)
  --help                        This text

Environment:
  PORT                 HTTP port (default 3000)
  HOST                 Interface to listen on (default 0.0.0.0; with dev: 127.0.0.1)
  DATA_DIR             Database, files and keys (default ./.data)
  ADMIN_EMAIL          First start: administrator email (default admin@estudio.local)
  ADMIN_PASSWORD       First start: administrator password (default: generated, printed once and
                       saved in DATA_DIR/admin-credentials.txt with owner-only permissions)
  SITE_URL             Absolute URL visitors reach the site at (e.g. https://albanogal.mx): canonical
                       URLs, link previews, sitemap.xml and robots.txt (default: the request's origin)
  TRUST_PROXY          "true" behind a reverse proxy that sets X-Forwarded-Host/-Proto/-For: then
                       those headers count (default false: they are ignored)
  DB_MAX_ROWS          Most rows one REST read answers, like PostgREST's db-max-rows (default 1000)
  MAX_CONNECTIONS, MAX_CONNECTIONS_PER_ADDRESS, IDLE_TIMEOUT_S, SHUTDOWN_GRACE_S
                       Open connections in all (1024) and per address (a 64th of that, 16; not
                       with TRUST_PROXY),
                       silence before a connection closes (60 s), time given to requests and
                       uploads under way on SIGTERM (10 s)
  RENDER_CONCURRENCY, RENDER_QUEUE, RENDER_CACHE_MB, RENDERS_PER_MINUTE
                       Image transformations: renders at once (1), waiting (64), disk kept (512 MB),
                       new sizes per address per minute (120); see docs/SECURITY.md
  BACKUP_DIR           Scheduled backups while the server runs go here, deduplicated
                       (default: <DATA_DIR>-backups; off: none)
  BACKUP_EVERY         Their period: 30m, 6h, 1d… (default 24h; at least 1m)
  BACKUP_KEEP          How many of the newest to keep; older ones are deleted (default 14)
  SEED                 "false" to start without the demo content (default: load it on first start)
  VITE_SUPABASE_URL, VITE_SUPABASE_PUBLISHABLE_KEY (or the older VITE_SUPABASE_ANON_KEY)
                       Build-time: point the app at a hosted Supabase project instead of this server.
                       Set for \`start\` too: hosted mode, the built app served in front of that
                       project (no database here), each page's head, robots.txt and sitemap.xml
                       read from it
  HOSTED_CACHE_S       Hosted mode: how long the project's content is kept between reads (default 60)
`;

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
    help: { type: 'boolean', short: 'h' },
  },
});
const command = positionals[0] ?? 'start';
// Everything this process creates is owner-only: database files (PGlite follows the umask), keys,
// credentials, backups, stored files. Before, the database was created 0644 and backups 0644.
process.umask(0o077);
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const port = Number(process.env.PORT ?? 3000);

/** True when a live server holds DATA_DIR's lock (server/ops/data-dir-lock.ts). */
async function serverRunning(): Promise<boolean> {
  const holder = await lockHolder(dataDir);
  return holder !== null && isServer(holder);
}

/** One command to the running server; a clear message if it holds the lock but does not answer yet. */
async function viaServer(request: AdminRequest): Promise<string> {
  try {
    return await sendAdminCommand(dataDir, request);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED')
      throw new Error(
        `A server holds ${dataDir} but does not answer on its admin socket yet (still starting?). Try again in a moment.`,
      );
    throw error;
  }
}

async function serve(dev: boolean): Promise<void> {
  // Taken before anything opens the database; a second server on this folder stops here.
  const lock = await lockDataDir(dataDir, dev ? 'dev' : 'start');
  try {
    await serveLocked(dev, lock);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function serveLocked(dev: boolean, lock: DataDirLock): Promise<void> {
  let appMiddleware;
  let vite: { close(): Promise<void> } | undefined;
  if (dev) {
    await (await import('node:fs/promises')).mkdir(dataDir, { recursive: true, mode: 0o700 });
    const keys = await loadOrCreateKeys(dataDir);
    const devApp = await createDevApp(dataDir, keys.publishableKey);
    appMiddleware = devApp.middleware;
    vite = devApp;
  }
  const limits = readLimits(process.env);
  // Read before the start so a mistyped BACKUP_EVERY stops it instead of silently not backing up.
  const backupSchedule = readBackupSchedule(process.env, defaultBackupDir(dataDir));
  // Data dirs made by earlier versions were readable by other local users (database 0666,
  // storage 0755): everything in it becomes owner-only.
  await ownerOnlyTree(dataDir);
  // What a killed restore or backup left behind; the lock guarantees none is under way.
  // A restore killed half-way is finished or undone, and the log says which site is served.
  for (const line of await settleInterruptedRestores(dataDir)) console.log(`  ${line}`);
  for (const removed of await removeBackupLeftovers(path.join(dataDir, 'storage'), backupSchedule?.dir))
    console.log(`  Removed the leftover of an interrupted backup: ${removed}`);
  let adminLine: string | null = null;
  let seeded = false;
  const backend: Backend = await startBackend({
    dataDir,
    port,
    // The dev server answers source files and hot reload to whoever reaches it: this machine only,
    // unless HOST says otherwise.
    host: process.env.HOST ?? (dev ? '127.0.0.1' : undefined),
    appMiddleware,
    // Checked here so a mistyped SITE_URL stops the start instead of failing every page.
    siteUrl: process.env.SITE_URL ? parseSiteUrl(process.env.SITE_URL) : undefined,
    trustProxy: process.env.TRUST_PROXY === 'true',
    ...limits,
    prepare: async (parts) => {
      adminLine = await ensureAdmin(parts.db, dataDir, process.env);
      seeded = process.env.SEED === 'false' ? false : await seedOnce(parts);
    },
  });
  // Admin commands reach the running server through a socket in DATA_DIR (server/ops/admin-socket.ts).
  const adminSocket = await listenAdminSocket(dataDir, (request) =>
    runAdminCommand(request, backend.db, backend.disk, { keys: backend.keys, dataDir }),
  );
  const scheduledBackups = backupSchedule && startScheduledBackups(backend.db, backend.disk, backupSchedule);
  console.log(`\nEstudio portfolio running at ${backend.url}${dev ? ' (dev, hot reload)' : ''}`);
  console.log(`  API (Supabase-compatible): ${backend.url}  ·  data: ${dataDir}`);
  if (seeded) console.log('  Demo content loaded.');
  if (backupSchedule)
    console.log(
      `  Backups every ${process.env.BACKUP_EVERY ?? '24h'} into ${backupSchedule.dir} (newest ${backupSchedule.keep} kept; BACKUP_DIR=off to stop them)`,
    );
  else console.log('  Backups: off (BACKUP_DIR=off)');
  console.log(
    adminLine
      ? `  ${adminLine}`
      : `  Admin panel: ${backend.url}/admin  (credentials: see ${path.join(dataDir, 'admin-credentials.txt')} or ADMIN_EMAIL; reset with \`npm run admin -- create-admin <email>\`)`,
  );
  console.log('');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down…`);
    adminSocket.close();
    await vite?.close();
    await scheduledBackups?.stop();
    // Requests and uploads under way may finish (SHUTDOWN_GRACE_S); nothing new is accepted.
    await backend.close({ graceMs: limits.shutdownGraceS * 1000 });
    await lock.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** `npm start` in front of a hosted Supabase project (server/hosted/hosted-site.ts): no database here. */
async function serveHosted(project: { url: string; publicKey: string }): Promise<void> {
  const limits = readLimits(process.env);
  const cacheS = Number(process.env.HOSTED_CACHE_S ?? HOSTED_CACHE_DEFAULT_S);
  if (!Number.isInteger(cacheS) || cacheS < 1)
    throw new Error(
      `HOSTED_CACHE_S must be a whole number of seconds (at least 1), not "${process.env.HOSTED_CACHE_S}"`,
    );
  if (project.publicKey.startsWith('sb_secret_'))
    throw new Error(
      'VITE_SUPABASE_PUBLISHABLE_KEY holds a secret key: use the publishable key (sb_publishable_…).',
    );
  const site = await startHostedSite({
    supabaseUrl: new URL(project.url).origin,
    publicKey: project.publicKey,
    port,
    host: process.env.HOST,
    siteUrl: process.env.SITE_URL ? parseSiteUrl(process.env.SITE_URL) : undefined,
    trustProxy: process.env.TRUST_PROXY === 'true',
    transforms: process.env.VITE_IMAGE_TRANSFORMS !== 'false',
    maxAgeMs: cacheS * 1000,
    ...limits,
  });
  console.log(`\nEstudio portfolio running at ${site.url} (hosted mode)`);
  console.log(
    `  Data, accounts and files: ${project.url}  ·  link previews and sitemap follow it within ${cacheS} s`,
  );
  console.log('');
  const stop = async (signal: string) => {
    console.log(`${signal}: shutting down…`);
    await site.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** An admin command: through the running server's socket, or on the database directly when it is down. */
async function admin(request: AdminRequest): Promise<string> {
  if (await serverRunning()) return viaServer(request);
  // Direct mode: this process opens the database, so it holds the lock while it does.
  const lock = await lockDataDir(dataDir, request.command);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const db = await Database.open(path.join(dataDir, 'pgdata')).catch(async (error: unknown) => {
    await lock.release();
    throw error;
  });
  try {
    await migrate(db);
    const disk = new Disk(path.join(dataDir, 'storage'));
    await disk.init();
    return await runAdminCommand(request, db, disk, { keys: await loadOrCreateKeys(dataDir), dataDir });
  } finally {
    await db.close();
    await lock.release();
  }
}

async function main(): Promise<void> {
  if (values.help || command === 'help') return void console.log(HELP);
  switch (command) {
    case 'start': {
      // VITE_SUPABASE_URL and a public key name a hosted project: serve the app in front of it.
      const hosted = hostedProjectFromEnv(process.env);
      return hosted ? serveHosted(hosted) : serve(false);
    }
    case 'dev':
      return serve(true);
    case 'status': {
      const keys = await loadOrCreateKeys(existsSync(dataDir) ? dataDir : undefined);
      const holder = await lockHolder(dataDir);
      const running = holder
        ? `${isServer(holder) ? 'running' : `stopped; \`${holder.command}\` at work`} (pid ${holder.pid})`
        : 'stopped';
      console.log(
        [
          `API URL: http://localhost:${port}`,
          `JWKS: http://localhost:${port}/auth/v1/.well-known/jwks.json`,
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
      console.log(await admin({ command, email, password }));
      if (!values.password) console.log(`Password: ${password}`);
      return;
    }
    case 'remove-admin':
    case 'reset-mfa': {
      const email = positionals[1];
      if (!email) throw new Error(`Usage: npm run admin -- ${command} <email>`);
      console.log(await admin({ command, email }));
      return;
    }
    case 'rotate-signing-key':
      console.log(await admin({ command }));
      return;
    case 'backup': {
      const file = positionals[1];
      if (!file) throw new Error('Usage: npm run admin -- backup <file.tar.gz>');
      console.log(await admin({ command, file: path.resolve(file) }));
      return;
    }
    case 'restore': {
      const file = positionals[1];
      if (!file) throw new Error('Usage: npm run admin -- restore <file.tar.gz> [--force]');
      if (await serverRunning()) throw new Error(`Stop the server first: a restore replaces ${dataDir}.`);
      try {
        const { manifest, previous, settled } = await restoreFromFile(
          path.resolve(file),
          dataDir,
          Boolean(values.force),
        );
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
        serverRunning,
        viaServer,
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
