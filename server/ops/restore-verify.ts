import { createReadStream } from 'node:fs';
import { lstat, mkdir, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract as extractTar, Parser, type ReadEntry } from 'tar';
import { sha256File } from './backup';
import {
  BACKUP_TABLES,
  FORMAT,
  FORMAT_VERSION,
  LATER_TABLES,
  tableEntry,
  type Manifest,
} from './backup-format';

export class RestoreError extends Error {}

/** Entry types a backup may hold: its own files and the folders around them. No links, no devices. */
const ALLOWED = new Set(['File', 'OldFile', 'Directory']);
/** manifest.json comes first (backup.ts writes it first) and is small. */
const MANIFEST_MAX = 16 * 1024 * 1024;
/** tar's own bytes per entry (header, padding, a long-name header) and its end blocks. */
const PER_ENTRY = 3 * 512;
const SLACK = 64 * 1024;

export function manifestTotal(manifest: Manifest): number {
  return manifest.entries.reduce((sum, e) => sum + e.size, 0);
}

/**
 * Extracts the archive into `into` and checks it whole — format, every entry present with its
 * size and SHA-256 — before anything else happens. A first pass reads it without writing a byte:
 * every entry must be a regular file listed in the manifest with that size (or a folder), and
 * the decompressed stream may not exceed what the manifest adds up to (plus tar's headers). Then
 * the disk must have room for the files twice (archive copy and restored copy). Only then is it
 * extracted.
 */
export async function readVerified(file: string, into: string, dataDir: string): Promise<Manifest> {
  await stat(file).catch(() => {
    throw new RestoreError(`No backup at ${file}.`);
  });
  const manifest = await inspect(file);
  await checkFreeSpace(dataDir, manifest);
  await mkdir(into, { recursive: true, mode: 0o700 });
  try {
    // Checked above already; the filter is a second line should the two passes ever disagree.
    await extractTar({
      file,
      cwd: into,
      strict: true,
      filter: (_path, entry) => ALLOWED.has((entry as ReadEntry).type),
    });
  } catch (error) {
    throw damaged(file, error);
  }
  for (const entry of manifest.entries) {
    const full = path.join(into, entry.path);
    const info = await lstat(full).catch(() => null);
    if (!info?.isFile() || info.size !== entry.size || (await sha256File(full)) !== entry.sha256)
      throw new RestoreError(
        `The backup is damaged: ${entry.path} ${info ? 'does not match its checksum' : 'is missing'}; nothing was changed.`,
      );
  }
  return manifest;
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
  parser.on('entry', (entry: ReadEntry) => {
    const at = entry.path.replace(/^\.\//, '');
    if (!ALLOWED.has(entry.type))
      refuse(`The backup holds ${at}, a ${entry.type}: only files and folders are restored`);
    else if (entry.type !== 'Directory') {
      if (at === 'manifest.json' && manifest === null) {
        entry.on('data', (chunk: Buffer) => {
          manifestText += chunk.toString('utf8');
        });
        entry.on('end', () => {
          manifest = parseManifest(manifestText);
          if (manifest)
            limit =
              MANIFEST_MAX + SLACK + manifestTotal(manifest) + PER_ENTRY * (manifest.entries.length + 8);
        });
        return;
      }
      const listed = manifest?.entries.find((e) => e.path === at);
      if (!listed) refuse(`The backup holds ${at}, which its manifest does not list`);
      else if (listed.size !== entry.size) refuse(`The backup's ${at} is not the size its manifest says`);
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

function parseManifest(text: string): Manifest | null {
  try {
    const parsed = JSON.parse(text) as Manifest;
    return Array.isArray(parsed.entries) ? parsed : null;
  } catch {
    return null;
  }
}

function checkManifest(file: string, manifest: Manifest | null): Manifest {
  if (!manifest)
    throw new RestoreError(
      `${file} is not a backup of this site (no readable manifest.json); nothing was changed.`,
    );
  if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION)
    throw new RestoreError(
      `${file} is a ${manifest.format ?? 'unknown'} v${manifest.version ?? '?'} archive; this version restores ${FORMAT} v${FORMAT_VERSION}.`,
    );
  for (const table of BACKUP_TABLES) {
    if (!manifest.entries.some((e) => e.path === tableEntry(table)) && !LATER_TABLES.includes(table))
      throw new RestoreError(`The backup lacks the rows of ${table}; nothing was changed.`);
  }
  return manifest;
}

/** Room for the extracted archive and the restored data dir, with a margin for the database. */
async function checkFreeSpace(dataDir: string, manifest: Manifest): Promise<void> {
  const need = 2 * manifestTotal(manifest) + 256 * 1024 * 1024;
  const fs = await statfs(dataDir);
  const free = fs.bavail * fs.bsize;
  if (free < need)
    throw new RestoreError(
      `Not enough free space in ${dataDir}: the restore needs ${mib(need)} MiB, ${mib(free)} MiB are free; nothing was changed`,
    );
}

const mib = (bytes: number) => Math.ceil(bytes / 1024 / 1024);
