// One page per project address whatever the characters. The page decodes its
// name once, so `RT 100%41`/`x` and `RT 100A`/`x` (also `a%2Fb` / `a/b`, `%` / `%25`) are one
// address; the unique index used to compare the stored text and took both of each pair, one of
// them then unreachable. Checked on PGlite (through the API, as the panel writes) and on Debian's
// PostgreSQL, with the migration meeting a database that already holds such pairs.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../server/db/database';
import { migrate, migrationFiles, MIGRATIONS_DIR, MIGRATOR_ROLE } from '../../server/db/migrate';
import { projectPath } from '../../core/addresses/project-path';
import { pushedDatabase } from '../pg/bootstrap';
import { startPostgres, type PostgresCluster } from '../pg/postgres-cluster';
import type { TestBackend } from '../../harness/backend';
import { appFixture } from './app-fixture';
import { expectRestError, must, project, signInAdmin, startApi, type Client } from './helpers';

const MIGRATION = '20261125000200_project_address_decoded.sql';

/** [stored first, then refused] — the same address once decoded. */
const PAIRS: [string, string][] = [
  ['RT 100%41', 'RT 100A'],
  ['a%2Fb', 'a/b'],
  ['%25', '%'],
  ['Plano', 'Plano'],
];

describe('through the API (PGlite)', () => {
  let b: TestBackend;
  let admin: Client;
  let appDir: string;
  beforeAll(async () => {
    appDir = await appFixture();
    b = await startApi({ serveApp: true, appDir });
    admin = (await signInAdmin(b)).client;
  });
  afterAll(async () => {
    await b?.stop();
    await rm(appDir, { recursive: true, force: true });
  });

  it.each(PAIRS)('%j then %j: the second is refused with 409 23505', async (first, second) => {
    const subtitle = `Par ${first.length}${second.length}`;
    must(
      await admin
        .from('Project')
        .insert(project({ title: first, subtitle }))
        .select(),
    );
    expectRestError(
      await admin
        .from('Project')
        .insert(project({ title: second, subtitle }))
        .select(),
      409,
      '23505',
    );
    // The other order too, and an edit onto the address.
    const other = `${subtitle} bis`;
    must(
      await admin
        .from('Project')
        .insert(project({ title: second, subtitle: other }))
        .select(),
    );
    expectRestError(
      await admin
        .from('Project')
        .insert(project({ title: first, subtitle: other }))
        .select(),
      409,
      '23505',
    );
  });

  it('names that decode differently stay two projects, each served by its own URL', async () => {
    const rows = must(
      await admin
        .from('Project')
        .insert([
          project({ title: 'RT 200%2541', subtitle: 'x', description: 'el de %2541' }),
          project({ title: 'RT 200%41', subtitle: 'x', description: 'el de %41' }),
          project({ title: '%', subtitle: 'solo', description: 'el del signo' }),
        ])
        .select(),
    );
    for (const row of rows) {
      const res = await fetch(b.url + projectPath(row));
      expect([row.title, res.status]).toEqual([row.title, 200]);
      expect(await res.text()).toContain(row.description);
    }
  });
});

interface Target {
  exec(sql: string, onNotice: (message: string) => void): Promise<void>;
  query<T>(sql: string): Promise<T[]>;
}

