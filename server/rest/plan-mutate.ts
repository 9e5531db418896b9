import { restError } from '../http/errors';
import type { TableInfo } from './catalog';
import type { MutatePlan } from './plan-types';
import type { MutateRequest, Preferences, Query } from './request';
import { SqlBuilder, asJsonBody, bindValue } from './sql';

/**
 * Rows one insert may carry. Each value is a bind parameter and Postgres takes at most 65,535
 * (past that the insert was a 500); 1000 rows of the widest table stay far below.
 */
export const MAX_INSERT_ROWS = 1000;

/**
 * A write's plan: the body becomes rows (each key a column of the table, PGRST204 otherwise), a
 * write without a filter is refused, and the statement returns the JSON body and the count.
 */
export function planMutate(request: MutateRequest): MutatePlan {
  const { method, table, query, prefs } = request;
  const builder = new SqlBuilder(table);
  const mutation =
    method === 'POST'
      ? insertSql(request.body, builder, query, prefs)
      : method === 'PATCH'
        ? updateSql(request.body, builder, query)
        : deleteSql(builder, query);
  const representation = prefs.return === 'representation';
  const single = request.single && representation;
  return {
    kind: 'mutate',
    method,
    statement:
      mutation === null
        ? null
        : {
            sql: asJsonBody(mutation, representation ? builder.projection(query) : '*', single),
            params: builder.params,
          },
    representation,
    single,
    rollback: prefs.rollback,
    preferenceApplied: `return=${prefs.return}${prefs.missingDefault ? ', missing=default' : ''}`,
  };
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

function insertSql(payload: unknown, b: SqlBuilder, query: Query, prefs: Preferences): string {
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
  const columns = query.columns ?? [...new Set(objects.flatMap((r) => Object.keys(r)))];
  columns.forEach((c) => checkPayloadColumn(b.table, c));
  if (columns.length === 0) return `insert into ${b.target} default values returning *`;
  const values = objects.map(
    (row) =>
      `(${columns.map((c) => (c in row ? b.bind(bindValue(row[c])) : prefs.missingDefault ? 'default' : 'null')).join(', ')})`,
  );
  const cols = columns.map((c) => b.column(c)).join(', ');
  return `insert into ${b.target} (${cols}) values ${values.join(', ')} returning *`;
}

function updateSql(payload: unknown, b: SqlBuilder, query: Query): string | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'PATCH takes one JSON object');
  }
  const entries = Object.entries(payload);
  if (entries.length === 0) return null;
  entries.forEach(([k]) => checkPayloadColumn(b.table, k));
  requireWhere(query, 'UPDATE');
  const sets = entries.map(([k, v]) => `${b.column(k)} = ${b.bind(bindValue(v))}`).join(', ');
  return `update ${b.target} set ${sets}${b.where(query)} returning *`;
}

function deleteSql(b: SqlBuilder, query: Query): string {
  requireWhere(query, 'DELETE');
  return `delete from ${b.target}${b.where(query)} returning *`;
}

/** Like Supabase's pg-safeupdate: a write without a filter would touch every row; refuse it. */
function requireWhere(query: Query, verb: string): void {
  if (query.filters.length === 0) throw restError(400, '21000', `${verb} requires a WHERE clause`);
}
