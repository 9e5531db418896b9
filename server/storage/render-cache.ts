import { randomUUID } from 'node:crypto';
import { readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Rendered images on disk, bounded in bytes: least recently used renders are deleted once the
 * total passes `maxBytes`. Each render is written to a temporary name and renamed into place, so
 * a reader never sees half a file (concurrent first requests once got truncated bodies).
 */
export class RenderCache {
  /** key → size and last use; Map order is the LRU order (oldest first). */
  private readonly entries = new Map<string, number>();
  private total = 0;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  /** Learns what an earlier run left, oldest use first; drops unfinished temporaries. */
  async init(): Promise<void> {
    const found: { key: string; size: number; used: number }[] = [];
    for (const name of await readdir(this.dir)) {
      const file = path.join(this.dir, name);
      if (name.includes('.')) {
        await rm(file, { force: true });
        continue;
      }
      const info = await stat(file);
      found.push({ key: name, size: info.size, used: Math.max(info.atimeMs, info.mtimeMs) });
    }
    for (const entry of found.sort((a, b) => a.used - b.used)) this.remember(entry.key, entry.size);
    await this.evict();
  }

  path(key: string): string {
    return path.join(this.dir, key);
  }

  /** The file of a cached render (marked as just used), or null. */
  hit(key: string): string | null {
    const size = this.entries.get(key);
    if (size === undefined) return null;
    this.entries.delete(key);
    this.entries.set(key, size);
    return this.path(key);
  }

  async store(key: string, bytes: Buffer): Promise<string> {
    const file = this.path(key);
    const tmp = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    this.remember(key, bytes.length);
    await this.evict(key);
    return file;
  }

  get bytes(): number {
    return this.total;
  }

  private remember(key: string, size: number): void {
    this.total -= this.entries.get(key) ?? 0;
    this.entries.delete(key);
    this.entries.set(key, size);
    this.total += size;
  }

  /** Deletes the oldest renders until the total fits (never `keep`, the one being answered). */
  private async evict(keep?: string): Promise<void> {
    for (const [key, size] of this.entries) {
      if (this.total <= this.maxBytes) return;
      if (key === keep) continue;
      this.entries.delete(key);
      this.total -= size;
      await rm(this.path(key), { force: true });
    }
  }
}
