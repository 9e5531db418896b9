import type { Claims, Database, Tx } from '../db/database';
import { HttpError, restError } from '../http/errors';
import { findFunction } from './functions';
import { pgErrorToHttp } from './pg-errors';
import { callStatement } from './plan-call';
import type { CallPlan, MutatePlan, ReadPlan, Statement } from './plan-types';
import type { CachedRead, RestReadCache } from './read-cache';
import type { RpcGate } from './rpc-gate';

// The execute step: a plan's SQL runs under the caller's role (their grants and row-level
// policies decide), reads go through the read cache, calls through the RPC gate.

export interface ExecuteDeps {
  db: Database;
  /** Visitors' reads, kept until a write commits (read-cache.ts). */
  readCache: RestReadCache;
  rpcGate: RpcGate;
  /** A write committed: served pages and cached reads are emptied (only then). */
  committed: () => void;
}

/** A JSON body and the number of rows in it. */
export interface Outcome {
  body: string;
  n: number;
}

export type ReadResult =
  | { cached: CachedRead }
  | {
      cached?: undefined;
      out: Outcome;
      /** `Prefer: count=exact`: every matching row, past the limit. */
      total?: number;
      /** For a visitor's read: keeps the answer and returns its ETag. */
      keep?: (headers: Record<string, string>, body: string) => string;
    };

export async function executeRead(plan: ReadPlan, claims: Claims, deps: ExecuteDeps): Promise<ReadResult> {
  const { readCache } = deps;
  const key = plan.cacheKey;
  if (key !== undefined) {
    const hit = readCache.get(key);
    if (hit) return { cached: hit };
  }
  // A read is kept only if no write committed while it ran (read-cache.ts).
  const since = readCache.generation;
  const out = await run(deps.db, claims, plan.rows, plan.single, plan.rollback);
  const total = plan.count ? await count(deps.db, claims, plan.count) : undefined;
  const keep =
    key === undefined
      ? undefined
      : (headers: Record<string, string>, body: string) => readCache.store(key, since, headers, body);
  return { out, total, keep };
}

/** Null: nothing to do (a PATCH of an empty object). */
export async function executeMutate(
  plan: MutatePlan,
  claims: Claims,
  deps: ExecuteDeps,
): Promise<Outcome | null> {
  if (!plan.statement) return null;
  const out = await run(deps.db, claims, plan.statement, plan.single, plan.rollback);
  // A refused or rolled-back write changed nothing: what the caches hold is still true.
  if (out.n > 0 && !plan.rollback) deps.committed();
  return out;
}

/**
 * Calls reach the database one at a time, paced to a share of the time, a bounded number
 * waiting, signed-in callers first (rpc-gate.ts); the function's signature is looked up there too.
 */
export async function executeCall(
  plan: CallPlan,
  claims: Claims,
  deps: ExecuteDeps,
): Promise<{ body: string; returnsVoid: boolean }> {
  const lane = deps.rpcGate.laneFor(plan.lane, plan.name, plan.args);
  const result = await deps.rpcGate.run(async () => {
    const fn = await findFunction(deps.db, plan.name);
    const statement = callStatement(plan, fn);
    try {
      const body = await deps.db.asCaller(
        claims,
        async (tx) =>
          (await tx.query<{ body: string | null }>(statement.sql, statement.params)).rows[0]?.body ?? 'null',
        plan.headers,
      );
      return { body, returnsVoid: fn!.returnsVoid };
    } catch (error) {
      throw pgErrorToHttp(error, claims.role);
    }
  }, lane);
  deps.rpcGate.answered(plan.name, result.body);
  // A visitor's call (the visit counter, the contact form) writes only what visitors cannot read:
  // the read cache stays, so a flood of counts or messages does not empty it for every page read.
  if (plan.lane !== 'visitor') deps.committed();
  return result;
}

async function run(
  db: Database,
  claims: Claims,
  statement: Statement,
  single: boolean,
  rollback: boolean,
): Promise<Outcome> {
  try {
    return await db.asCaller(claims, async (tx: Tx) => {
      const { rows } = await tx.query<Outcome>(statement.sql, statement.params);
      const out = rows[0] ?? { body: '[]', n: 0 };
      // .single() on a write that touched 0 or 2+ rows is refused and rolled back, as PostgREST does.
      if (single && out.n !== 1) throw singleError(out.n);
      if (rollback) await tx.rollback();
      return out;
    });
  } catch (error) {
    throw pgErrorToHttp(error, claims.role);
  }
}

async function count(db: Database, claims: Claims, statement: Statement): Promise<number> {
  try {
    return await db.asCaller(
      claims,
      async (tx) => (await tx.query<{ n: number }>(statement.sql, statement.params)).rows[0]!.n,
    );
  } catch (error) {
    throw pgErrorToHttp(error, claims.role);
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
