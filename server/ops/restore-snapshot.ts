import { createHash } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { lstat, mkdir, open, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { blobPath, readSnapshot, storeOf } from './backup-store';
import { checkManifest, quote, RestoreError, type BackupSource } from './restore-manifest';

/**
 * Opens a kept scheduled backup (a snapshot of the deduplicated store, backup-store.ts) for
 * `restore`, checked whole before a byte is written: the manifest (every name one a backup
 * writes: restore-manifest.ts), every `data` key one the manifest lists for a table with the
 * text's size and SHA-256, every file's blob present in the store as a regular file (not a link)
 * of the listed size. `unpack` then writes the rows and copies each blob under its object's own
 * name — one copy per object, however many objects share bytes — into the restore's work dir;
 * restore.ts verifies every checksum there before loading anything.
 */
export async function openSnapshot(file: string): Promise<BackupSource> {
  await stat(file).catch(() => {
    throw new RestoreError(`No backup at ${file}; nothing was changed.`);
  });
  const snapshot = await readSnapshot(file).catch((error: unknown) => {
    throw new RestoreError(
      `The backup ${file} is damaged or not a snapshot (${(error as Error).message}); nothing was changed.`,
    );
  });
  const manifest = checkManifest(file, snapshot.manifest);
  const data = snapshot.data as unknown;
  if (!data || typeof data !== 'object' || Array.isArray(data))
    throw new RestoreError(`The backup ${file} holds no rows; nothing was changed.`);
  const listed = new Map(manifest.entries.map((e) => [e.path, e]));
  const rows = Object.entries(data as Record<string, unknown>);
  for (const [key, text] of rows) {
    const entry = listed.get(key);
    if (!entry || !key.startsWith('data/'))
      throw new RestoreError(
        `The backup holds rows under ${quote(key)}, which its manifest does not list as a table; nothing was changed.`,
      );
    if (
      typeof text !== 'string' ||
      Buffer.byteLength(text) !== entry.size ||
      createHash('sha256').update(text).digest('hex') !== entry.sha256
    )
      throw new RestoreError(
        `The backup is damaged: ${key} does not match its checksum; nothing was changed.`,
      );
  }
  for (const entry of manifest.entries.filter((e) => e.path.startsWith('data/')))
    if (!Object.hasOwn(data, entry.path))
      throw new RestoreError(`The backup is damaged: ${entry.path} is missing; nothing was changed.`);
  const store = storeOf(file);
  const files = manifest.entries.filter((e) => e.path.startsWith('files/'));
  for (const entry of files) {
    const info = await lstat(blobPath(store, entry.sha256)).catch(() => null);
    if (!info)
      throw new RestoreError(
        `The backup store ${store} lacks the file ${entry.path} needs (blob ${entry.sha256}); nothing was changed.`,
      );
    if (!info.isFile() || info.size !== entry.size)
      throw new RestoreError(
        `The backup store's blob ${entry.sha256} (for ${entry.path}) is ${info.isFile() ? 'not the size the manifest says' : 'not a regular file'}; nothing was changed.`,
      );
  }
  return {
    manifest,
    async unpack(into) {
      await mkdir(path.join(into, 'data'), { recursive: true, mode: 0o700 });
      await mkdir(path.join(into, 'files'), { mode: 0o700 });
      for (const [key, text] of rows)
        await writeFile(path.join(into, key), text as string, { flag: 'wx', mode: 0o600 });
      for (const entry of files) await copyBlob(blobPath(store, entry.sha256), path.join(into, entry.path));
    },
  };
}

/**
 * Copies a blob without following a link put in its place since it was checked (O_NOFOLLOW),
 * into a new file only ('wx': never through one that exists).
 */
async function copyBlob(blob: string, target: string): Promise<void> {
  const source = await open(blob, fsConstants.O_RDONLY | fsConstants.O_NOFOLLOW).catch((error: unknown) => {
    throw new RestoreError(
      `The backup store's blob ${path.basename(blob)} cannot be read (${(error as Error).message}); nothing was changed.`,
    );
  });
  try {
    if (!(await source.stat()).isFile())
      throw new RestoreError(
        `The backup store's blob ${path.basename(blob)} is not a regular file; nothing was changed.`,
      );
    const out = await open(target, 'wx', 0o600);
    await pipeline(source.createReadStream({ autoClose: false }), out.createWriteStream());
  } finally {
    await source.close();
  }
}
