import { restError } from '../http/errors';
import type { Filter, FilterOp, OrderTerm, Preferences, Query, SelectItem } from './request';

const OPS = new Set<FilterOp>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in']);
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Query parameters that are not filters. `apikey` belongs to the gateway. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'apikey']);
const UNSUPPORTED = new Set(['or', 'and', 'not', 'on_conflict']);

function badRequest(message: string, details: string | null = null) {
  return restError(400, 'PGRST100', message, details);
}

/**
 * How many items one query may carry. The widest table has about 25 columns and the app's own
 * queries stay far below these; past them a query is refused before the database sees it (past
 * 1,664 columns Postgres itself fails, and a long list costs planning time an anonymous caller
 * could impose). The message names the parameter and the bound, never the client's whole list.
 */
export const QUERY_BOUNDS = { select: 200, order: 32, filters: 64, inList: 1000, columns: 200 } as const;

function bounded<T>(items: T[], bound: number, what: string, unit: string): T[] {
  if (items.length > bound)
    throw badRequest(
      `failed to parse ${what}: too many ${unit}`,
      `${what} may hold at most ${bound} ${unit}; this one has ${items.length}`,
    );
  return items;
}

function identifier(name: string, what: string): string {
  const trimmed = name.trim();
  if (!IDENT.test(trimmed)) {
    throw badRequest(
      `"${trimmed}" is not a supported ${what}`,
      'Only plain column names are supported by the embedded backend (no JSON paths, casts or embedded resources).',
    );
  }
  return trimmed;
}

function parseSelect(raw: string): SelectItem[] | undefined {
  if (raw.trim() === '*' || raw.trim() === '') return undefined;
  return bounded(raw.split(','), QUERY_BOUNDS.select, 'select parameter', 'columns').map((part) => {
    if (part.includes('('))
      throw badRequest(
        `failed to parse select parameter (${raw})`,
        'Embedding related resources is not supported by the embedded backend.',
      );
    const pieces = part.split(':');
    if (pieces.length > 2)
      throw badRequest(
        `failed to parse select parameter (${raw})`,
        'Casts are not supported by the embedded backend.',
      );
    return pieces.length === 2
      ? { alias: identifier(pieces[0]!, 'alias'), column: identifier(pieces[1]!, 'column') }
      : { column: identifier(pieces[0]!, 'column') };
  });
}

function parseOrder(raw: string): OrderTerm[] {
  return bounded(raw.split(','), QUERY_BOUNDS.order, 'order parameter', 'terms').map((term) => {
    const [column, ...mods] = term.split('.');
    const result: OrderTerm = { column: identifier(column ?? '', 'order column'), descending: false };
    for (const mod of mods) {
      if (mod === 'asc') result.descending = false;
      else if (mod === 'desc') result.descending = true;
      else if (mod === 'nullsfirst') result.nulls = 'first';
      else if (mod === 'nullslast') result.nulls = 'last';
      else
        throw badRequest(
          `failed to parse order (${raw})`,
          `unexpected "${mod}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        );
    }
    return result;
  });
}

function parseCount(raw: string, name: string): number {
  if (!/^\d+$/.test(raw)) throw badRequest(`failed to parse ${name} parameter (${raw})`);
  // Above 2^53 − 1 a JavaScript number is no longer exact: 9007199254740993 would quietly become
  // …992. Refused, as any other value that is not a count, instead of answering another query.
  const n = Number(raw);
  if (!Number.isSafeInteger(n))
    throw badRequest(
      `failed to parse ${name} parameter (${raw})`,
      `${name} must be at most ${Number.MAX_SAFE_INTEGER}`,
    );
  return n;
}

/** Splits `(a,b,"c,d")` into its items, honouring double quotes and backslash escapes. */
export function parseInList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')'))
    throw badRequest(`failed to parse filter (in.${raw})`, 'expecting a list like (a,b,c)');
  const body = raw.slice(1, -1);
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '\\' && i + 1 < body.length) current += body[++i];
      else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      items.push(current);
      current = '';
    } else current += ch;
  }
  if (quoted) throw badRequest(`failed to parse filter (in.${raw})`, 'unterminated quote');
  if (body.length > 0) items.push(current);
  return bounded(items, QUERY_BOUNDS.inList, 'in filter', 'values');
}

function parseFilter(column: string, raw: string): Filter {
  const name = identifier(column, 'filter column');
  let rest = raw;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = (dot < 0 ? rest : rest.slice(0, dot)) as FilterOp;
  if (dot < 0 || !OPS.has(op)) {
    throw badRequest(
      `failed to parse filter (${raw})`,
      `The operator "${dot < 0 ? rest : op}" is not supported by the embedded backend; use one of ${[...OPS].join(', ')}.`,
    );
  }
  const value = rest.slice(dot + 1);
  if (op === 'in') return { column: name, op, negated, value: parseInList(value) };
  if (op === 'is' && !['null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
    throw badRequest(`failed to parse filter (${raw})`, 'is. takes null, true, false or unknown');
  }
  return { column: name, op, negated, value };
}

export function parseQuery(params: URLSearchParams): Query {
  const query: Query = { filters: [], order: [] };
  bounded(
    [...params.keys()].filter((key) => !RESERVED.has(key)),
    QUERY_BOUNDS.filters,
    'query',
    'filters',
  );
  for (const [key, value] of params) {
    if (key === 'select') query.select = parseSelect(value);
    else if (key === 'order') query.order = parseOrder(value);
    else if (key === 'limit') query.limit = parseCount(value, 'limit');
    else if (key === 'offset') query.offset = parseCount(value, 'offset');
    else if (key === 'columns')
      query.columns = bounded(value.split(','), QUERY_BOUNDS.columns, 'columns parameter', 'columns').map(
        (c) => identifier(c.replaceAll('"', ''), 'column'),
      );
    else if (RESERVED.has(key)) continue;
    else if (UNSUPPORTED.has(key))
      throw badRequest(`The parameter "${key}" is not supported by the embedded backend`);
    else query.filters.push(parseFilter(key, value));
  }
  return query;
}

/** `Prefer` header values; unknown ones are refused rather than ignored, as every parameter outside the subset is. */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { return: 'minimal', count: false, missingDefault: false, rollback: false };
  if (!header) return prefs;
  for (const item of header
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [key, value] = item.split('=').map((s) => s.trim());
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only'))
      prefs.return = value;
    else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated'))
      prefs.count = true;
    else if (key === 'missing' && (value === 'default' || value === 'null'))
      prefs.missingDefault = value === 'default';
    else if (key === 'tx' && (value === 'commit' || value === 'rollback'))
      prefs.rollback = value === 'rollback';
    else if (key === 'handling' && (value === 'lenient' || value === 'strict')) continue;
    else throw restError(400, 'PGRST122', `Preference "${item}" is not supported by the embedded backend`);
  }
  return prefs;
}
