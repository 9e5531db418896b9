import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, Tx } from '../db/database';
import { readJson } from '../http/body';
import type { Caller } from '../http/caller';
import { HttpError, restError } from '../http/errors';
import { sendEmpty, sendJson } from '../http/respond';
import type { Catalog, TableInfo } from './catalog';
import { parsePrefer, parseQuery } from './parse';
import { pgErrorToHttp } from './pg-errors';
import type { Preferences, ReadPlan } from './plan';
import { matchesEtag } from './read-cache';
import { SqlBuilder, asJsonBody } from './sql';

const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';
const BODY_LIMIT = 1024 * 1024;
/**
 * Rows one insert may carry. Each value is a bind parameter and Postgres takes at most 65,535
 * (past that the insert was a 500); 1000 rows of the widest table stay far below.
 */
export const MAX_INSERT_ROWS = 1000;

interface Outcome {
  body: string;
  n: number;
}

/** `/rest/v1/<table>`: parse the request, plan SQL, execute it as the caller, respond. */
export async function handleRest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  tableName: string,
  caller: Caller,
  db: Database,
  catalog: Catalog,
  /** PostgREST's db-max-rows: no read answers more rows (server/limits.ts). */
  maxRows: number,
  /** For a cacheable read: keeps the answer (server/rest/read-cache.ts) and returns its ETag. */
  remember?: (headers: Record<string, string>, body: string) => string,
  /** Called once a write committed and changed rows (caches are emptied then, and only then). */
  committed?: () => void,
): Promise<void> {
  const method = req.method ?? 'GET';
  checkProfile(req, method);
  const single = wantsSingle(req.headers.accept);
  const table = catalog.table(tableName);
  if (!table) {
    throw restError(404, 'PGRST205', `Could not find the table 'public.${tableName}' in the schema cache`);
  }
  const plan = parseQuery(url.searchParams);
  const prefs = parsePrefer(header(req, 'prefer'));
  const builder = new SqlBuilder(table);

  if (method === 'GET' || method === 'HEAD') {
    // Like db-max-rows: a missing or larger limit becomes the cap; Content-Range says what came.
    plan.limit = Math.min(plan.limit ?? maxRows, maxRows);
    const rowsSql = `select * from ${builder.target}${builder.where(plan)}${builder.orderLimit(plan)}`;
    const out = await run(
      db,
      caller,
      builder,
      asJsonBody(rowsSql, builder.projection(plan), single),
      single,
      prefs,
    );
    const headers: Record<string, string> = {
      'Content-Range': contentRange(
        plan,
        out.n,
        prefs.count ? await count(db, caller, table, plan) : undefined,
      ),
    };
    if (remember) {
      headers.ETag = remember({ ...headers }, out.body);
      if (matchesEtag(req, headers.ETag)) return sendEmpty(res, 304, headers);
    }
    if (method === 'HEAD') return sendEmpty(res, 200, headers);
    return sendJson(res, 200, out.body, headers);
  }

  if (method === 'POST' || method === 'PATCH' || method === 'DELETE') {
    if (plan.limit !== undefined || plan.offset !== undefined || plan.order.length > 0) {
      throw restError(
        400,
        'PGRST100',
        `limit, offset and order are not supported on ${method} by the embedded backend`,
      );
    }
    const mutation =
      method === 'POST'
        ? await insertSql(req, builder, plan, prefs)
        : method === 'PATCH'
          ? await updateSql(req, builder, plan)
          : deleteSql(builder, plan);
    if (mutation === null) return sendJson(res, 200, '[]'); // PATCH with an empty object: nothing to do.
    const representation = prefs.return === 'representation';
    const sql = asJsonBody(
      mutation,
      representation ? builder.projection(plan) : '*',
      single && representation,
    );
    const out = await run(db, caller, builder, sql, single && representation, prefs);
    // A refused or rolled-back write changed nothing: what the caches hold is still true.
    if (out.n > 0 && !prefs.rollback) committed?.();
    const status = method === 'POST' ? 201 : representation ? 200 : 204;
    const headers = { 'Content-Range': `*/${out.n}`, 'Preference-Applied': preferenceApplied(prefs) };
    if (!representation) return sendEmpty(res, status, headers);
    return sendJson(res, status, out.body, headers);
  }

  throw restError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

async function run(
  db: Database,
  caller: Caller,
  builder: SqlBuilder,
  sql: string,
  single: boolean,
  prefs: Preferences,
): Promise<Outcome> {
  try {
    return await db.asCaller(caller.claims, async (tx: Tx) => {
      const { rows } = await tx.query<Outcome>(sql, builder.params);
      const out = rows[0] ?? { body: '[]', n: 0 };
      // .single() on a write that touched 0 or 2+ rows is refused and rolled back, as PostgREST does.
      if (single && out.n !== 1) throw singleError(out.n);
      if (prefs.rollback) await tx.rollback();
      return out;
    });
  } catch (error) {
    throw pgErrorToHttp(error, caller.claims.role);
  }
}

async function count(db: Database, caller: Caller, table: TableInfo, plan: ReadPlan): Promise<number> {
  const builder = new SqlBuilder(table);
  const sql = `select count(*)::int as n from ${builder.target}${builder.where({ ...plan, order: [] })}`;
  try {
    return await db.asCaller(
      caller.claims,
      async (tx) => (await tx.query<{ n: number }>(sql, builder.params)).rows[0]!.n,
    );
  } catch (error) {
    throw pgErrorToHttp(error, caller.claims.role);
  }
}

function singleError(n: number): HttpError {
  return restError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${n} rows`,
  );
}

function contentRange(plan: ReadPlan, n: number, total: number | undefined): string {
  const start = plan.offset ?? 0;
  const range = n === 0 ? '*' : `${start}-${start + n - 1}`;
  return `${range}/${total ?? '*'}`;
}

function preferenceApplied(prefs: Preferences): string {
  return `return=${prefs.return}${prefs.missingDefault ? ', missing=default' : ''}`;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function wantsSingle(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((t) => t.split(';')[0]!.trim().toLowerCase());
  if (types.includes(OBJECT_MEDIA)) return true;
  if (types.some((t) => t === 'application/json' || t === '*/*' || t === 'application/*')) return false;
  throw restError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

function checkProfile(req: IncomingMessage, method: string): void {
  const profile =
    method === 'GET' || method === 'HEAD' ? req.headers['accept-profile'] : req.headers['content-profile'];
  if (profile !== undefined && profile !== 'public') {
    throw restError(406, 'PGRST106', 'The schema must be one of the following: public');
  }
}

async function body(req: IncomingMessage): Promise<unknown> {
  const malformed = (why: string) => restError(400, 'PGRST102', 'Empty or invalid json', why);
  // A NUL is refused as Postgres refuses it when PostgREST hands it the body.
  const value = await readJson(req, BODY_LIMIT, (why, kind) =>
    kind === 'nul'
      ? restError(400, '22P05', 'unsupported Unicode escape sequence', '\\u0000 cannot be converted to text.')
      : malformed(why),
  );
  if (value === undefined) throw malformed('The request body is empty');
  return value;
}

function bindValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function checkPayloadColumn(table: TableInfo, key: string): void {
  if (!table.columns.has(key)) {
    throw restError(
      400,
      'PGRST204',
      `Could not find the '${key}' column of '${table.name}' in the schema cache`,
    );
  }
}

async function insertSql(
  req: IncomingMessage,
  b: SqlBuilder,
  plan: ReadPlan,
  prefs: Preferences,
): Promise<string> {
  const payload = await body(req);
  const rows = Array.isArray(payload) ? payload : [payload];
  if (rows.length === 0) return `select * from ${b.target} where false`;
  if (rows.length > MAX_INSERT_ROWS) {
    throw restError(
      400,
      '54000',
      `An insert may carry at most ${MAX_INSERT_ROWS} rows; this one has ${rows.length}`,
      null,
      'Send the rows in several requests',
    );
  }
  if (!rows.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) {
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'Each row must be a JSON object');
  }
  const objects = rows as Record<string, unknown>[];
  const columns = plan.columns ?? [...new Set(objects.flatMap((r) => Object.keys(r)))];
  columns.forEach((c) => checkPayloadColumn(b.table, c));
  if (columns.length === 0) return `insert into ${b.target} default values returning *`;
  const values = objects.map(
    (row) =>
      `(${columns.map((c) => (c in row ? b.bind(bindValue(row[c])) : prefs.missingDefault ? 'default' : 'null')).join(', ')})`,
  );
  const cols = columns.map((c) => b.column(c)).join(', ');
  return `insert into ${b.target} (${cols}) values ${values.join(', ')} returning *`;
}

async function updateSql(req: IncomingMessage, b: SqlBuilder, plan: ReadPlan): Promise<string | null> {
  const payload = await body(req);
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'PATCH takes one JSON object');
  }
  const entries = Object.entries(payload);
  if (entries.length === 0) return null;
  entries.forEach(([k]) => checkPayloadColumn(b.table, k));
  requireWhere(plan, 'UPDATE');
  const sets = entries.map(([k, v]) => `${b.column(k)} = ${b.bind(bindValue(v))}`).join(', ');
  return `update ${b.target} set ${sets}${b.where(plan)} returning *`;
}

function deleteSql(b: SqlBuilder, plan: ReadPlan): string {
  requireWhere(plan, 'DELETE');
  return `delete from ${b.target}${b.where(plan)} returning *`;
}

/** Like Supabase's pg-safeupdate: a write without a filter would touch every row; refuse it. */
function requireWhere(plan: ReadPlan, verb: string): void {
  if (plan.filters.length === 0) throw restError(400, '21000', `${verb} requires a WHERE clause`);
}
