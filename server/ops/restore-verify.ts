import { createReadStream } from 'node:fs';
import { lstat, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract as extractTar, Parser, type ReadEntry } from 'tar';
import { sha256File } from './backup';
import { isEntryPath, type Manifest } from './backup-format';
import { checkManifest, quote, RestoreError, type BackupSource } from './restore-manifest';

/** Entry types a backup may hold: its own files and the folders around them. No links, no devices. */
const ALLOWED = new Set(['File', 'OldFile', 'Directory']);
/** The only folders an archive holds (node-tar and GNU tar may list them, `./` first or not). */
const FOLDERS = new Set(['', '.', 'data', 'files']);
/** manifest.json comes first (backup.ts writes it first) and is small. */
const MANIFEST_MAX = 16 * 1024 * 1024;
/** tar's own bytes per entry (header, padding, a long-name header) and its end blocks. */
const PER_ENTRY = 3 * 512;
const SLACK = 64 * 1024;

export function manifestTotal(manifest: Manifest): number {
  return manifest.entries.reduce((sum, e) => sum + e.size, 0);
}

/**
 * Opens a `backup <file>` archive: a first pass reads it whole without writing a byte — every
 * entry must be a regular file listed in its (checked) manifest with that size, or one of the
 * backup's folders, and the decompressed stream may not exceed what the manifest adds up to
 * (plus tar's headers). Only `unpack` extracts it.
 */
export async function openArchive(file: string): Promise<BackupSource> {
  await stat(file).catch(() => {
    throw new RestoreError(`No backup at ${file}; nothing was changed.`);
  });
  const manifest = await inspect(file);
  return {
    manifest,
    async unpack(into) {
      try {
        // Checked above already; the filter is a second line should the two passes ever disagree.
        await extractTar({
          file,
          cwd: into,
          strict: true,
          filter: (entryPath, entry) =>
            ALLOWED.has((entry as ReadEntry).type) &&
            (isEntryPath(entryPath.replace(/^\.\//, '')) || isFolder(entryPath)),
        });
      } catch (error) {
        throw damaged(file, error);
      }
    },
  };
}

const isFolder = (entryPath: string) => FOLDERS.has(entryPath.replace(/^\.\//, '').replace(/\/$/, ''));

/**
 * Every entry the manifest lists is in `into` as a regular file of its size and SHA-256 (the
 * names were checked before anything was written: restore-manifest.ts).
 */
export async function verifyUnpacked(into: string, manifest: Manifest): Promise<void> {
  for (const entry of manifest.entries) {
    const full = path.join(into, entry.path);
    const info = await lstat(full).catch(() => null);
    if (!info?.isFile() || info.size !== entry.size || (await sha256File(full)) !== entry.sha256)
      throw new RestoreError(
        `The backup is damaged: ${entry.path} ${info ? 'does not match its checksum' : 'is missing'}; nothing was changed.`,
      );
  }
}

function damaged(file: string, error: unknown): RestoreError {
  if (error instanceof RestoreError) return error;
  return new RestoreError(
    `The backup ${file} is damaged or truncated (${(error as Error).message}); nothing was changed.`,
  );
}

/** The first pass: reads the whole archive (gzip's CRC catches truncation), writes nothing. */
async function inspect(file: string): Promise<Manifest> {
  let manifest: Manifest | null = null;
  let manifestText = '';
  let problem: RestoreError | null = null;
  let limit = MANIFEST_MAX + SLACK;
  let read = 0;
  const parser = new Parser({ strict: true });
  const refuse = (message: string) => {
    problem ??= new RestoreError(`${message}; nothing was changed.`);
  };
  let listed = new Map<string, number>();
  parser.on('entry', (entry: ReadEntry) => {
    const at = entry.path.replace(/^\.\//, '');
    if (!ALLOWED.has(entry.type))
      refuse(`The backup holds ${quote(at)}, a ${entry.type}: only files and folders are restored`);
    else if (entry.type === 'Directory') {
      if (!isFolder(at)) refuse(`The backup holds the folder ${quote(at)}, which a backup never holds`);
    } else if (at === 'manifest.json' && manifest === null && problem === null) {
      entry.on('data', (chunk: Buffer) => {
        manifestText += chunk.toString('utf8');
      });
      entry.on('end', () => {
        try {
          manifest = checkManifest(file, parseJson(manifestText));
        } catch (error) {
          problem ??= error as RestoreError;
          return;
        }
        listed = new Map(manifest.entries.map((e) => [e.path, e.size]));
        limit = MANIFEST_MAX + SLACK + manifestTotal(manifest) + PER_ENTRY * (manifest.entries.length + 8);
      });
      return;
    } else {
      const size = listed.get(at);
      if (size === undefined) refuse(`The backup holds ${quote(at)}, which its manifest does not list`);
      else if (size !== entry.size) refuse(`The backup's ${at} is not the size its manifest says`);
    }
    entry.resume();
  });
  let parseError: Error | null = null;
  const done = new Promise<void>((resolve, reject) => {
    parser.on('end', resolve);
    parser.on('error', (error: Error) => reject((parseError = error)));
  });
  // Awaited in `final`; an error before that is reported by `write` instead.
  done.catch(() => {});
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      read += chunk.length;
      if (read > limit)
        return callback(new RestoreError('The backup expands to more than its manifest lists'));
      if (problem ?? parseError) return callback(problem ?? parseError);
      if (parser.write(chunk)) callback();
      else parser.once('drain', () => callback());
    },
    final(callback) {
      parser.end();
      done.then(() => callback(), callback);
    },
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), sink);
  } catch (error) {
    throw damaged(file, error);
  }
  if (problem) throw problem;
  return checkManifest(file, manifest);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Room for the extracted archive and the restored data dir, with a margin for the database. */
export async function checkFreeSpace(dataDir: string, manifest: Manifest): Promise<void> {
  const need = 2 * manifestTotal(manifest) + 256 * 1024 * 1024;
  const fs = await statfs(dataDir);
  const free = fs.bavail * fs.bsize;
  if (free < need)
    throw new RestoreError(
      `Not enough free space in ${dataDir}: the restore needs ${mib(need)} MiB, ${mib(free)} MiB are free; nothing was changed`,
    );
}

const mib = (bytes: number) => Math.ceil(bytes / 1024 / 1024);
