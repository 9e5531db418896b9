import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { Database } from '../../server/db/database';
import { MIGRATOR_ROLE, migrate, migrationFiles, readPlatformShim } from '../../server/db/migrate';
import { FIXTURE_SQL, type Query, type RolledBack } from './access-matrix';
import type { PostgresCluster } from './postgres-cluster';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * A hosted-shaped database on Debian's PostgreSQL, built as `supabase db push` meets a project:
 * the platform (our shim, run by the superuser `supabase_admin` with the migrator named `postgres`
 * as on hosted), then each migration in its own transaction as `postgres`, a non-superuser.
 * `defaultPrivileges` recreates projects made before 2026-05-30, whose `postgres` role granted
 * everything in public to the API roles by default.
 */
export async function pushToPostgres(
  client: pg.Client,
  options: { defaultPrivileges: boolean; before?: string },
): Promise<void> {
  await client.query(`set shim.migrator = 'postgres'`);
  await client.query(await readPlatformShim());
  // On hosted, Supabase Storage connects as supabase_storage_admin (NOINHERIT, owner of
  // storage.objects, no access to schema private) and runs its data migrations as that login,
  // without switching role. The shim's roles are NOLOGIN (PGlite has no logins); here it logs in.
  await client.query('alter role supabase_storage_admin login');
  if (options.defaultPrivileges) {
    for (const kind of ['tables', 'sequences', 'functions']) {
      await client.query(
        `alter default privileges for role postgres in schema public grant all on ${kind} to anon, authenticated, service_role`,
      );
    }
  }
  for (const { name, sql } of await migrationFiles()) {
    // `before`: the project as it was before that migration (to test it on data it meets).
    if (options.before !== undefined && name >= options.before) break;
    try {
      await client.query('begin');
      await client.query('set local role postgres');
      await client.query(sql);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw new Error(`Migration ${name} failed on PostgreSQL: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  // The access matrix's fixture is written for the whole schema; a project stopped `before` a
  // migration gets its own rows from its test.
  if (options.before === undefined) await client.query(FIXTURE_SQL);
}

/**
 * A new database `name` on `cluster`, pushed as above; returns a client on it as the bootstrap
 * superuser (the caller ends it).
 */
export async function pushedDatabase(
  cluster: PostgresCluster,
  name: string,
  options: { defaultPrivileges: boolean; before?: string },
): Promise<pg.Client> {
  const admin = await cluster.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const client = await cluster.connect(name);
  try {
    await pushToPostgres(client, options);
  } catch (error) {
    await client.end();
    throw error;
  }
  return client;
}

export function postgresTx(client: pg.Client): RolledBack {
  return async (fn) => {
    await client.query('begin');
    try {
      return await fn(async (sql, params) => {
        const res = await client.query(sql, params);
        return { rows: res.rows, affected: res.rowCount ?? 0 };
      });
    } finally {
      await client.query('rollback');
    }
  };
}

export function pgliteTx(db: Database): RolledBack {
  return (fn) =>
    db.pg.transaction(async (tx) => {
      const query: Query = async (sql, params) => {
        const res = await tx.query(sql, params);
        return { rows: res.rows, affected: res.affectedRows ?? 0 };
      };
      const out = await fn(query);
      await tx.rollback();
      return out;
    });
}

/** The embedded backend's database as `npm start` makes it, with the matrix's fixture rows. */
export async function freshPglite(): Promise<Database> {
  const db = await Database.open(undefined);
  await migrate(db);
  await db.asOwner((tx) => tx.exec(FIXTURE_SQL));
  return db;
}

/**
 * A data dir as the previous shim left it (default grants to the API roles, migrations applied by
 * the superuser), then started with today's shim and migrations: it must converge to the same rules.
 */
export async function convergedOldPglite(): Promise<Database> {
  const db = await Database.open(undefined);
  await db.asOwner(async (tx) =>
    tx.exec(await readFile(path.join(here, 'fixtures/platform-shim-2026-11-22.sql'), 'utf8')),
  );
  for (const { name, sql } of await migrationFiles()) {
    if (name >= '20261123') break; // what had landed with that shim
    await db.asOwner(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into embedded.migrations (name) values ($1)', [name]);
    });
  }
  await migrate(db);
  await db.asOwner((tx) => tx.exec(FIXTURE_SQL));
  return db;
}

export { MIGRATOR_ROLE };
