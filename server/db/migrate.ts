import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.resolve(here, '../../supabase/migrations');

/**
 * The role migrations run as: not a superuser, with the rights a hosted project's `postgres`
 * role has (platform-shim.sql says which and why it has another name here). A migration that
 * relies on superuser rights or on default grants fails here as it would on hosted.
 */
export const MIGRATOR_ROLE = 'migrator';

/** The migration files of `dir`, in the order they are applied. */
export async function migrationFiles(dir = MIGRATIONS_DIR): Promise<{ name: string; sql: string }[]> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })),
  );
}

export function readPlatformShim(): Promise<string> {
  return readFile(path.join(here, 'platform-shim.sql'), 'utf8');
}

/**
 * Creates the platform shim (idempotent), then applies each file of supabase/migrations once,
 * in name order, each in its own transaction as MIGRATOR_ROLE, recording it in
 * embedded.migrations. Returns the names applied now.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const shim = await readPlatformShim();
  await db.asOwner((tx) => tx.exec(shim));

  const applied = new Set(
    (await db.pg.query<{ name: string }>('select name from embedded.migrations')).rows.map((r) => r.name),
  );
  const now: string[] = [];
  for (const { name: file, sql } of await migrationFiles(dir)) {
    if (applied.has(file)) continue;
    try {
      await db.asOwner(async (tx) => {
        await tx.exec(`set local role ${MIGRATOR_ROLE}`);
        await tx.exec(sql);
        await tx.exec('reset role');
        await tx.query('insert into embedded.migrations (name) values ($1)', [file]);
      });
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    now.push(file);
  }
  return now;
}
