import { createHash } from 'node:crypto';
import type { Headers } from './request';

/**
 * The read cache's key for a visitor's read (read-cache.ts): a hash of the table, the query
 * parameters and every header that changes the answer. Grouped by name (a stable sort keeps the
 * order of a name's repeated values), so `a=1&b=2` and `b=2&a=1` share an entry while
 * `limit=1&limit=5` and `limit=5&limit=1` do not (a repeated parameter's last value wins).
 * `apikey` names the caller, not the answer.
 */
export function readCacheKey(table: string, url: URL, headers: Headers): string {
  const params = [...url.searchParams]
    .filter(([name]) => name !== 'apikey')
    .sort(([a], [b]) => (a === b ? 0 : a < b ? -1 : 1));
  const header = (name: string) => {
    const value = headers[name];
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
