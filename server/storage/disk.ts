import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { constants, copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';

/**
 * Object bytes on disk, one file per object, named by the object's id (never by its key, so a
 * key can never reach outside the folder). New uploads are written to a temporary file first and
 * moved into place only once the database row exists.
 */
export class Disk {
  constructor(readonly root: string) {}

  async init(): Promise<void> {
    await mkdir(path.join(this.root, 'objects'), { recursive: true });
    await mkdir(path.join(this.root, 'tmp'), { recursive: true });
    await mkdir(path.join(this.root, 'render-cache'), { recursive: true });
    // Leftovers of uploads interrupted by a crash.
    await rm(path.join(this.root, 'tmp'), { recursive: true, force: true });
    await mkdir(path.join(this.root, 'tmp'), { recursive: true });
  }

  objectPath(id: string): string {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`Not an object id: ${id}`);
    return path.join(this.root, 'objects', id.slice(0, 2), id);
  }

  /** Where rendered images are kept (server/storage/render-cache.ts). */
  get renderCacheDir(): string {
    return path.join(this.root, 'render-cache');
  }

  /** Streams `source` to a temporary file, refusing more than `limit` bytes. */
  async receive(
    source: Readable,
    limit: number,
    tooLarge: () => Error,
  ): Promise<{ tmp: string; size: number; md5: string }> {
    const tmp = path.join(this.root, 'tmp', randomUUID());
    const hash = createHash('md5');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > limit) return done(tooLarge());
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, meter, createWriteStream(tmp));
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    return { tmp, size, md5: hash.digest('hex') };
  }

  /** A temporary copy of an object's bytes (a clone where the file system can make one), to place under another id. */
  async copyToTmp(id: string): Promise<string> {
    const tmp = path.join(this.root, 'tmp', randomUUID());
    await copyFile(this.objectPath(id), tmp, constants.COPYFILE_FICLONE);
    return tmp;
  }

  async place(tmp: string, id: string): Promise<void> {
    const target = this.objectPath(id);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tmp, target);
  }

  async discard(file: string): Promise<void> {
    await rm(file, { force: true });
  }
}
