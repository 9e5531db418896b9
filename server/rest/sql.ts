import { quoteIdent } from '../db/database';
import { restError } from '../http/errors';
import type { TableInfo } from './catalog';
import type { Filter, Query } from './request';

// Builds parameterised SQL from a checked plan. Identifiers come only from the catalog and are
// quoted; every value is a bound parameter.

export class SqlBuilder {
  readonly params: unknown[] = [];
  constructor(readonly table: TableInfo) {}

  get target(): string {
    return `public.${quoteIdent(this.table.name)}`;
  }

  column(name: string): string {
    if (!this.table.columns.has(name)) {
      throw restError(400, '42703', `column ${this.table.name}.${name} does not exist`);
    }
    return quoteIdent(name);
  }

  bind(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  private condition(filter: Filter): string {
    const col = this.column(filter.column);
    const value = filter.value;
    let sql: string;
    switch (filter.op) {
      case 'eq':
        sql = `${col} = ${this.bind(value)}`;
        break;
      case 'neq':
        sql = `${col} <> ${this.bind(value)}`;
        break;
      case 'gt':
        sql = `${col} > ${this.bind(value)}`;
        break;
      case 'gte':
        sql = `${col} >= ${this.bind(value)}`;
        break;
      case 'lt':
        sql = `${col} < ${this.bind(value)}`;
        break;
      case 'lte':
        sql = `${col} <= ${this.bind(value)}`;
        break;
      // PostgREST accepts * as the wildcard so URLs need no %-escaping.
      case 'like':
        sql = `${col}::text like ${this.bind(String(value).replaceAll('*', '%'))}`;
        break;
      case 'ilike':
        sql = `${col}::text ilike ${this.bind(String(value).replaceAll('*', '%'))}`;
        break;
      case 'is':
        sql = `${col} is ${String(value).toLowerCase()}`;
        break; // validated: null|true|false|unknown
      case 'in':
        sql = `${col}::text = any(${this.bind(value as string[])}::text[])`;
        break;
    }
    return filter.negated ? `not (${sql})` : sql;
  }

  where(plan: Query): string {
    if (plan.filters.length === 0) return '';
    return ` where ${plan.filters.map((f) => this.condition(f)).join(' and ')}`;
  }

  /** The select list for the response (`*` or the chosen columns, with aliases). */
  projection(plan: Query): string {
    if (!plan.select) return '*';
    return plan.select
      .map((item) =>
        item.alias ? `${this.column(item.column)} as ${quoteIdent(item.alias)}` : this.column(item.column),
      )
      .join(', ');
  }

  orderLimit(plan: Query): string {
    let sql = '';
    if (plan.order.length > 0) {
      sql +=
        ' order by ' +
        plan.order
          .map(
            (o) =>
              `${this.column(o.column)} ${o.descending ? 'desc' : 'asc'}${o.nulls ? ` nulls ${o.nulls}` : ''}`,
          )
          .join(', ');
    }
    if (plan.limit !== undefined) sql += ` limit ${this.bind(plan.limit)}`;
    if (plan.offset !== undefined) sql += ` offset ${this.bind(plan.offset)}`;
    return sql;
  }
}

/** Wraps a row-producing statement so Postgres returns the JSON body and the row count. */
export function asJsonBody(rowsSql: string, projection: string, single: boolean): string {
  const agg = single ? `(array_agg(to_json(r)))[1]` : `coalesce(json_agg(r), '[]'::json)`;
  return `with rows as (${rowsSql}) select ${agg}::text as body, count(*)::int as n from (select ${projection} from rows) r`;
}

/** A JSON value as a bound parameter: objects and arrays as their JSON text, the rest as text. */
export function bindValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
