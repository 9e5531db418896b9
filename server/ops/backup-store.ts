import { createHash, randomUUID } from 'node:crypto';
import { copyFile, lstat, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzipSync } from 'node:zlib';
import type { Database } from '../db/database';
import type { Disk } from '../storage/disk';
import { readConsistent, sha256File } from './backup';
import { checkBackupFolder, storeFolder } from './backup-folder';
import { BACKUP_TABLES, FORMAT, FORMAT_VERSION, tableEntry, type Manifest } from './backup-format';

// Scheduled backups, deduplicated. A folder (BACKUP_DIR) holds:
//   blobs/<2 hex>/<sha256>                 each stored file once, named by its content, as is
//   snapshots/estudio-<UTC>.snapshot.json.gz one per backup: the manifest a `backup <file>` archive
//                                          would carry (sizes, SHA-256) and the rows as JSON
//   hash-cache.json                        SHA-256 of the stored files already hashed (by object
//                                          id, size and modification time), so an unchanged
//                                          file is neither read nor copied again
// A file held by a kept snapshot is never copied or compressed again (restic's and borg's
// idea), so 14 backups of an unchanged site cost the site once plus 14 copies of the rows.
// Nothing is written under its final name until it is whole (a temporary name, then rename):
// a backup killed half-way leaves temporary files (removed by the next backup) and perhaps whole
// blobs no snapshot names yet (removed by the next prune). Blobs are written before the snapshot
// that names them, and a prune removes snapshots first and then only blobs no remaining snapshot
// names, so a kept snapshot always has every file it needs.

const SNAPSHOT = /^estudio-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z\.snapshot\.json\.gz$/;
const TMP = /\.tmp-[0-9a-f-]{36}$/;

export interface Snapshot {
  manifest: Manifest;
  /** The archive's data entries (data/<table>.json), as text. */
  data: Record<string, string>;
}

export function snapshotName(at: Date): string {
  return `estudio-${at.toISOString().replace(/[-:.]/g, '')}.snapshot.json.gz`;
}

/** When a snapshot was taken, from its name; null for any other file. */
export function snapshotTime(name: string): number | null {
  const m = SNAPSHOT.exec(name);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!, +m[7]!) : null;
}

/** The kept snapshots in `dir`, oldest first. */
export async function listSnapshots(dir: string): Promise<string[]> {
  const names = await readdir(path.join(dir, 'snapshots')).catch(() => [] as string[]);
  return names.filter((n) => snapshotTime(n) !== null).sort();
}

/** Where the store in `dir` keeps the file of that SHA-256 (a checked 64-hex name: restore-manifest.ts). */
export const blobPath = (dir: string, sha256: string) => path.join(dir, 'blobs', sha256.slice(0, 2), sha256);

/** The store a kept snapshot belongs to: `<store>/snapshots/<name>`. */
export const storeOf = (snapshotFile: string) => path.dirname(path.dirname(path.resolve(snapshotFile)));

/**
 * Writes `bytes` (or a copy of `from`) at `sub` of the store `dir` through a temporary name: whole
 * or absent, and never through a link (backup-folder.ts).
 */
