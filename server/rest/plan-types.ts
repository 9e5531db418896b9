// What the plan step hands the execute step (parse → plan → execute → respond): checked against
// the catalog, bounded, and turned into parameterised SQL. Nothing here has touched the database.
import type { RpcLane } from './rpc-gate';

/** One statement and its bound values. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** A read: its rows as one JSON body and their count, and what the answer's headers need. */
export interface ReadPlan {
  kind: 'read';
  method: 'GET' | 'HEAD';
  rows: Statement;
  /** `Prefer: count=exact`: the statement counting every matching row. */
  count?: Statement;
  /** `.single()`: anything but one row is refused (PGRST116). */
  single: boolean;
  /** `Prefer: tx=rollback`. */
  rollback: boolean;
  /** The first row's position, for Content-Range. */
  offset: number;
  /** A visitor's read: where its answer is kept (cache-key.ts); undefined for anyone else. */
  cacheKey?: string;
}

/** A write: the statement returning the JSON body and the count of rows it touched. */
export interface MutatePlan {
  kind: 'mutate';
  method: 'POST' | 'PATCH' | 'DELETE';
  /** Null: a PATCH of an empty object, nothing to do. */
  statement: Statement | null;
  /** `Prefer: return=representation`: the rows come back in the body. */
  representation: boolean;
  single: boolean;
  rollback: boolean;
  /** The Preference-Applied header. */
  preferenceApplied: string;
}

/** A function call: its arguments in order, waiting for the function's signature. */
export interface CallPlan {
  kind: 'call';
  name: string;
  /** The arguments' names, sorted (the order of `params`). */
  given: string[];
  /** The named arguments as sent, to check against the function's signature. */
  args: Record<string, unknown>;
  params: unknown[];
  /** `request.headers` as PostgREST sets them for the function. */
  headers: Record<string, string>;
  /** Whose line the call waits in (rpc-gate.ts). */
  lane: RpcLane;
}

/** A function of schema `public`, as the catalog describes it (functions.ts). */
export interface FunctionInfo {
  /** Input arguments by name, with their types (each argument is cast to its own). */
  args: Map<string, string>;
  /** Those without a default: a call must name them (PostgREST lets a call leave out the rest). */
  required: string[];
  returnsSet: boolean;
  returnsVoid: boolean;
}

export type Plan = ReadPlan | MutatePlan | CallPlan;
