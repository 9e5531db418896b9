import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database';
import { quoteIdent } from '../db/database';
import { readJson } from '../http/body';
import type { Caller } from '../http/caller';
import { restError } from '../http/errors';
import { clientAddress, sendEmpty, sendJson } from '../http/respond';
import { pgErrorToHttp } from './pg-errors';
import { laneOf, type RpcGate } from './rpc-gate';

const BODY_LIMIT = 64 * 1024;
/** Small on purpose: the only function visitors call (count_visit) takes four short fields. */
const ANON_BODY_LIMIT = 4096;

interface FunctionInfo {
  /** Input arguments by name, with their types (each argument is cast to its own). */
  args: Map<string, string>;
  /** Those without a default: a call must name them (PostgREST lets a call leave out the rest). */
  required: string[];
  returnsSet: boolean;
  returnsVoid: boolean;
}

export interface RpcOptions {
  trustProxy: boolean;
  /** What a caller may cost (rpc-gate.ts): the router has admitted the call; here it is paced. */
  gate: RpcGate;
  /** A call may write (the administrators' functions): the read cache is told once it commits. */
  committed?: () => void;
}

/**
 * `POST /rest/v1/rpc/<function>`: PostgREST's call of a function in schema `public` with named
 * arguments (supabase-js `rpc(name, args)`), run as the caller, so the function's own grants and
 * checks decide (the administrators' and sessions' functions, the visit
 * counter). Only a POST with a JSON object whose keys are exactly the function's arguments; one
 * overload per name. `request.headers` carries the request's headers the way PostgREST sets them,
 * with `x-forwarded-for` naming the caller (TRUST_PROXY decides which address that is), so a
 * function reads the address as on hosted Supabase.
 */
export async function handleRpc(
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  caller: Caller,
  db: Database,
  options: RpcOptions,
): Promise<void> {
  if (req.method !== 'POST')
    throw restError(
      405,
      'PGRST117',
      `Unsupported HTTP method: ${req.method ?? ''} (the embedded backend calls functions with POST)`,
    );
  const address = clientAddress(req, options.trustProxy);
  const anonymous = caller.claims.role === 'anon';
  const args = await readArgs(req, anonymous ? ANON_BODY_LIMIT : BODY_LIMIT);
  const headers = { 'user-agent': first(req.headers['user-agent']) ?? '', 'x-forwarded-for': address };
  const call = async () => {
    const fn = await findFunction(db, name);
    const given = Object.keys(args).sort();
    if (!fn || given.some((arg) => !fn.args.has(arg)) || fn.required.some((arg) => !(arg in args))) {
      throw restError(
        404,
        'PGRST202',
        `Could not find the function public.${name}(${given.join(', ')}) in the schema cache`,
      );
    }
    const list = given.map((arg, i) => `${quoteIdent(arg)} => $${i + 1}::${fn.args.get(arg)!}`).join(', ');
    const invocation = `public.${quoteIdent(name)}(${list})`;
    const sql = fn.returnsSet
      ? `select coalesce(json_agg(r), '[]')::text as body from ${invocation} r`
      : `select to_json(${invocation})::text as body`;
    const params = given.map((arg) => {
      const value = args[arg];
      return value === null || value === undefined
        ? null
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
    });
    try {
      const body = await db.asCaller(
        caller.claims,
        async (tx) => (await tx.query<{ body: string | null }>(sql, params)).rows[0]?.body ?? 'null',
        headers,
      );
      return { body, returnsVoid: fn.returnsVoid };
    } catch (error) {
      throw pgErrorToHttp(error, caller.claims.role);
    }
  };
  // Calls reach the database one at a time, paced to a share of the time, a bounded number
  // waiting, signed-in callers first (rpc-gate.ts).
  const { body, returnsVoid } = await options.gate.run(call, laneOf(caller.claims));
  // A visitor's call (the visit counter) writes only what visitors cannot read: the read cache
  // stays, so a flood of counts does not empty it for every page read.
  if (!anonymous) options.committed?.();
  if (returnsVoid) return sendEmpty(res, 204);
  return sendJson(res, 200, body);
}

async function readArgs(req: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  const value = await readJson(req, limit, (why, kind) =>
    kind === 'nul'
      ? restError(400, '22P05', 'unsupported Unicode escape sequence', '\\u0000 cannot be converted to text.')
      : restError(400, 'PGRST102', 'Empty or invalid json', why),
  );
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'The arguments must be a JSON object');
  return value as Record<string, unknown>;
}

/**
 * Functions found, by name: they change only with a migration, which needs a restart (like the
 * table catalog, server/rest/catalog.ts). Names not found are not kept, so callers cannot fill it.
 */
const found = new WeakMap<Database, Map<string, FunctionInfo>>();

async function findFunction(db: Database, name: string): Promise<FunctionInfo | undefined> {
  const known = found.get(db) ?? new Map<string, FunctionInfo>();
  found.set(db, known);
  const cached = known.get(name);
  if (cached) return cached;
  const info = await lookUp(db, name);
  if (info) known.set(name, info);
  return info;
}

async function lookUp(db: Database, name: string): Promise<FunctionInfo | undefined> {
  const { rows } = await db.asOwner((tx) =>
    tx.query<{
      names: string[] | null;
      modes: string[] | null;
      types: string[];
      defaults: number;
      retset: boolean;
      rettype: string;
    }>(
      `select p.proargnames as names, p.proargmodes::text[] as modes,
              array(select format_type(t, null) from unnest(p.proargtypes) t) as types,
              p.pronargdefaults::int as defaults,
              p.proretset as retset, format_type(p.prorettype, null) as rettype
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
      [name],
    ),
  );
  if (rows.length !== 1) return undefined;
  const row = rows[0]!;
  // proargtypes lists the input arguments only; table-returning functions also list their output
  // columns among the names ('t' mode), which are left out.
  const inputs = (row.names ?? []).filter((_, i) => !row.modes || ['i', 'b', 'v'].includes(row.modes[i]!));
  return {
    args: new Map(inputs.map((n, i) => [n, row.types[i]!])),
    // Defaults belong to the last arguments.
    required: inputs.slice(0, inputs.length - row.defaults),
    returnsSet: row.retset,
    returnsVoid: row.rettype === 'void',
  };
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
