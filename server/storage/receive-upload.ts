import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { STORAGE_ERRORS } from './errors';
import type { Disk } from './disk';

export interface ReceivedFile {
  tmp: string;
  size: number;
  md5: string;
  contentType: string;
  cacheControl: string;
}

const tooLarge = () => STORAGE_ERRORS.entityTooLarge();

/**
 * Receives an upload as supabase-js sends it: `multipart/form-data` with a `cacheControl` field
 * and the file part (browsers), or the raw bytes with their Content-Type (Node, XHR).
 */
export async function receiveUpload(req: IncomingMessage, disk: Disk, limit: number): Promise<ReceivedFile> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit + 64 * 1024) throw tooLarge();
  const contentType = (req.headers['content-type'] ?? 'application/octet-stream').toLowerCase();
  const cacheHeader = req.headers['cache-control'];
  if (!contentType.startsWith('multipart/form-data')) {
    const cacheControl = normaliseCache(cacheHeader);
    const file = await disk.receive(req, limit, tooLarge);
    return { ...file, contentType: contentType.split(';')[0]!.trim(), cacheControl };
  }
  return new Promise<ReceivedFile>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 10, fileSize: limit + 1 } });
    } catch {
      reject(STORAGE_ERRORS.invalidRequest('Malformed multipart body'));
      return;
    }
    let cacheControl = 'max-age=3600';
    let badCache: unknown;
    try {
      cacheControl = normaliseCache(cacheHeader);
    } catch (error) {
      badCache = error;
    }
    let pending: Promise<ReceivedFile> | undefined;
    let fileStream: Readable | undefined;
    // A client that goes away mid-upload: busboy never ends the file stream by itself, which kept
    // the temporary file and its handle open until restart. Destroying it makes disk.receive
    // delete the temporary file.
    req.once('close', () => {
      if (req.complete) return;
      const interrupted = STORAGE_ERRORS.invalidRequest('The upload was interrupted');
      fileStream?.destroy(interrupted);
      parser.destroy();
      reject(interrupted);
    });
    parser.on('field', (name, value) => {
      if (name !== 'cacheControl') return;
      try {
        cacheControl = normaliseCache(value);
      } catch (error) {
        badCache = error;
      }
    });
    parser.on('file', (_name, stream: Readable, info) => {
      fileStream = stream;
      pending = disk
        .receive(stream, limit, tooLarge)
        .then((file) => ({ ...file, contentType: info.mimeType.toLowerCase(), cacheControl }));
      pending.catch(() => stream.resume());
    });
    parser.on('error', () => reject(STORAGE_ERRORS.invalidRequest('Malformed multipart body')));
    parser.on('close', () => {
      if (!pending) reject(STORAGE_ERRORS.invalidRequest('The upload has no file'));
      else if (badCache)
        pending.then(
          (file) => disk.discard(file.tmp).finally(() => reject(badCache)),
          () => reject(badCache),
        );
      else pending.then((file) => resolve({ ...file, cacheControl }), reject);
    });
    req.pipe(parser);
  });
}

/**
 * `3600` or `max-age=3600` → `max-age=3600`; nothing → the default. Anything else is refused:
 * the value is sent back as a response header, and a CR/LF in it once made that object answer
 * 500 forever.
 */
export function normaliseCache(value: string | string[] | undefined): string {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!raw) return 'max-age=3600';
  const seconds = /^(?:max-age=)?(\d{1,10})$/.exec(raw)?.[1];
  if (seconds === undefined)
    throw STORAGE_ERRORS.invalidRequest('cacheControl must be a number of seconds (e.g. 3600 or max-age=3600)');
  return `max-age=${Number(seconds)}`;
}
