import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadOrCreateKeys } from './auth/keys';
import { Database } from './db/database';
import { migrate } from './db/migrate';
import { runAdminCommand, type AdminRequest } from './ops/admin-commands';
import { sendAdminCommand } from './ops/admin-socket';
import { isServer, lockDataDir, lockHolder } from './ops/data-dir-lock';
import { Disk } from './storage/disk';

// Admin commands from the command line: through the running server's owner-only socket
// (PGlite is one process), or on the database directly when it is down.

/** True when a live server holds DATA_DIR's lock (server/ops/data-dir-lock.ts). */
export async function serverRunning(dataDir: string): Promise<boolean> {
  const holder = await lockHolder(dataDir);
  return holder !== null && isServer(holder);
}

/** One command to the running server; a clear message if it holds the lock but does not answer yet. */
export async function viaServer(dataDir: string, request: AdminRequest): Promise<string> {
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

/** An admin command: through the running server's socket, or on the database directly when it is down. */
export async function admin(dataDir: string, request: AdminRequest): Promise<string> {
  if (await serverRunning(dataDir)) return viaServer(dataDir, request);
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

/**
 * `migrate`: applies the migrations this code has and the data dir lacks, with the server
 * stopped (a start would apply them too; the update command runs this step apart so a failing
 * migration is reported as such, before the new version is started). Returns the names applied.
 */
export async function migrateDataDir(dataDir: string): Promise<string[]> {
  if (await serverRunning(dataDir)) throw new Error(`Stop the server first: it holds ${dataDir}.`);
  const lock = await lockDataDir(dataDir, 'migrate');
  try {
    const db = await Database.open(path.join(dataDir, 'pgdata'));
    try {
      return await migrate(db);
    } finally {
      await db.close();
    }
  } finally {
    await lock.release();
  }
}
