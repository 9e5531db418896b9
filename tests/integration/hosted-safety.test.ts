// The migrations are safe on a live hosted project. Supabase Storage's own role can
// still update and delete storage.objects (the admin trigger must not need schema `private` for
// it), and every migration can be run again by hand, in order, changing nothing — on PGlite (the
// embedded backend) and on a hosted-shaped Debian PostgreSQL with default privileges on and off.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { EXPECTED, runMatrix, type Query } from '../pg/access-matrix';
import { advisorFindings } from '../pg/advisor-lints';
import { freshPglite, pgliteTx, postgresTx, pushedDatabase } from '../pg/bootstrap';
import { startPostgres, type PostgresCluster } from '../pg/postgres-cluster';
import { migrationFiles } from '../../server/db/migrate';
import { MIGRATOR_ROLE, reapplyAll, REPLACED_BY, rulesSnapshot, STORAGE_ROLE_STATEMENTS } from '../pg/rerun';

/** Runs Storage's statements and reports, per statement, the rows changed or the error. */
async function asStorage(query: Query): Promise<string[]> {
  // The role as hosted has it: logged in as itself, NOINHERIT, owner of storage.objects, and no
  // access to schema private.
  const who = await query(`
    select current_user, session_user, r.rolinherit,
           has_schema_privilege('private', 'usage') as private,
           (select pg_get_userbyid(relowner) from pg_class where oid = 'storage.objects'::regclass) as owner
    from pg_roles r where r.rolname = current_user`);
  expect(who.rows).toEqual([
    {
      current_user: 'supabase_storage_admin',
      session_user: 'supabase_storage_admin',
      rolinherit: false,
      private: false,
      owner: 'supabase_storage_admin',
    },
  ]);
  const results: string[] = [];
  for (const sql of STORAGE_ROLE_STATEMENTS) {
    try {
      results.push(`${(await query(sql)).affected} rows`);
    } catch (error) {
      results.push(`${(error as { code?: string }).code}: ${(error as Error).message}`);
    }
  }
  return results;
}
const STORAGE_EXPECTED = ['1 rows', '0 rows', '1 rows'];

describe('PGlite (the embedded backend)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await freshPglite();
  });
  afterAll(async () => {
    await db?.close();
  });

  it("Supabase Storage's role updates and deletes storage.objects without switching role", async () => {
    // PGlite has no logins: `set session authorization` makes the session user that role, as a
    // login would; no `set role` follows. PGlite cannot switch back (even a `set local` one
    // outlives its transaction), so this runs on a database of its own.
    const storageDb = await freshPglite();
    try {
      await storageDb.pg.exec('set session authorization supabase_storage_admin');
      const query: Query = async (sql) => {
        const res = await storageDb.pg.query(sql);
        return { rows: res.rows, affected: res.affectedRows ?? 0 };
      };
      expect(await asStorage(query)).toEqual(STORAGE_EXPECTED);
    } finally {
      await storageDb.close();
    }
  });

  it('every migration runs again, each in its own transaction as the migrator, and changes nothing', async () => {
    const before = await pgliteTx(db)(rulesSnapshot);
    const failures = await reapplyAll((_name, sql) =>
      db.asOwner(async (tx) => {
        await tx.exec(`set local role ${MIGRATOR_ROLE}`);
        await tx.exec(sql);
      }),
    );
    expect(failures).toEqual([]);
    expect(await pgliteTx(db)(rulesSnapshot)).toEqual(before);
    expect(await runMatrix(pgliteTx(db))).toEqual(EXPECTED);
  });

  it('each migration alone can be pasted again; since 20261124000100, alone (or followed by the files that replaced its rules) it changes nothing', async () => {
    const before = await pgliteTx(db)(rulesSnapshot);
    const files = await migrationFiles();
    for (const { name, sql } of files) {
      const after = await db.pg.transaction(async (tx) => {
        await tx.exec(`set local role ${MIGRATOR_ROLE}`);
        await tx.exec(sql);
        for (const later of REPLACED_BY[name] ?? []) {
          const file = files.find((f) => f.name === later);
          if (!file) throw new Error(`${name} names ${later}, which is not a migration`);
          await tx.exec(file.sql);
        }
        await tx.exec('reset role');
        const query: Query = async (q) => ({ rows: (await tx.query(q)).rows, affected: 0 });
        const snapshot = await rulesSnapshot(query);
        await tx.rollback();
        return snapshot;
      });
      // The files before 20261124000100 re-create their policies and triggers under the names
      // that migration retired (it drops them again when run after them); later files must be
      // idempotent on their own. One exception: 20261124000100 re-creates the four storage
      // policies that 20261127000200 later widened to the trash's private bucket (a landed file is
      // never edited), so pasted alone it narrows those back until the later files run after it.
      const widenedLater = (snapshot: typeof before) =>
        name === '20261124000100_rerunnable_rules.sql'
          ? {
              ...snapshot,
              policies: (snapshot.policies as { tablename: string; schemaname: string }[]).filter(
                (p) => !(p.schemaname === 'storage' && p.tablename === 'objects'),
              ),
            }
          : snapshot;
      if (name >= '20261124000100')
        expect({ name, ...widenedLater(after) }).toEqual({ name, ...widenedLater(before) });
    }
  });
});

describe('Debian PostgreSQL, pushed as `supabase db push` does', () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  for (const defaultPrivileges of [false, true]) {
    describe(`default privileges ${defaultPrivileges ? 'on' : 'off'}`, () => {
      const name = `hosted_safety_${defaultPrivileges ? 'on' : 'off'}`;
      let client: pg.Client;
      beforeAll(async () => {
        client = await pushedDatabase(cluster, name, { defaultPrivileges });
      });
      afterAll(async () => {
        await client?.end();
      });

      it("Supabase Storage's role, logged in as itself, updates and deletes storage.objects", async () => {
        const storage = await cluster.connect(name, 'supabase_storage_admin');
        try {
          expect(await postgresTx(storage)(asStorage)).toEqual(STORAGE_EXPECTED);
        } finally {
          await storage.end();
        }
      });

      it('every migration runs again, each in its own transaction as `postgres`, and changes nothing', async () => {
        const before = await postgresTx(client)(rulesSnapshot);
        const failures = await reapplyAll(async (_file, sql) => {
          await client.query('begin');
          try {
            await client.query('set local role postgres');
            await client.query(sql);
            await client.query('commit');
          } catch (error) {
            await client.query('rollback');
            throw error;
          }
        });
        expect(failures).toEqual([]);
        expect(await postgresTx(client)(rulesSnapshot)).toEqual(before);
        expect(await runMatrix(postgresTx(client))).toEqual(EXPECTED);
        expect(await postgresTx(client)(advisorFindings)).toEqual([]);
      });
    });
  }
});
