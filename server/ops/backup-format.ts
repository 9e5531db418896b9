// What a backup holds and in which order it is restored: one place for both directions.

export const FORMAT = 'estudio-portfolio-backup';
export const FORMAT_VERSION = 1;

/**
 * Tables in restore order (a row's references come before it). Sessions and refresh tokens are
 * left out on purpose: a restored site starts with everyone signed out.
 */
export const BACKUP_TABLES = [
  'auth.users',
  'private.administrators',
  // Two-step sign-in (issue 30): the restored administrators keep asking for their codes.
  'auth.mfa_factors',
  'public."Project"',
  // Projects' former addresses: after their projects (each names one).
  'public."ProjectAddress"',
  'public."Client"',
  'public."Gallery"',
  'public."Render"',
  'public."Blueprint"',
  'public."Studio"',
  'public."StudioVersion"',
  'public."PurgedFile"',
  // The visit counts' daily aggregates (issue 32); the day's secret and hashes are never kept.
  'public."DailyCount"',
  'storage.objects',
  'embedded.meta',
] as const;

export type BackupTable = (typeof BACKUP_TABLES)[number];

/** Tables added after the first backups were taken: a backup without them restores without them. */
export const LATER_TABLES: readonly BackupTable[] = [
  'public."Studio"',
  'auth.mfa_factors',
  // Issue 29: the settings' history and the files of purged trash waiting for removal.
  'public."StudioVersion"',
  'public."PurgedFile"',
  // Issue 32: the visit counts' daily aggregates.
  'public."DailyCount"',
  // Projects' former addresses, recorded on rename.
  'public."ProjectAddress"',
];

/** The archive entry holding a table's rows, e.g. `data/public.Project.json`. */
export function tableEntry(table: BackupTable): string {
  return `data/${table.replaceAll('"', '')}.json`;
}

/** The archive entry holding a stored object's bytes (named by its id, as on disk). */
export function objectEntry(id: string): string {
  return `files/${id}`;
}

export interface ManifestEntry {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  createdAt: string;
  /** Rows per table, to report and to check after a restore. */
  rows: Record<string, number>;
  entries: ManifestEntry[];
}
