import { createHash } from 'node:crypto';

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
 * Only the anon role is cached (a signed-in caller always runs as itself); the key is made by the
 * plan step (cache-key.ts). A committed write bumps the generation (server/app.ts, told by
 * server/rest/execute.ts); a refused one changes nothing and keeps the cache. A read is kept only
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
