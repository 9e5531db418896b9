import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.resolve(here, '../../supabase/migrations');

/**
 * Creates the platform shim (idempotent), then applies each file of supabase/migrations once,
 * in name order, each in its own transaction, recording it in embedded.migrations.
 * Returns the names applied now.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const shim = await readFile(path.join(here, 'platform-shim.sql'), 'utf8');
  await db.asOwner((tx) => tx.exec(shim));

  const applied = new Set(
    (await db.pg.query<{ name: string }>('select name from embedded.migrations')).rows.map((r) => r.name),
  );
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const now: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(path.join(dir, file), 'utf8');
    try {
      await db.asOwner(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into embedded.migrations (name) values ($1)', [file]);
      });
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    now.push(file);
  }
  return now;
}
