/**
 * The conditions Supabase's advisors (the Security and Performance Advisors of the dashboard,
 * computed by its linter, splinter) warn about, checked with our own queries against the catalog,
 * so the embedded backend (PGlite) and a hosted-shaped PostgreSQL can be held to them in `npm test`.
 * Each lint returns one line per offending object; an advisor-clean schema returns none.
 *
 * Where ours is stricter than the dashboard it says so: policies on storage.objects count (they are
 * ours: the advisors skip schema storage), every schema of ours is checked, not only the exposed
 * one, and a policy must wrap each call of auth.<fn>() or current_setting(), not just one of them.
 *
 * Left out on purpose: "RLS enabled, no policy" (INFO: schema private's tables are closed to the
 * API roles by having none), "no primary key" and "unused index" (INFO; the last needs a
 * production workload), and the lints about objects the schema does not use (queues, pg_graphql,
 * foreign tables, outdated extensions, table bloat).
 */
import type { Query } from './access-matrix';

/** Our schemas: what the migrations create. `auth` and the rest of `storage` are the platform's. */
const OURS = `('public', 'private')`;
/** Schemas the Data API serves: PostgREST's own setting when present, else Supabase's default. */
const EXPOSED = `(select trim(s) from unnest(string_to_array(
  coalesce(nullif(current_setting('pgrst.db_schemas', true), ''), 'public, graphql_public'), ',')) s)`;
/** The roles a request runs as, besides the owner: what "for every role" in a policy reaches. */
const ROLES_OF_POLICY = `
  join pg_roles r on (r.oid = any(p.polroles) or p.polroles = '{0}')
   and r.rolname not like 'pg\\_%' and r.rolname !~ '^supabase.*admin$' and not r.rolbypassrls`;
/** A policy's table, when it is one of ours or Storage's objects table (whose policies are ours). */
const POLICY_TABLE = `
  join pg_class c on c.oid = p.polrelid
  join pg_namespace n on n.oid = c.relnamespace
  where (n.nspname in ${OURS} or (n.nspname, c.relname) = ('storage', 'objects'))`;
const ACTION = `case p.polcmd when 'r' then 'SELECT' when 'a' then 'INSERT' when 'w' then 'UPDATE'
                when 'd' then 'DELETE' else 'ALL' end`;

