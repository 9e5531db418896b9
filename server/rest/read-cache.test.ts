import type { IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { readCacheKey } from './cache-key';
import { RestReadCache } from './read-cache';

const req = { headers: { accept: 'application/json' } } as unknown as IncomingMessage;
const key = (_cache: RestReadCache, query: string) =>
  readCacheKey('Project', new URL(`http://x/rest/v1/Project?${query}`), req.headers);

// A full collection before each reading, so the heap holds only what is still referenced.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heap = () => {
  gc();
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

describe('RestReadCache', () => {
  it('keeps no more memory than its bound, however many small queries it is sent', () => {
    const maxBytes = 2 * 1024 * 1024;
    const before = heap();
    const cache = new RestReadCache(maxBytes);
    for (let i = 0; i < 20_000; i++) {
      const query = `select=id,title&id=eq.${i}&order=id`;
      cache.store(key(cache, query), 0, { 'Content-Range': '0-0/*' }, `[{"id":${i},"title":"Casa ${i}"}]`);
    }
    const grown = heap() - before;
    expect(grown).toBeLessThanOrEqual(maxBytes);
    expect(cache.get(key(cache, 'select=id,title&id=eq.19999&order=id'))).toBeDefined();
  });

  it('gives a repeated parameter in another order its own entry (the last value wins)', () => {
    const cache = new RestReadCache();
    expect(key(cache, 'select=id&limit=1&limit=5')).not.toBe(key(cache, 'select=id&limit=5&limit=1'));
    expect(key(cache, 'select=id&limit=1&order=id')).toBe(key(cache, 'order=id&limit=1&select=id'));
  });
});
