// Projects, and each project's renders and blueprints, carry a position the
// studio sets (1, 2, 3… without gaps). New items go last; a move shifts the ones in between; a
// delete closes ranks; moves from two tabs at once never leave a repeated or a missing position —
// through the API on the embedded backend, and with truly concurrent sessions on PostgreSQL.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushToPostgres } from '../pg/bootstrap';
import { startPostgres, type PostgresCluster } from '../pg/postgres-cluster';
import type { TestBackend } from '../../harness/backend';
import { must, project, signInAdmin, startApi, type Client } from './helpers';

let b: TestBackend;
let tabA: Client;
let tabB: Client;

beforeAll(async () => {
  b = await startApi();
  [tabA, tabB] = [(await signInAdmin(b)).client, (await signInAdmin(b)).client];
});
afterAll(() => b?.stop());

const titles = async () =>
  must(await b.client().from('Project').select('title, position').order('position')).map((p) => p.title);
const positions = async () =>
  must(await b.client().from('Project').select('position').order('position')).map((p) => p.position);

describe('project order through the API', () => {
  it('new projects go last; a move saves at once and shifts the ones in between', async () => {
    for (const title of ['A', 'B', 'C', 'D', 'E'])
      must(
        await tabA
          .from('Project')
          .insert(project({ title, subtitle: 'Orden' }))
          .select(),
      );
    expect(await titles()).toEqual(['A', 'B', 'C', 'D', 'E']);
    const d = must(await tabA.from('Project').select('id').eq('title', 'D').single());
    must(await tabA.from('Project').update({ position: 2 }).eq('id', d.id).select());
    expect(await titles()).toEqual(['A', 'D', 'B', 'C', 'E']);
    must(await tabA.from('Project').update({ position: 5 }).eq('id', d.id).select());
    expect(await titles()).toEqual(['A', 'B', 'C', 'E', 'D']);
    // Past the end means last, before the start means first.
    must(await tabA.from('Project').update({ position: 99 }).eq('id', d.id).select());
    expect(await titles()).toEqual(['A', 'B', 'C', 'E', 'D']);
  });

  it('deleting one closes ranks', async () => {
    const b2 = must(await tabA.from('Project').select('id').eq('title', 'B').single());
    expect((await tabA.from('Project').delete().eq('id', b2.id)).status).toBe(204);
    expect(await titles()).toEqual(['A', 'C', 'E', 'D']);
    expect(await positions()).toEqual([1, 2, 3, 4]);
  });

  it('two tabs moving projects at the same time leave every position once', async () => {
    const ids = must(await tabA.from('Project').select('id').order('position')).map((p) => p.id);
    const moves = Array.from({ length: 24 }, (_, i) => ({
      tab: i % 2 ? tabA : tabB,
      id: ids[(i * 7) % ids.length]!,
      position: ((i * 5) % ids.length) + 1,
    }));
    const answers = await Promise.all(
      moves.map((m) => m.tab.from('Project').update({ position: m.position }).eq('id', m.id).select()),
    );
    for (const answer of answers) expect(answer.error).toBeNull();
    expect(await positions()).toEqual([1, 2, 3, 4]);
  });

  it("renders are ordered per project: one project's moves leave another's alone", async () => {
    const [p, q] = must(await tabA.from('Project').select('id').order('position').limit(2));
    for (const n of [1, 2, 3]) {
      must(
        await tabA
          .from('Render')
          .insert({ id_project: p!.id, url: `/r/p${n}.webp` })
          .select(),
      );
      must(
        await tabA
          .from('Render')
          .insert({ id_project: q!.id, url: `/r/q${n}.webp` })
          .select(),
      );
    }
    const third = must(await tabA.from('Render').select('id').eq('url', '/r/p3.webp').single());
    must(await tabB.from('Render').update({ position: 1 }).eq('id', third.id).select());
    const order = async (id: number) =>
      must(
        await b.client().from('Render').select('url, position').eq('id_project', id).order('position'),
      ).map((r) => `${r.position}:${r.url}`);
    expect(await order(p!.id)).toEqual(['1:/r/p3.webp', '2:/r/p1.webp', '3:/r/p2.webp']);
    expect(await order(q!.id)).toEqual(['1:/r/q1.webp', '2:/r/q2.webp', '3:/r/q3.webp']);
  });
});

describe('concurrent moves on PostgreSQL (separate sessions, READ COMMITTED)', () => {
  let cluster: PostgresCluster;
  let sessions: pg.Client[] = [];
  beforeAll(async () => {
    cluster = await startPostgres();
    const admin = await cluster.connect();
    await admin.query('create database ordering');
    await admin.end();
    const setup = await cluster.connect('ordering');
    await pushToPostgres(setup, { defaultPrivileges: false });
    await setup.query(`insert into public."Project" (title, subtitle, description, year, location, type)
      select 'P' || n, 'Orden', 'd', '2024', 'Lima', 'Comercial' from generate_series(1, 8) n`);
    await setup.end();
    sessions = await Promise.all([1, 2, 3, 4].map(() => cluster.connect('ordering')));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(sessions.map((s) => s.end()));
    await cluster?.stop();
  });

  it('many moves and inserts at once: no deadlock, positions 1…n exactly once', async () => {
    // Live projects only: the shared fixture also holds a trashed one, outside the order.
    const { rows } = await sessions[0]!.query<{ id: string }>(
      'select id from public."Project" where deleted_at is null',
    );
    const ids = rows.map((r) => Number(r.id));
    await Promise.all(
      sessions.map(async (session, s) => {
        for (let i = 0; i < 15; i++) {
          await session.query('begin');
          // As the API runs each request: the caller's role, then the statement.
          await session.query(`set local role service_role`);
          if (i % 5 === 4)
            await session.query(
              `insert into public."Project" (title, subtitle, description, year, location, type)
               values ($1, 'Orden', 'd', '2024', 'Lima', 'Comercial')`,
              [`N${s}-${i}`],
            );
          else
            await session.query('update public."Project" set position = $1 where id = $2', [
              ((i * 3 + s) % ids.length) + 1,
              ids[(i * 5 + s * 3) % ids.length],
            ]);
          await session.query('commit');
        }
      }),
    );
    const after = await sessions[0]!.query<{ position: number }>(
      'select position from public."Project" where deleted_at is null order by position',
    );
    expect(after.rows.map((r) => r.position)).toEqual(
      Array.from({ length: ids.length + 12 }, (_, i) => i + 1),
    );
  }, 60_000);
});
