import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ensureAdmin } from './auth/admin-bootstrap';
import { startBackend, type Backend } from './app';
import { loadOrCreateKeys } from './auth/keys';
import { readMailSettings, smtpMailer } from './auth/mailer';
import { ownerOnlyTree } from './db/owner-only';
import { createDevApp } from './site/dev-app';
import { readLogRequests } from './http/request-log';
import { parseSiteUrl } from './site/site-origin';
import { readLimits } from './config/limits';
import { runAdminCommand } from './ops/admin-commands';
import { listenAdminSocket } from './ops/admin-socket';
import { lockDataDir, type DataDirLock } from './ops/data-dir-lock';
import { removeBackupLeftovers } from './ops/leftovers';
import { settleInterruptedRestores } from './ops/restore-swap';
import { readOffsiteConfig } from './ops/offsite-config';
import {
  defaultBackupDir,
  readBackupSchedule,
  startScheduledBackups,
  type ScheduledBackups,
} from './ops/scheduled-backups';
import { seedOnce } from './seed';

async function createBackupDir(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(
      `Cannot create the backup folder ${dir} (${code}). Create it owned by the user that runs the server ` +
        '(deploy/README.md), or choose another with BACKUP_DIR (BACKUP_DIR=off for no scheduled backups).',
    );
  }
}

/**
 * `npm start` / `npm run dev`: the embedded backend on DATA_DIR (the lock, leftovers of an interrupted
 * restore or backup, the first administrator and the demo content, the admin socket, scheduled
 * backups) until SIGINT or SIGTERM.
 */
export async function serve(dev: boolean, dataDir: string, port: number): Promise<void> {
  // Taken before anything opens the database; a second server on this folder stops here.
  const lock = await lockDataDir(dataDir, dev ? 'dev' : 'start', { port });
  try {
    await serveLocked(dev, lock, dataDir, port);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function serveLocked(dev: boolean, lock: DataDirLock, dataDir: string, port: number): Promise<void> {
  let appMiddleware;
  let vite: { close(): Promise<void> } | undefined;
  if (dev) {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    const keys = await loadOrCreateKeys(dataDir);
    const devApp = await createDevApp(dataDir, keys.publishableKey);
    appMiddleware = devApp.middleware;
    vite = devApp;
  }
  const limits = readLimits(process.env);
  const logRequests = readLogRequests(process.env, dev);
  const mailSettings = readMailSettings(process.env);
  // Read before the start so a mistyped BACKUP_EVERY stops it instead of silently not backing up.
  const backupSchedule = readBackupSchedule(process.env, defaultBackupDir(dataDir));
  // Likewise a half-configured off-site copy (BACKUP_S3_*) stops it, naming what is missing.
  const offsite = readOffsiteConfig(process.env);
  if (offsite && !backupSchedule)
    throw new Error(
      'BACKUP_S3_BUCKET copies the scheduled backups off-site: it needs BACKUP_DIR not to be off',
    );
  // Made now, so a folder the service user may not create (the default <DATA_DIR>-backups beside a
  // data dir whose parent is root's) stops the start instead of failing the first backup a day later.
  if (backupSchedule) await createBackupDir(backupSchedule.dir);
  // Data dirs made by earlier versions were readable by other local users (database 0666,
  // storage 0755): everything in it becomes owner-only.
  await ownerOnlyTree(dataDir);
  // What a killed restore or backup left behind; the lock guarantees none is under way.
  // A restore killed half-way is finished or undone, and the log says which site is served.
  for (const line of await settleInterruptedRestores(dataDir)) console.log(`  ${line}`);
  for (const removed of await removeBackupLeftovers(path.join(dataDir, 'storage'), backupSchedule?.dir))
    console.log(`  Removed the leftover of an interrupted backup: ${removed}`);
  // The panel asks the running schedule (made once the backend is up) for its last outcome.
  let scheduledBackups: ScheduledBackups | null = null;
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
    logRequests,
    sendMail: mailSettings ? smtpMailer(mailSettings) : undefined,
    backupStatus: async () => (scheduledBackups ? scheduledBackups.status() : null),
    // Served warm from the first connection (server/warm-up.ts); the dev server compiles on demand.
    warmUp: !dev,
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
  scheduledBackups =
    backupSchedule && startScheduledBackups(backend.db, backend.disk, backupSchedule, undefined, offsite);
  console.log(`\nEstudio portfolio running at ${backend.url}${dev ? ' (dev, hot reload)' : ''}`);
  console.log(`  API (Supabase-compatible): ${backend.url}  ·  data: ${dataDir}`);
  if (seeded) console.log('  Demo content loaded.');
  if (backupSchedule)
    console.log(
      `  Backups every ${process.env.BACKUP_EVERY ?? '24h'} into ${backupSchedule.dir} (the first within ${Math.round(backupSchedule.firstAfterMs / 1000)} s when none is kept yet or after a restore; newest ${backupSchedule.keep} kept; BACKUP_DIR=off to stop them)`,
    );
  else console.log('  Backups: off (BACKUP_DIR=off)');
  if (offsite)
    console.log(
      `  Off-site copies: ${offsite.endpoint ?? 'AWS S3'} bucket ${offsite.bucket}, under ${offsite.prefix || '(the root)'}, encrypted`,
    );
  if (mailSettings && !process.env.SITE_URL)
    console.log('  Recovery mail: off until SITE_URL is set (the link must name the site, not the request)');
  else if (mailSettings) console.log(`  Recovery mail: through ${mailSettings.host}:${mailSettings.port}`);
  if (!logRequests) console.log('  Log: errors and security events only (LOG_REQUESTS=1 adds every request)');
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