export const ADVISOR_LINTS: Record<string, string> = {
  // 0028 / 0029: a function the API exposes that runs with its owner's rights, callable by anyone
  // holding the public key (anon) or any account (authenticated).
  security_definer_function_executable: `
    select format('%I.%I(%s) is security definer and executable by %s', n.nspname, p.proname,
                  pg_get_function_identity_arguments(p.oid), role)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace,
         unnest(array['anon', 'authenticated']) role
    where p.prosecdef and n.nspname in ${EXPOSED} and has_function_privilege(role, p.oid, 'EXECUTE')`,

  // 0006: more than one permissive policy for the same role and action: each is evaluated for
  // every row.
  multiple_permissive_policies: `
    select format('%I.%I: %s policies for %s on %s: %s', n.nspname, c.relname, count(*), r.rolname, act,
                  string_agg(p.polname, ', ' order by p.polname))
    from pg_policy p ${ROLES_OF_POLICY}
    cross join lateral unnest(case when p.polcmd = '*' then array['SELECT', 'INSERT', 'UPDATE', 'DELETE']
                                   else array[${ACTION}] end) act
    ${POLICY_TABLE} and p.polpermissive
    group by n.nspname, c.relname, r.rolname, act
    having count(*) > 1`,

  // 0003: auth.uid() / auth.jwt() / auth.role() / auth.email() / current_setting() in a policy
  // outside a scalar subquery are evaluated once per row instead of once per statement. Ours
  // also holds our own argument-less checks (private.is_admin() and the like) to it.
  auth_rls_initplan: `
    select format('%I.%I: policy %s calls %s per row', n.nspname, c.relname, p.polname,
                  (regexp_match(e.unwrapped, '(auth\\.(uid|jwt|role|email)\\(\\)|current_setting\\(|private\\.\\w+\\(\\))', 'i'))[1])
    from pg_policy p
    cross join lateral (
      select regexp_replace(
               concat_ws(' ', pg_get_expr(p.polqual, p.polrelid), pg_get_expr(p.polwithcheck, p.polrelid)),
               '\\(\\s*select\\s+(auth\\.\\w+\\(\\)|current_setting\\([^()]*\\)|private\\.\\w+\\(\\))(\\s+as\\s+\\w+)?\\s*\\)', '', 'gi')
               as unwrapped) e
    ${POLICY_TABLE}
      and e.unwrapped ~* '(auth\\.(uid|jwt|role|email)\\(\\)|current_setting\\(|private\\.\\w+\\(\\))'`,

  // 0011: a function whose search_path the caller decides (a definer one can be made to run the
  // caller's objects).
  function_search_path_mutable: `
    select format('%I.%I(%s) has no search_path of its own', n.nspname, p.proname,
                  pg_get_function_identity_arguments(p.oid))
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ${OURS}
      and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      and not exists (select from unnest(coalesce(p.proconfig, '{}')) cfg where cfg like 'search\\_path=%')`,

  // 0013 (stricter: every table of ours, readable or not): a table without row-level security.
  rls_disabled: `
    select format('%I.%I has row-level security off', n.nspname, c.relname)
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname in ${OURS} and not c.relrowsecurity`,

  // 0007: policies written for a table whose row-level security is off (they do nothing).
  policy_exists_rls_disabled: `
    select format('%I.%I has policies but row-level security off', n.nspname, c.relname)
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where not c.relrowsecurity and exists (select from pg_policy p where p.polrelid = c.oid)
      and (n.nspname in ${OURS} or (n.nspname, c.relname) = ('storage', 'objects'))`,

  // 0024: a write policy for the API roles that lets every row through.
  rls_policy_always_true: `
    select format('%I.%I: policy %s lets every %s through', n.nspname, c.relname, p.polname, ${ACTION})
    from pg_policy p ${POLICY_TABLE} and p.polpermissive
      and (p.polroles = '{0}' or exists (select from unnest(p.polroles) ro
                                         where ro::regrole::text in ('anon', 'authenticated')))
      and ((p.polcmd in ('w', 'd', '*') and coalesce(replace(lower(pg_get_expr(p.polqual, p.polrelid)), ' ', ''), 'true')
              in ('true', '(true)', '1=1', '(1=1)'))
        or (p.polcmd in ('a', 'w', '*') and replace(lower(coalesce(pg_get_expr(p.polwithcheck, p.polrelid),
              case when p.polcmd = 'a' then 'true' else pg_get_expr(p.polqual, p.polrelid) end)), ' ', '')
              in ('true', '(true)', '1=1', '(1=1)')))`,

  // 0015: user_metadata is the user's to edit: no policy may trust it.
  rls_references_user_metadata: `
    select format('%I.%I: policy %s reads user_metadata', n.nspname, c.relname, p.polname)
    from pg_policy p ${POLICY_TABLE}
      and concat_ws(' ', pg_get_expr(p.polqual, p.polrelid), pg_get_expr(p.polwithcheck, p.polrelid)) ~ 'user_metadata'`,

  // 0025: a public bucket is served by URL; a SELECT policy open to visitors also lets anyone list it.
  public_bucket_allows_listing: `
    select format('public bucket %s can be listed through policy %s', b.id, p.polname)
    from storage.buckets b, pg_policy p ${POLICY_TABLE}
      and (n.nspname, c.relname) = ('storage', 'objects') and b.public and p.polcmd in ('r', '*')
      and (p.polroles = '{0}' or exists (select from unnest(p.polroles) ro
                                         where ro::regrole::text in ('anon', 'authenticated')))
      and (p.polqual is null
        or replace(lower(pg_get_expr(p.polqual, p.polrelid)), ' ', '') in ('true', '(true)')
        or pg_get_expr(p.polqual, p.polrelid) ~* ('^\\(*\\s*bucket_id\\s*=\\s*''' || b.id || '''(::text)?\\s*\\)*$'))`,

  // 0010 / 0002 / 0016: a view or materialized view the API roles read that skips their policies.
  view_bypasses_rls: `
    select format('%I.%I is a %s the API roles read with its owner''s rights', n.nspname, c.relname,
                  case c.relkind when 'm' then 'materialized view' else 'security definer view' end)
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ${EXPOSED} and c.relkind in ('v', 'm')
      and (has_table_privilege('anon', c.oid, 'SELECT') or has_table_privilege('authenticated', c.oid, 'SELECT'))
      and (c.relkind = 'm' or not coalesce(c.reloptions::text[] && array['security_invoker=true', 'security_invoker=on',
                                                                         'security_invoker=1', 'security_invoker=yes'], false))`,

  // 0014: an extension installed in public puts its functions in the API's schema.
  extension_in_public: `
    select format('extension %s is installed in schema public', e.extname)
    from pg_extension e where e.extnamespace = 'public'::regnamespace and e.extname <> 'plpgsql'`,

  // 0001: a foreign key without an index that starts with its columns (each delete of the
  // referenced row scans the table).
  unindexed_foreign_keys: `
    select format('%I.%I: foreign key %s has no index', n.nspname, c.relname, ct.conname)
    from pg_constraint ct join pg_class c on c.oid = ct.conrelid join pg_namespace n on n.oid = c.relnamespace
    where ct.contype = 'f' and n.nspname in ${OURS}
      and not exists (
        select from pg_index i
        where i.indrelid = ct.conrelid and i.indisvalid
          and (string_to_array(i.indkey::text, ' ')::smallint[])[1:cardinality(ct.conkey)] = ct.conkey)`,

  // 0009: two indexes with the same definition (every write maintains both).
  duplicate_index: `
    select format('%I.%I: indexes %s are the same', schemaname, tablename, string_agg(indexname, ', ' order by indexname))
    from pg_indexes where schemaname in ${OURS}
    group by schemaname, tablename, replace(indexdef, indexname, '')
    having count(*) > 1`,

  // 0021: a foreign key to a unique (not primary) key of a table in schema auth, which Supabase
  // Auth may change.
  fkey_to_auth_unique: `
    select format('%I.%I: foreign key %s references a unique key of auth.%I', n.nspname, c.relname, ct.conname, rc.relname)
    from pg_constraint ct join pg_class rc on rc.oid = ct.confrelid join pg_index i on i.indexrelid = ct.conindid
    join pg_class c on c.oid = ct.conrelid join pg_namespace n on n.oid = c.relnamespace
    where ct.contype = 'f' and rc.relnamespace = 'auth'::regnamespace and i.indisunique and not i.indisprimary`,
};

/** Every lint's findings, "lint: object", sorted; none on an advisor-clean schema. */
export async function advisorFindings(query: Query): Promise<string[]> {
  const findings: string[] = [];
  for (const [lint, sql] of Object.entries(ADVISOR_LINTS)) {
    const { rows } = await query(`select finding from (${sql}) f(finding)`);
    for (const row of rows as { finding: string }[]) findings.push(`${lint}: ${row.finding}`);
  }
  return findings.sort();
}
