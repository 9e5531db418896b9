// What the parse step makes of a request (parse → plan → execute → respond, as PostgREST splits
// it): the typed request the plan step works from. Only the subset the app uses exists here;
// anything else is refused by the parser.
import type { TableInfo } from './catalog';

export type FilterOp = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'is' | 'in';

export interface Filter {
  column: string;
  op: FilterOp;
  negated: boolean;
  /** `eq`…`ilike`: one value; `in`: the list; `is`: null | true | false | unknown. */
  value: string | string[];
}

export interface SelectItem {
  column: string;
  alias?: string;
}

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

/** The query string: `select`, the filters, `order`, `limit`, `offset`, `columns`. */
export interface Query {
  /** Undefined means `*`. */
  select?: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** `columns=` for bulk inserts: which keys of the payload to use. */
  columns?: string[];
}

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only';
  count: boolean;
  missingDefault: boolean;
  rollback: boolean;
}

/** The request headers that change an answer, as the parse step read them. */
export type Headers = Record<string, string | string[] | undefined>;

/** `GET`/`HEAD /rest/v1/<table>`. */
export interface ReadRequest {
  kind: 'read';
  method: 'GET' | 'HEAD';
  table: TableInfo;
  query: Query;
  prefs: Preferences;
  /** `Accept: application/vnd.pgrst.object+json` (supabase-js `.single()`). */
  single: boolean;
}

/** `POST`/`PATCH`/`DELETE /rest/v1/<table>`, with the JSON body for the first two. */
export interface MutateRequest {
  kind: 'mutate';
  method: 'POST' | 'PATCH' | 'DELETE';
  table: TableInfo;
  query: Query;
  prefs: Preferences;
  single: boolean;
  body: unknown;
}

/** `POST /rest/v1/rpc/<function>` with its named arguments. */
export interface CallRequest {
  kind: 'call';
  name: string;
  args: Record<string, unknown>;
}

export type ApiRequest = ReadRequest | MutateRequest | CallRequest;
