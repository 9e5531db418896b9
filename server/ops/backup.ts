import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { create as createTar } from 'tar';
import type { Database } from '../db/database';
import type { Disk } from '../storage/disk';
import {
  BACKUP_TABLES,
  FORMAT,
  FORMAT_VERSION,
  objectEntry,
  tableEntry,
  type Manifest,
} from './backup-format';
import { recordPartial } from './leftovers';

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Reads every backed-up table's rows in one transaction and, in that same transaction,
 * hard-links each stored object's file into `staging/files/<id>` (see createBackup on why that is
 * consistent). Shared by the archive (createBackup) and the deduplicated store (backup-store.ts).
 */
export async function readConsistent(
  db: Database,
  disk: Disk,
  staging: string,
): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  await db.asOwner(async (tx) => {
    for (const table of BACKUP_TABLES) {
      const { rows: out } = await tx.query<{ rows: unknown[] }>(
        `select coalesce(json_agg(t), '[]'::json) as rows from ${table} t`,
      );
      rows[table] = out[0]!.rows;
    }
    await mkdir(path.join(staging, 'files'));
    for (const object of rows['storage.objects'] as { id: string }[]) {
      await link(disk.objectPath(object.id), path.join(staging, objectEntry(object.id)));
    }
  });
  return rows;
}

/**
 * Writes a consistent backup of the whole site to `file` (.tar.gz): every row that matters (see
 * backup-format.ts) and every stored file, with a manifest of sizes and SHA-256 sums.
 *
 * Consistency while the server runs: the rows are read in one transaction, and in that same
 * transaction each stored object's file is hard-linked into a staging folder. PGlite runs one
 * transaction at a time and an upload moves its file into place before its row commits, so every
 * row read has its file, and a file removed later survives through its link. Visitors wait only
 * for those reads and links (milliseconds); compressing happens afterwards.
 */
export async function createBackup(db: Database, disk: Disk, file: string): Promise<Manifest> {
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  // Staging next to the stored files: hard links need the same file system.
  const staging = await mkdtemp(path.join(disk.root, 'tmp', 'backup-'));
  try {
    const rows = await readConsistent(db, disk, staging);
    await mkdir(path.join(staging, 'data'));
    for (const table of BACKUP_TABLES) {
      await writeFile(path.join(staging, tableEntry(table)), JSON.stringify(rows[table]));
    }
    const paths = [
      ...BACKUP_TABLES.map(tableEntry),
      ...(rows['storage.objects'] as { id: string }[]).map((o) => objectEntry(o.id)),
    ];
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      rows: Object.fromEntries(BACKUP_TABLES.map((t) => [t, rows[t]!.length])),
      entries: await Promise.all(
        paths.map(async (p) => {
          const full = path.join(staging, p);
          return { path: p, size: (await stat(full)).size, sha256: await sha256File(full) };
        }),
      ),
    };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    // Written under a temporary name and renamed: a backup file is whole or absent. The name is
    // recorded first, so a start after a kill removes it wherever it is (leftovers.ts).
    const partialBackup = await recordPartial(disk.root, target);
    const partial = partialBackup.path;
    try {
      // Owner-only: a backup holds the password hashes and every file (another local user read them).
      await createTar({ gzip: true, file: partial, cwd: staging, portable: true, mode: 0o600 }, [
        'manifest.json',
        ...paths,
      ]);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    } finally {
      await partialBackup.done();
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
