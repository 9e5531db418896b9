import type { Query, ReadRequest } from './request';
import { readCacheKey } from './cache-key';
import type { RawRequest } from './parse';
import type { ReadPlan, Statement } from './plan-types';
import { SqlBuilder, asJsonBody } from './sql';

/**
 * A read's plan: the row cap (like PostgREST's db-max-rows, a missing or larger limit becomes
 * the cap; Content-Range says what came), the columns checked against the catalog (filters, then
 * order, then select: an unknown one is 42703), and for a visitor the read cache's key.
 */
export function planRead(request: ReadRequest, raw: RawRequest, maxRows: number): ReadPlan {
  const query: Query = { ...request.query, limit: Math.min(request.query.limit ?? maxRows, maxRows) };
  const builder = new SqlBuilder(request.table);
  const rowsSql = `select * from ${builder.target}${builder.where(query)}${builder.orderLimit(query)}`;
  const rows: Statement = {
    sql: asJsonBody(rowsSql, builder.projection(query), request.single),
    params: builder.params,
  };
  return {
    kind: 'read',
    method: request.method,
    rows,
    count: request.prefs.count ? countStatement(request) : undefined,
    single: request.single,
    rollback: request.prefs.rollback,
    offset: query.offset ?? 0,
    // Only the anon role is cached: a signed-in caller always runs as itself.
    cacheKey: raw.role === 'anon' ? readCacheKey(request.table.name, raw.url, raw.headers) : undefined,
  };
}

function countStatement(request: ReadRequest): Statement {
  const builder = new SqlBuilder(request.table);
  const sql = `select count(*)::int as n from ${builder.target}${builder.where({ ...request.query, order: [] })}`;
  return { sql, params: builder.params };
}
