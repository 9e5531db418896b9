/**
 * A hosted project lives on. Its migrations must be safe to paste into the SQL editor
 * again, and Supabase Storage's own role must still be able to change storage.objects (its data
 * migrations run as `supabase_storage_admin`, logged in, without switching role).
 *
 * These helpers are shared by the PGlite and the PostgreSQL checks: what the access rules look
 * like (policies, grants, triggers, our functions' bodies), and re-applying every migration.
 */
import { MIGRATOR_ROLE, migrationFiles } from '../../server/db/migrate';
import type { Query } from './access-matrix';

/** Everything the migrations decide about access, as sorted rows of text, for before/after comparisons. */
export const RULES_SNAPSHOT_SQL = {
  policies: `
    select schemaname, tablename, policyname, permissive, roles::text, cmd, qual, with_check
    from pg_policies where schemaname in ('public', 'private', 'storage')
    order by 1, 2, 3`,
  grants: `
    select grantee, table_schema, table_name, privilege_type, is_grantable
    from information_schema.role_table_grants
    where table_schema in ('public', 'private', 'storage')
    order by 1, 2, 3, 4`,
  triggers: `
    select tgrelid::regclass::text as "table", tgname, tgfoid::regprocedure::text as function,
           tgtype, tgenabled
    from pg_trigger where not tgisinternal
    order by 1, 2`,
  functions: `
    select p.oid::regprocedure::text as function, pg_get_functiondef(p.oid) as definition,
           coalesce(p.proacl::text, '') as acl
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private')
    order by 1`,
  bucket: `select id, public, file_size_limit, allowed_mime_types::text from storage.buckets order by id`,
} as const;

export type RulesSnapshot = Record<keyof typeof RULES_SNAPSHOT_SQL, unknown[]>;

export async function rulesSnapshot(query: Query): Promise<RulesSnapshot> {
  const out = {} as RulesSnapshot;
  for (const [name, sql] of Object.entries(RULES_SNAPSHOT_SQL)) {
    out[name as keyof RulesSnapshot] = (await query(sql)).rows;
  }
  return out;
}

/** Applies one file as the project's migrator in one transaction (`begin` … `commit`), as the SQL editor or `db push` would. */
export type ApplyFile = (name: string, sql: string) => Promise<void>;

/**
 * Runs every migration again, in order, each in its own transaction, and returns the files that
 * failed with their errors (none, when all of them are re-runnable).
 */
export async function reapplyAll(apply: ApplyFile): Promise<string[]> {
  const failures: string[] = [];
  for (const { name, sql } of await migrationFiles()) {
    try {
      await apply(name, sql);
    } catch (error) {
      failures.push(`${name}: ${(error as Error).message}`);
    }
  }
  return failures;
}

/**
 * Files whose functions or policies a later file replaced (a landed file is never edited): pasted
 * alone they bring back their own versions, and pasting the later files after them restores
 * today's rules. The advisor-clean files moved the security definer functions of the accounts and
 * the visit counter to schema private and merged the trash's two read policies into one.
 */
export const REPLACED_BY: Record<string, string[]> = {
  '20261125000300_accounts_mfa.sql': ['20261127000100_accounts_behind_private.sql'],
  // The purge also deletes replaced covers and videos since 20261127001200.
  '20261125000400_trash_history.sql': [
    '20261127000110_advisor_clean_reads.sql',
    '20261127001200_replaced_media.sql',
    '20261128000300_link_preview_copies.sql',
  ],
  '20261125000500_visit_counts.sql': ['20261127000110_advisor_clean_reads.sql'],
  // The purge and the replaced media's file list also name a cover's link-preview copy since 20261128000300.
  '20261127001200_replaced_media.sql': ['20261128000300_link_preview_copies.sql'],
  // Its four storage policies name the Gallery bucket alone; the trash bucket's file widens them
  // (and, pasted again, sets the trash bucket's types, to which the planos' PDFs and the 3D
  // models add theirs).
  '20261124000100_rerunnable_rules.sql': [
    '20261127000200_trash_bucket.sql',
    '20261128000200_plano_pdf.sql',
    '20261129000300_project_model.sql',
  ],
  // It sets the trash bucket's types to images and videos; the planos' PDFs and the models are added since.
  '20261127000200_trash_bucket.sql': ['20261128000200_plano_pdf.sql', '20261129000300_project_model.sql'],
};

/** The statements Storage's own data migrations make (its 0030 and 0043 update storage.objects). */
export const STORAGE_ROLE_STATEMENTS = [
  `update storage.objects set metadata = metadata where bucket_id = 'Gallery'`,
  `update storage.objects set metadata = metadata where false`,
  `delete from storage.objects where bucket_id = 'Gallery' and name = 'matrix.png'`,
];

export { MIGRATOR_ROLE };
