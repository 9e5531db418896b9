// One address per project (/ProjectsGallery/{title}-{subtitle}), enforced by the
// database for inserts and updates whatever the hyphen split, and a migration that renames the
// clashes a hosted database may already hold instead of failing or losing them.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../server/db/database';
import { migrate, migrationFiles, MIGRATIONS_DIR, MIGRATOR_ROLE } from '../../server/db/migrate';
import type { TestBackend } from '../../harness/backend';
import { expectRestError, must, project, signInAdmin, startApi, type Client } from './helpers';

const MIGRATION = '20261124000300_projects_order_descriptions.sql';

let b: TestBackend;
let admin: Client;

beforeAll(async () => {
  b = await startApi();
  admin = (await signInAdmin(b)).client;
});
afterAll(() => b?.stop());

describe('the database refuses a second project at the same address', () => {
  it('an insert with the same title and subtitle: 409 23505, the page still finds its one project', async () => {
    must(
      await admin
        .from('Project')
        .insert(project({ title: 'Casa Río', subtitle: 'Norte' }))
        .select(),
    );
    expectRestError(
      await admin
        .from('Project')
        .insert(project({ title: 'Casa Río', subtitle: 'Norte' }))
        .select(),
      409,
      '23505',
    );
    // SPEC §7's single-row lookup of the project page still finds exactly one.
    const answer = await b
      .client()
      .from('Project')
      .select('*')
      .eq('title', 'Casa Río')
      .eq('subtitle', 'Norte')
      .single();
    expect(answer.status).toBe(200);
  });

  it('names that only split differently at a hyphen are the same address', async () => {
    must(
      await admin
        .from('Project')
        .insert(project({ title: 'Torre', subtitle: 'Norte-Sur' }))
        .select(),
    );
    expectRestError(
      await admin
        .from('Project')
        .insert(project({ title: 'Torre-Norte', subtitle: 'Sur' }))
        .select(),
      409,
      '23505',
    );
  });

  it("an edit that renames a project onto another's address is refused and changes nothing", async () => {
    const mover = must(
      await admin
        .from('Project')
        .insert(project({ title: 'Museo', subtitle: 'Sala 1' }))
        .select()
        .single(),
    );
    expectRestError(
      await admin
        .from('Project')
        .update({ title: 'Torre-Norte', subtitle: 'Sur' })
        .eq('id', mover.id)
        .select(),
      409,
      '23505',
    );
    expect(must(await b.client().from('Project').select('*').eq('id', mover.id).single())).toEqual(mover);
  });
});

describe('the migration on a database that already holds clashes', () => {
  let work: string;
  let db: Database;
  beforeAll(async () => {
    // Every migration before this one, as a hosted project that predates it would have them.
    work = await mkdtemp(path.join(tmpdir(), 'estudio-address-'));
    for (const file of await readdir(MIGRATIONS_DIR))
      if (file < MIGRATION) await cp(path.join(MIGRATIONS_DIR, file), path.join(work, file));
    db = await Database.open(undefined);
    await migrate(db, work);
  });
  afterAll(async () => {
    await db?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('renames the later ones (subtitle + " (2)", " (3)"), says so, loses nothing, and can run again', async () => {
    await db.asOwner((tx) =>
      tx.exec(`insert into public."Project" (id, title, subtitle, description, year, location, type) values
        (1, 'Casa', 'Patio', 'a', '2020', 'Lima', 'Residencial'),
        (2, 'Torre', 'Norte-Sur', 'b', '2021', 'Lima', 'Comercial'),
        (3, 'Casa', 'Patio', 'c', '2022', 'Lima', 'Residencial'),
        (4, 'Torre-Norte', 'Sur', 'd', '2023', 'Lima', 'Comercial'),
        (5, 'Casa', 'Patio', 'e', '2024', 'Lima', 'Residencial');
        insert into public."Render" (id_project, url) values (3, '/r/3.webp'), (5, '/r/5.webp');`),
    );
    const sql = (await migrationFiles()).find((m) => m.name === MIGRATION)!.sql;
    const notices: string[] = [];
    const apply = () =>
      db.asOwner(async (tx) => {
        await tx.exec(`set local role ${MIGRATOR_ROLE}`);
        await tx.exec(sql, { onNotice: (n) => notices.push(n.message ?? '') });
      });
    await apply();
    const { rows } = await db.pg.query<{ id: number; title: string; subtitle: string; description: string }>(
      'select id, title, subtitle, description from public."Project" order by id',
    );
    expect(rows.map((r) => [r.id, r.title, r.subtitle, r.description])).toEqual([
      [1, 'Casa', 'Patio', 'a'],
      [2, 'Torre', 'Norte-Sur', 'b'],
      [3, 'Casa', 'Patio (2)', 'c'],
      [4, 'Torre-Norte', 'Sur (2)', 'd'],
      [5, 'Casa', 'Patio (3)', 'e'],
    ]);
    expect(notices.filter((n) => n.includes('shared its address'))).toEqual([
      'Project 3 "Casa-Patio" shared its address with an earlier project: its subtitle is now "Patio (2)"',
      'Project 4 "Torre-Norte-Sur" shared its address with an earlier project: its subtitle is now "Sur (2)"',
      'Project 5 "Casa-Patio" shared its address with an earlier project: its subtitle is now "Patio (3)"',
    ]);
    const renders = await db.pg.query('select id_project from public."Render" order by id_project');
    expect(renders.rows).toEqual([{ id_project: 3 }, { id_project: 5 }]);
    // Re-runnable by hand (docs/HOSTED.md: migrations may be pasted into the SQL editor again).
    notices.length = 0;
    await apply();
    expect(notices.filter((n) => n.includes('shared its address'))).toEqual([]);
  });
});
