import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendEmpty, sendJson } from '../http/respond';

export interface CachedRead {
  headers: Record<string, string>;
  body: string;
  etag: string;
}

/**
 * Anonymous REST reads kept in memory until the next write. Visitors' reads change only when an
 * administrator writes, yet each ran a fresh transaction on the one PGlite connection (issue 12).
 *
 * Only the anon role is cached (a signed-in caller always runs as itself). The key is the table
 * and the normalised query plus every header that changes the answer. A write bumps the
 * generation when it starts and when it ends (server/app.ts), and a read is kept only if no bump
 * happened while it ran, so an answer that may predate a write is never served after it.
 * Bounded in bytes, least recently used first; large answers are not kept.
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

  invalidate(): void {
    this.gen += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  /** The cache key of an anonymous read, or null when the request must not be cached. */
  key(req: IncomingMessage, url: URL, table: string): string {
    const params = [...url.searchParams]
      .filter(([name]) => name !== 'apikey')
      .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1));
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(',') : (value ?? '');
    };
    return JSON.stringify([
      table,
      params,
      header('accept'),
      header('prefer'),
      header('range'),
      header('range-unit'),
      header('accept-profile'),
    ]);
  }

  get(key: string): CachedRead | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Keeps an answer computed while the generation was `since`; returns its ETag either way. */
  store(key: string, since: number, headers: Record<string, string>, body: string): string {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const size = Buffer.byteLength(body) + key.length;
    if (since !== this.gen || size > this.maxEntryBytes) return etag;
    this.entries.set(key, { headers, body, etag });
    this.bytes += size;
    for (const [oldKey, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= Buffer.byteLength(entry.body) + oldKey.length;
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