async function writeWhole(
  dir: string,
  sub: string,
  content: { bytes: Buffer } | { from: string },
): Promise<void> {
  const target = path.join(await storeFolder(dir, path.dirname(sub)), path.basename(sub));
  const tmp = `${target}.tmp-${randomUUID()}`;
  try {
    if ('bytes' in content) await writeFile(tmp, content.bytes, { mode: 0o600 });
    else await copyFile(content.from, tmp);
    await rename(tmp, target);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/** Temporary files of a backup or prune that was killed half-way. */
async function removeTemporaries(dir: string): Promise<void> {
  const folders = [path.join(dir, 'snapshots'), dir];
  for (const shard of await readdir(path.join(dir, 'blobs')).catch(() => [] as string[]))
    folders.push(path.join(dir, 'blobs', shard));
  for (const folder of folders)
    for (const name of await readdir(folder).catch(() => [] as string[]))
      if (TMP.test(name)) await rm(path.join(folder, name), { force: true });
}

/**
 * SHA-256 of stored files by `<object id>:<size>:<mtime>`, and, under `blob:<sha256>`, the
 * `<size>:<mtime>` a blob had when it was last written or checked: one that changed since (its
 * bytes rewritten, cut short) is read again and, if its content is no longer its name's, written
 * anew — reused as it was, later snapshots named bytes they could not restore.
 */
type HashCache = Record<string, string>;

/** The stat a blob is remembered by. */
const blobStamp = (info: { size: number; mtimeMs: number }) => `${info.size}:${info.mtimeMs}`;

/** Whether the blob at `file` still holds the content `sha256` of `size` bytes (re-read only when it changed). */
async function blobIntact(file: string, sha256: string, size: number, cache: HashCache): Promise<boolean> {
  const info = await stat(file).catch(() => null);
  if (!info || info.size !== size) return false;
  const known = cache[`blob:${sha256}`];
  // A blob an earlier version wrote has no stamp yet: its size is checked, its stamp kept from now.
  if (known === undefined || known === blobStamp(info)) return true;
  return (await sha256File(file)) === sha256;
}

async function readHashCache(dir: string): Promise<HashCache> {
  try {
    return JSON.parse(await readFile(path.join(dir, 'hash-cache.json'), 'utf8')) as HashCache;
  } catch {
    return {};
  }
}

const sha256Text = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Takes one deduplicated backup of the site into `dir`: the rows and the stored files as of one
 * transaction (readConsistent), each file copied only if no blob has its content yet.
 */
export async function takeSnapshot(
  db: Database,
  disk: Disk,
  dir: string,
  at = new Date(),
): Promise<{ file: string; manifest: Manifest; copied: number; reused: number }> {
  await checkBackupFolder(dir);
  await storeFolder(dir, 'snapshots');
  await removeTemporaries(dir);
  const staging = await mkdtemp(path.join(disk.root, 'tmp', 'backup-'));
  try {
    const rows = await readConsistent(db, disk, staging);
    const cache = await readHashCache(dir);
    const nextCache: HashCache = {};
    const data: Record<string, string> = {};
    const entries: Manifest['entries'] = [];
    for (const table of BACKUP_TABLES) {
      const text = JSON.stringify(rows[table]);
      data[tableEntry(table)] = text;
      entries.push({ path: tableEntry(table), size: Buffer.byteLength(text), sha256: sha256Text(text) });
    }
    let copied = 0;
    let reused = 0;
    for (const object of rows['storage.objects'] as { id: string }[]) {
      const entry = `files/${object.id}`;
      const staged = path.join(staging, entry);
      const { size, mtimeMs } = await stat(staged);
      const key = `${object.id}:${size}:${mtimeMs}`;
      const sha256 = cache[key] ?? (await sha256File(staged));
      nextCache[key] = sha256;
      const blob = blobPath(dir, sha256);
      if (await blobIntact(blob, sha256, size, cache)) reused += 1;
      else {
        await writeWhole(dir, path.relative(dir, blob), { from: staged });
        copied += 1;
      }
      nextCache[`blob:${sha256}`] = blobStamp(await stat(blob));
      entries.push({ path: entry, size, sha256 });
    }
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: at.toISOString(),
      rows: Object.fromEntries(BACKUP_TABLES.map((t) => [t, rows[t]!.length])),
      entries,
    };
    const snapshot: Snapshot = { manifest, data };
    const file = path.join(dir, 'snapshots', snapshotName(at));
    await writeWhole(dir, `snapshots/${snapshotName(at)}`, { bytes: gzipSync(JSON.stringify(snapshot)) });
    await writeWhole(dir, 'hash-cache.json', { bytes: Buffer.from(JSON.stringify(nextCache)) });
    return { file, manifest, copied, reused };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * The most bytes a snapshot may decompress to. A studio's rows and manifest are a few MB; a
 * crafted snapshot of 429 KB decompressed to 2 GB at every backup and held the site 2.55 s.
 */
export const MAX_SNAPSHOT_JSON_BYTES = 64 * 1024 * 1024;

/** A kept snapshot, decompressed and parsed (its names are checked by whoever uses them). */
export async function readSnapshot(file: string): Promise<Snapshot> {
  // Decompressed off the main thread (zlib's pool), and no further than the cap.
  const text = await promisify(gunzip)(await readFile(file), {
    maxOutputLength: MAX_SNAPSHOT_JSON_BYTES,
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ERR_BUFFER_TOO_LARGE')
      throw new Error(`${path.basename(file)} decompresses to more than ${MAX_SNAPSHOT_JSON_BYTES} bytes`);
    throw error;
  });
  const snapshot = JSON.parse(text.toString('utf8')) as Snapshot;
  if (snapshot?.manifest?.format !== FORMAT || !Array.isArray(snapshot.manifest.entries))
    throw new Error(`${path.basename(file)} is not a backup snapshot`);
  return snapshot;
}

const BLOB = /^[0-9a-f]{64}$/;
/**
 * A blob written this long after an unreadable snapshot cannot be one it names (blobs are
 * written before the snapshot naming them; the margin covers a clock stepped back meanwhile).
 */
const CLOCK_MARGIN_MS = 60_000;

export interface PruneResult {
  snapshots: number;
  blobs: number;
  /** Kept snapshots that could not be read (damaged, or unreadable by this user), and why. */
  unreadable: { name: string; reason: string }[];
}

/**
 * Keeps the newest `keep` snapshots: older ones go first, then every blob no kept snapshot names.
 * A kept snapshot that cannot be read does not stop the others' pruning: it is reported, and
 * since what it names is unknown, every blob as old as it (or older) is kept while it is kept —
 * it might name any of them — and only newer unnamed blobs go. Once it is among the old ones it
 * is removed like any other. Only the store's own blob names are ever removed.
 */
export async function pruneSnapshots(dir: string, keep: number): Promise<PruneResult> {
  await removeTemporaries(dir);
  const all = await listSnapshots(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) await rm(path.join(dir, 'snapshots', name), { force: true });
  const needed = new Set<string>();
  const unreadable: PruneResult['unreadable'] = [];
  let keepUpTo = -Infinity;
  for (const name of all.slice(old.length)) {
    const file = path.join(dir, 'snapshots', name);
    try {
      const { manifest } = await readSnapshot(file);
      for (const entry of manifest.entries) if (entry.path.startsWith('files/')) needed.add(entry.sha256);
    } catch (error) {
      const info = await lstat(file).catch(() => null);
      if (!info) continue; // removed meanwhile: it needs nothing any more
      unreadable.push({ name, reason: (error as Error).message });
      keepUpTo = Math.max(keepUpTo, info.mtimeMs + CLOCK_MARGIN_MS);
    }
  }
  let blobs = 0;
  for (const shard of await readdir(path.join(dir, 'blobs')).catch(() => [] as string[])) {
    // Never through a link: only the store's own blobs are ever removed.
    if ((await lstat(path.join(dir, 'blobs', shard)).catch(() => null))?.isSymbolicLink() !== false) continue;
    for (const name of await readdir(path.join(dir, 'blobs', shard)).catch(() => [] as string[])) {
      if (needed.has(name) || !BLOB.test(name)) continue;
      const blob = path.join(dir, 'blobs', shard, name);
      if (unreadable.length > 0) {
        const info = await lstat(blob).catch(() => null);
        if (!info || info.mtimeMs <= keepUpTo) continue;
      }
      await rm(blob, { force: true });
      blobs += 1;
    }
  }
  return { snapshots: old.length, blobs, unreadable };
}

/** Bytes under `dir` (the store's disk cost, for the bench). */
export async function storeSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}