/** Both databases: every migration before this one, clashes inserted, then this one, twice. */
function migrationOnClashes(open: () => Promise<{ target: Target; close: () => Promise<void> }>) {
  let target: Target;
  let close: () => Promise<void>;
  beforeAll(async () => ({ target, close } = await open()), 120_000);
  afterAll(() => close?.());

  it('renames the later of each pair (subtitle + " (2)"), says so, loses nothing, can run again', async () => {
    await target.exec(
      `insert into public."Project" (id, title, subtitle, description, year, location, type) values
        (101, 'RT 100%41', 'x', 'a', '2020', 'Lima', 'Residencial'),
        (102, 'RT 100A', 'x', 'b', '2021', 'Lima', 'Comercial'),
        (103, 'a/b', 'y', 'c', '2022', 'Lima', 'Residencial'),
        (104, 'a%2Fb', 'y', 'd', '2023', 'Lima', 'Comercial'),
        (105, '%', 'z', 'e', '2024', 'Lima', 'Residencial'),
        (106, '%25', 'z', 'f', '2024', 'Lima', 'Residencial'),
        (107, 'RT 100%2541', 'x', 'g', '2024', 'Lima', 'Residencial'),
        (108, 'Casa %E0%A4%A', 'Norte', 'h', '2024', 'Lima', 'Residencial'),
        (109, 'Nulo %00', 'w', 'i', '2024', 'Lima', 'Residencial');
       insert into public."Render" (id_project, url) values (102, '/r/2.webp'), (106, '/r/6.webp');`,
      () => {},
    );
    const sql = (await migrationFiles()).find((m) => m.name === MIGRATION)!.sql;
    const notices: string[] = [];
    await target.exec(sql, (n) => notices.push(n));
    const rows = await target.query<{ id: number; title: string; subtitle: string; description: string }>(
      'select id::int as id, title, subtitle, description from public."Project" where id between 101 and 199 order by id',
    );
    expect(rows.map((r) => [r.id, r.title, r.subtitle, r.description])).toEqual([
      [101, 'RT 100%41', 'x', 'a'],
      [102, 'RT 100A', 'x (2)', 'b'],
      [103, 'a/b', 'y', 'c'],
      [104, 'a%2Fb', 'y (2)', 'd'],
      [105, '%', 'z', 'e'],
      [106, '%25', 'z (2)', 'f'],
      [107, 'RT 100%2541', 'x', 'g'],
      [108, 'Casa %E0%A4%A', 'Norte', 'h'],
      [109, 'Nulo %00', 'w', 'i'],
    ]);
    expect(notices.filter((n) => n.includes('shared its decoded address'))).toEqual([
      'Project 102 "RT 100A-x" shared its decoded address with an earlier project: its subtitle is now "x (2)"',
      'Project 104 "a%2Fb-y" shared its decoded address with an earlier project: its subtitle is now "y (2)"',
      'Project 106 "%25-z" shared its decoded address with an earlier project: its subtitle is now "z (2)"',
    ]);
    expect(
      await target.query(
        'select id_project::int as id_project from public."Render" where id_project between 101 and 199 order by id_project',
      ),
    ).toEqual([{ id_project: 102 }, { id_project: 106 }]);
    notices.length = 0;
    await target.exec(sql, (n) => notices.push(n));
    expect(notices.filter((n) => n.includes('shared its decoded address'))).toEqual([]);
  });

  it('then refuses each pair, in either order, as an administrator writes it', async () => {
    for (const [first, second] of [...PAIRS, ...PAIRS.map(([a, c]) => [c, a] as [string, string])]) {
      const insert = (title: string) =>
        `insert into public."Project" (title, subtitle, description, year, location, type)
         values ('${title}', 'otra vez', 'd', '2024', 'Lima', 'Comercial')`;
      // As the API's administrator: the key function runs as the caller.
      const asAdmin = `select set_config('request.jwt.claims', '{"role":"authenticated","sub":"00000000-0000-4000-8000-00000000a001"}', true);
        set local role authenticated;`;
      await target.exec(`begin; ${asAdmin} ${insert(first)}; commit;`, () => {});
      await expect(target.exec(`begin; ${asAdmin} ${insert(second)}; commit;`, () => {})).rejects.toThrow(
        /Project_address_key/,
      );
      await target.exec('rollback', () => {});
      await target.exec(`delete from public."Project" where subtitle = 'otra vez'`, () => {});
    }
  });
}

describe('the migration on PGlite', () => {
  migrationOnClashes(async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'estudio-address-decoded-'));
    for (const file of await readdir(MIGRATIONS_DIR))
      if (file < MIGRATION) await cp(path.join(MIGRATIONS_DIR, file), path.join(work, file));
    const db = await Database.open(undefined);
    await migrate(db, work);
    await db.asOwner((tx) =>
      tx.exec(`insert into auth.users (id, email, encrypted_password) values
        ('00000000-0000-4000-8000-00000000a001', 'admin@matrix.test', 'x');
        insert into private.administrators (user_id) values ('00000000-0000-4000-8000-00000000a001');`),
    );
    return {
      target: {
        exec: async (sql, onNotice) => {
          if (sql.trim() === 'rollback') return;
          if (sql.startsWith('begin;')) {
            // One transaction of PGlite's: the statements between begin and commit.
            const body = sql.replace(/^begin;/, '').replace(/commit;$/, '');
            await db.asOwner((tx) => tx.exec(body));
            return;
          }
          await db.asOwner(async (tx) => {
            await tx.exec(`set local role ${MIGRATOR_ROLE}`);
            await tx.exec(sql, { onNotice: (n) => onNotice(n.message ?? '') });
          });
        },
        query: async <T>(sql: string) => (await db.pg.query<T>(sql)).rows,
      },
      close: async () => {
        await db.close();
        await rm(work, { recursive: true, force: true });
      },
    };
  });
});

describe('the migration on PostgreSQL', () => {
  migrationOnClashes(async () => {
    const cluster: PostgresCluster = await startPostgres();
    const client: pg.Client = await pushedDatabase(cluster, 'direcciones', {
      defaultPrivileges: false,
      before: MIGRATION,
    });
    await client.query(`insert into auth.users (id, email, encrypted_password) values
      ('00000000-0000-4000-8000-00000000a001', 'admin@matrix.test', 'x');
      insert into private.administrators (user_id) values ('00000000-0000-4000-8000-00000000a001');`);
    let listener: ((message: string) => void) | null = null;
    client.on('notice', (n) => listener?.(n.message ?? ''));
    return {
      target: {
        exec: async (sql, onNotice) => {
          listener = onNotice;
          try {
            if (sql.startsWith('begin;') || sql === 'rollback') await client.query(sql);
            else {
              await client.query('begin');
              await client.query('set local role postgres');
              await client.query(sql);
              await client.query('commit');
            }
          } finally {
            listener = null;
          }
        },
        query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
      },
      close: async () => {
        await client.end();
        await cluster.stop();
      },
    };
  });
});
