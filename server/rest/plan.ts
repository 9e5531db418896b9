// The parsed form of a PostgREST request (parse → plan → execute → respond, as PostgREST splits
// it). Only the subset the app uses exists here; anything else is refused by the parser.

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

export interface ReadPlan {
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
