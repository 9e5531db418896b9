import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendEmpty, sendJson } from '../http/respond';

export interface CachedRead {
  headers: Record<string, string>;
  /** The answer's bytes: a Buffer, so what it costs is its length (a string's is not known). */
  body: Buffer;
  etag: string;
}

/**
 * What one entry costs besides its body and headers: the Map slot, the entry and headers objects,
 * the Buffer object, the ETag and the key (a fixed-size hash). Measured with `node --expose-gc`
 * on 20,000 small entries: about 0.45 KiB of heap each (1.2 KiB of RSS while they were made);
 * counted generously, since undercounting is what let 57,620 queries take 133 MB.
 */
export const ENTRY_OVERHEAD_BYTES = 1024;

/**
 * Anonymous REST reads kept in memory until the next committed write. Visitors' reads change only
 * when an administrator writes, yet each ran a fresh transaction on the one PGlite connection.
 *
 * Only the anon role is cached (a signed-in caller always runs as itself). The key is a hash of
 * the table, the query parameters in their own order (a repeated parameter's last value wins,
 * so `limit=1&limit=5` and `limit=5&limit=1` are different queries) and every header that
 * changes the answer. A committed write bumps the generation (server/app.ts via
 * server/rest/handler.ts); a refused one changes nothing and keeps the cache. A read is kept only
 * if no bump happened while it ran, so an answer that may predate a write is never served after it.
 * Bounded by what the entries really take in memory, least recently used first; large answers
 * are not kept.
 */
export class RestReadCache {
  private readonly entries = new Map<string, CachedRead>();
  private bytes = 0;
  private gen = 0;

  constructor(
    readonly maxBytes = 16 * 1024 * 1024,
    readonly maxEntryBytes = 1024 * 1024,
  ) {}

  get generation(): number {
    return this.gen;
  }

  /** Bytes the kept answers take (as counted against maxBytes). */
  get size(): number {
    return this.bytes;
  }

  invalidate(): void {
    this.gen += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  /** The cache key of an anonymous read. */
  key(req: IncomingMessage, url: URL, table: string): string {
    // Grouped by name (a stable sort keeps the order of a name's repeated values), so `a=1&b=2`
    // and `b=2&a=1` share an entry while `limit=1&limit=5` and `limit=5&limit=1` do not.
    const params = [...url.searchParams]
      .filter(([name]) => name !== 'apikey')
      .sort(([a], [b]) => (a === b ? 0 : a < b ? -1 : 1));
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(',') : (value ?? '');
    };
    const parts = JSON.stringify([
      table,
      params,
      header('accept'),
      header('prefer'),
      header('range'),
      header('range-unit'),
      header('accept-profile'),
    ]);
    // A fixed-size key: a long query string costs its bytes once while hashed, not while kept.
    return createHash('sha256').update(parts).digest('base64url');
  }

  get(key: string): CachedRead | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  private static cost(entry: CachedRead): number {
    let headers = 0;
    for (const [name, value] of Object.entries(entry.headers)) headers += 2 * (name.length + value.length);
    return entry.body.length + headers + ENTRY_OVERHEAD_BYTES;
  }

  /** Keeps an answer computed while the generation was `since`; returns its ETag either way. */
  store(key: string, since: number, headers: Record<string, string>, body: string): string {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    if (since !== this.gen || Buffer.byteLength(body) > this.maxEntryBytes) return etag;
    const entry: CachedRead = { headers, body: Buffer.from(body), etag };
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= RestReadCache.cost(old);
    }
    this.entries.set(key, entry);
    this.bytes += RestReadCache.cost(entry);
    for (const [oldKey, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= RestReadCache.cost(kept);
    }
    return etag;
  }
}

/** Whether an If-None-Match header names this ETag (weak comparison, as HTTP asks for GET). */
export function matchesEtag(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** Answers a read from the cache: 304 when the client has it, headers only for HEAD. */
export function sendCachedRead(req: IncomingMessage, res: ServerResponse, hit: CachedRead): void {
  const headers = { ...hit.headers, ETag: hit.etag };
  if (matchesEtag(req, hit.etag)) return sendEmpty(res, 304, headers);
  if (req.method === 'HEAD') return sendEmpty(res, 200, headers);
  sendJson(res, 200, hit.body, headers);
}
