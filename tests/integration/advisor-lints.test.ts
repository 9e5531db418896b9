// Supabase's Security and Performance Advisors stay quiet on our schema: no security definer
// function the API exposes to anon or authenticated, one permissive policy per role and action
// (storage.objects included), policies that call auth.*() once per statement, fixed search paths,
// row-level security on every table, indexed foreign keys, no duplicate index… (tests/pg/advisor-lints.ts)
// — on the embedded backend (PGlite) and on a hosted-shaped Debian PostgreSQL, fresh and after
// every migration was pasted again.
import type pg from 'pg';
import type { Database } from '../../server/db/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Query } from '../pg/access-matrix';
import { ADVISOR_LINTS, advisorFindings } from '../pg/advisor-lints';
import { freshPglite, pgliteTx, postgresTx, pushedDatabase } from '../pg/bootstrap';
import { startPostgres, type PostgresCluster } from '../pg/postgres-cluster';
import { MIGRATOR_ROLE, reapplyAll } from '../pg/rerun';

/**
 * One object of each kind the advisors warn about, made in a transaction that is rolled back, so
 * each lint is seen to find what it looks for. `citext` stands for any extension (PGlite has none
 * to install without loading it).
 */
const PROBES = `
  create function public.probe_definer() returns int language sql security definer as 'select 1';
  grant execute on function public.probe_definer() to anon;
  create table public.probe (id int primary key, project bigint references public."Project" (id),
                             note text, email text);
  alter table public.probe enable row level security;
  create policy "probe: read" on public.probe for select to authenticated using (true);
  create policy "probe: read again" on public.probe for select to authenticated
    using (auth.uid() is not null and (select auth.uid()) is not null);
  create policy "probe: delete" on public.probe for delete to anon using (true);
  create policy "probe: insert" on public.probe for insert to authenticated with check (private.is_admin());
  create policy "probe: metadata" on public.probe for update to authenticated
    using ((select auth.jwt()) -> 'user_metadata' ->> 'role' = 'admin');
  create index probe_note on public.probe (note);
  create index probe_note_again on public.probe (note);
  create table private.probe_open (id int primary key);
  create policy "probe_open: read" on private.probe_open for select to authenticated using (true);
  create policy "probe: list the public bucket" on storage.objects for select to anon, authenticated
    using (bucket_id = 'Gallery');
  create view public.probe_view as select id from public.probe;
  grant select on public.probe_view to anon;
  create unique index probe_auth_email on auth.users (email);
  alter table public.probe add constraint probe_email foreign key (email) references auth.users (email);
`;

async function probedLints(query: Query, extension: boolean): Promise<string[]> {
  // One statement at a time: PGlite prepares each query.
  for (const statement of PROBES.split(/;\s*$/m).filter((x) => x.trim())) await query(statement);
  if (extension) await query('create extension citext schema public');
  const findings = await advisorFindings(query);
  // Storage's objects table counts too (the dashboard skips schema storage; its policies are ours).
  expect(findings).toContain(
    'multiple_permissive_policies: storage.objects: 2 policies for authenticated on SELECT: Gallery bucket: read by administrators, probe: list the public bucket',
  );
  // …and so do our own checks called per row.
  expect(findings).toContain(
    'auth_rls_initplan: public.probe: policy probe: insert calls private.is_admin() per row',
  );
  return [...new Set(findings.map((f) => f.split(':')[0]!))].sort();
}

describe('advisor-clean on PGlite (the embedded backend)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await freshPglite();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('each lint finds what it looks for', async () => {
    const expected = Object.keys(ADVISOR_LINTS).filter((l) => l !== 'extension_in_public');
    expect(await pgliteTx(db)((q) => probedLints(q, false))).toEqual(expected.sort());
  });

  it('a data dir made today, and after every migration is pasted again', async () => {
    expect(await pgliteTx(db)(advisorFindings)).toEqual([]);
    const failures = await reapplyAll((_name, sql) =>
      db.asOwner(async (tx) => {
        await tx.exec(`set local role ${MIGRATOR_ROLE}`);
        await tx.exec(sql);
      }),
    );
    expect(failures).toEqual([]);
    expect(await pgliteTx(db)(advisorFindings)).toEqual([]);
  });
});

describe('advisor-clean on Debian PostgreSQL, pushed as `supabase db push` does', () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  it('each lint finds what it looks for', async () => {
    const client: pg.Client = await pushedDatabase(cluster, 'advisors_probed', { defaultPrivileges: false });
    try {
      expect(await postgresTx(client)((q) => probedLints(q, true))).toEqual(
        Object.keys(ADVISOR_LINTS).sort(),
      );
    } finally {
      await client.end();
    }
  });

  for (const defaultPrivileges of [false, true]) {
    it(`default privileges ${defaultPrivileges ? 'on (projects before 2026-05-30)' : 'off (projects created today)'}`, async () => {
      const client: pg.Client = await pushedDatabase(
        cluster,
        `advisors_${defaultPrivileges ? 'on' : 'off'}`,
        {
          defaultPrivileges,
        },
      );
      try {
        expect(await postgresTx(client)(advisorFindings)).toEqual([]);
      } finally {
        await client.end();
      }
    });
  }
});
