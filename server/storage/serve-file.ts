import { open, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';

export interface FileMeta {
  contentType: string;
  etag: string;
  lastModified: Date;
  cacheControl: string;
}

/**
 * Sends a file with its type, ETag, Last-Modified and cache headers, answering conditional
 * requests (304) and single byte ranges (206/416), which Safari and Chrome need to seek video.
 */
export async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  meta: FileMeta,
  extra: Record<string, string> = {},
): Promise<void> {
  // Opened first: a file deleted afterwards (a render evicted from the cache, an object removed)
  // is still read whole through this handle, never cut short after its Content-Length went out.
  const handle = await open(file, 'r');
  try {
    await sendOpened(req, res, handle, meta, extra);
  } finally {
    await handle.close().catch(() => {});
  }
}

async function sendOpened(
  req: IncomingMessage,
  res: ServerResponse,
  handle: FileHandle,
  meta: FileMeta,
  extra: Record<string, string>,
): Promise<void> {
  const { size } = await handle.stat();
  const headers: Record<string, string> = {
    'Content-Type': meta.contentType,
    ETag: meta.etag,
    'Last-Modified': meta.lastModified.toUTCString(),
    // Objects stored before uploads checked it may carry any text: only a plain max-age goes out.
    'Cache-Control': /^max-age=\d{1,10}$/.test(meta.cacheControl) ? meta.cacheControl : 'max-age=3600',
    'Accept-Ranges': 'bytes',
    ...extra,
  };
  const inm = req.headers['if-none-match'];
  if (inm && inm.split(',').some((t) => t.trim() === meta.etag || t.trim() === '*')) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const range = parseRange(req.headers.range, size, req.headers['if-range'] as string | undefined, meta.etag);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' });
    res.end();
    return;
  }
  const [start, end] = range ?? [0, size - 1];
  const length = size === 0 ? 0 : end - start + 1;
  res.writeHead(range ? 206 : 200, {
    ...headers,
    'Content-Length': String(length),
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {}),
  });
  if (req.method === 'HEAD' || length === 0) {
    res.end();
    return;
  }
  await pipeline(handle.createReadStream({ start, end, autoClose: false }), res).catch(() => res.destroy());
}

/** One `bytes=` range → [start, end] inclusive; several ranges or a stale If-Range → whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
  ifRange?: string,
  etag?: string,
): [number, number] | 'unsatisfiable' | undefined {
  if (!header || !header.startsWith('bytes=')) return undefined;
  if (ifRange && ifRange !== etag) return undefined;
  const spec = header.slice(6).trim();
  if (spec.includes(',')) return undefined;
  const match = /^(\d*)-(\d*)$/.exec(spec);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return [start, end];
}
