import {
  BACKUP_TABLES,
  FORMAT,
  FORMAT_VERSION,
  isEntryPath,
  LATER_TABLES,
  tableEntry,
  type Manifest,
} from './backup-format';

/** A restore refused or failed; its message says why, and whether anything changed. */
export class RestoreError extends Error {}

const SHA256 = /^[0-9a-f]{64}$/;

/** A name as it can be printed: as is when plain, else quoted (a crafted one may hold control characters or be huge). */
export function quote(value: unknown): string {
  const text = String(value);
  return /^[\x21-\x7e]{1,120}$/.test(text) ? text : JSON.stringify(text.slice(0, 120));
}

/**
 * The manifest of an archive or a kept snapshot, checked whole before anything is written:
 * this format and version, every table's rows listed (but those added later), and every entry
 * one a backup writes (backup-format.ts's isEntryPath), listed once, with a size and a SHA-256.
 * A crafted entry (`files/../../x`, `/etc/x`, a NUL) is refused here, so no later step ever
 * joins it to a folder.
 */
export function checkManifest(file: string, manifest: unknown): Manifest {
  const m = manifest as Partial<Manifest> | null;
  if (!m || typeof m !== 'object' || !Array.isArray(m.entries))
    throw new RestoreError(
      `${file} is not a backup of this site (no readable manifest.json); nothing was changed.`,
    );
  if (m.format !== FORMAT || m.version !== FORMAT_VERSION)
    throw new RestoreError(
      `${file} is a ${quote(m.format ?? 'unknown')} v${quote(m.version ?? '?')} archive; this version restores ${FORMAT} v${FORMAT_VERSION}; nothing was changed.`,
    );
  if (!m.rows || typeof m.rows !== 'object')
    throw new RestoreError(`${file} has no row counts in its manifest; nothing was changed.`);
  const seen = new Set<string>();
  for (const entry of m.entries as unknown[]) {
    const { path, size, sha256 } = (entry ?? {}) as Record<string, unknown>;
    if (!isEntryPath(path))
      throw new RestoreError(
        `The backup lists ${quote(path)}, a name a backup never holds (only data/<table>.json and files/<id>); nothing was changed.`,
      );
    if (seen.has(path)) throw new RestoreError(`The backup lists ${path} twice; nothing was changed.`);
    seen.add(path);
    if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0)
      throw new RestoreError(`The backup's ${path} has no valid size; nothing was changed.`);
    if (typeof sha256 !== 'string' || !SHA256.test(sha256))
      throw new RestoreError(`The backup's ${path} has no valid SHA-256; nothing was changed.`);
  }
  for (const table of BACKUP_TABLES) {
    if (!seen.has(tableEntry(table)) && !LATER_TABLES.includes(table))
      throw new RestoreError(`The backup lacks the rows of ${table}; nothing was changed.`);
  }
  return m as Manifest;
}

/**
 * A backup to restore, opened and checked whole (every name, the manifest) without writing a
 * byte; `unpack` then writes its entries into a folder of the restore's work dir, as
 * `manifest.entries` name them, and nowhere else. Archives: restore-verify.ts; kept snapshots of
 * the deduplicated store: restore-snapshot.ts.
 */
export interface BackupSource {
  manifest: Manifest;
  unpack(into: string): Promise<void>;
}
