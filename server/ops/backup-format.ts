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
  // Two-step sign-in: the restored administrators keep asking for their codes.
  'auth.mfa_factors',
  'public."Project"',
  // Projects' former addresses: after their projects (each names one).
  'public."ProjectAddress"',
  // A project's client (shown or not): after its project.
  'public."ProjectClient"',
  'public."Client"',
  'public."Gallery"',
  'public."Render"',
  'public."Blueprint"',
  // A project's walk through its 360° renders and its render/photograph pairs: after the renders
  // and planos they name.
  'public."RoomLink"',
  'public."RoomSpot"',
  'public."RenderPair"',
  // The history of words and facts: after the rows it names (a deleted row takes its history).
  'public."ContentVersion"',
  'public."Studio"',
  'public."StudioVersion"',
  'public."PurgedFile"',
  // Replaced covers and videos in the trash: after their projects.
  'public."ReplacedMedia"',
  // The visit counts' daily aggregates; the day's secret and hashes are never kept.
  'public."DailyCount"',
  // Visitors' messages (after their projects) and the studio's choices for them; the contact
  // form's secret and used challenges are never kept (a restored site signs new ones).
  'public."Message"',
  'public."MessageSettings"',
  // Every bucket, before the objects that name it (see MERGED_TABLES).
  'storage.buckets',
  'storage.objects',
  'embedded.meta',
] as const;

export type BackupTable = (typeof BACKUP_TABLES)[number];

/** Tables added after the first backups were taken: a backup without them restores without them. */
export const LATER_TABLES: readonly BackupTable[] = [
  'public."Studio"',
  'auth.mfa_factors',
  // The settings' history and the files of purged trash waiting for removal.
  'public."StudioVersion"',
  'public."PurgedFile"',
  // The visit counts' daily aggregates.
  'public."DailyCount"',
  // Projects' former addresses, recorded on rename.
  'public."ProjectAddress"',
  // Replaced covers and videos in the trash.
  'public."ReplacedMedia"',
  // Linked 360° rooms, their places on the planos, render/photograph pairs.
  'public."RoomLink"',
  'public."RoomSpot"',
  'public."RenderPair"',
  // Clients of projects and the history of words and facts.
  'public."ProjectClient"',
  'public."ContentVersion"',
  'storage.buckets',
  // Visitors' messages and how long they are kept.
  'public."Message"',
  'public."MessageSettings"',
];

/**
 * Tables the migrations fill too: a restore keeps the rows the migrations wrote (a bucket's
 * current limits and types) and adds the backup's others (a bucket made since, whatever its
 * name), so every object's bucket exists without a restore undoing a later migration's settings.
 */
export const MERGED_TABLES: readonly BackupTable[] = ['storage.buckets'];

/** The archive entry holding a table's rows, e.g. `data/public.Project.json`. */
export function tableEntry(table: BackupTable): string {
  return `data/${table.replaceAll('"', '')}.json`;
}

/** The archive entry holding a stored object's bytes (named by its id, as on disk). */
export function objectEntry(id: string): string {
  return `files/${id}`;
}

/** A stored object's id as storage.objects holds it (a UUID): the only name under files/. */
const OBJECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TABLE_ENTRIES: ReadonlySet<string> = new Set(BACKUP_TABLES.map(tableEntry));

/**
 * The only names a backup's entries may have: a backed-up table's rows or a stored object's bytes
 * (besides manifest.json). Nothing else can be written by a restore: no `..`, no absolute path,
 * no NUL, no other folder, so no entry can reach outside the folder it is unpacked into.
 */
export function isEntryPath(entry: unknown): entry is string {
  if (typeof entry !== 'string') return false;
  return TABLE_ENTRIES.has(entry) || (entry.startsWith('files/') && OBJECT_ID.test(entry.slice(6)));
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
