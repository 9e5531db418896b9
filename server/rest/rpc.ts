import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database';
import { quoteIdent } from '../db/database';
import { readJson } from '../http/body';
import type { Caller } from '../http/caller';
import { restError } from '../http/errors';
import { sendEmpty, sendJson } from '../http/respond';
import { pgErrorToHttp } from './pg-errors';

const BODY_LIMIT = 64 * 1024;

interface FunctionInfo {
  args: string[];
  returnsSet: boolean;
  returnsVoid: boolean;
}

/**
 * `POST /rest/v1/rpc/<function>`: PostgREST's call of a function in schema `public` with named
 * arguments (supabase-js `rpc(name, args)`), run as the caller, so the function's own grants and
 * checks decide (the administrators' and sessions' functions, issue 30). Only a POST with a JSON
 * object whose keys are exactly the function's arguments; one overload per name.
 */
export async function handleRpc(
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  caller: Caller,
  db: Database,
  committed?: () => void,
): Promise<void> {
  if (req.method !== 'POST')
    throw restError(
      405,
      'PGRST117',
      `Unsupported HTTP method: ${req.method ?? ''} (the embedded backend calls functions with POST)`,
    );
  const args = await readArgs(req);
  const fn = await lookUp(db, name);
  const given = Object.keys(args).sort();
  if (!fn || given.join(',') !== [...fn.args].sort().join(',')) {
    throw restError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${given.join(', ')}) in the schema cache`,
    );
  }
  const call = `public.${quoteIdent(name)}(${given.map((arg, i) => `${quoteIdent(arg)} => $${i + 1}`).join(', ')})`;
  const sql = fn.returnsSet
    ? `select coalesce(json_agg(r), '[]')::text as body from ${call} r`
    : `select to_json(${call})::text as body`;
  const params = given.map((arg) => {
    const value = args[arg];
    return value === null || typeof value !== 'object' ? value : JSON.stringify(value);
  });
  let body: string;
  try {
    body = await db.asCaller(caller.claims, async (tx) => {
      const { rows } = await tx.query<{ body: string | null }>(sql, params);
      return rows[0]?.body ?? 'null';
    });
  } catch (error) {
    throw pgErrorToHttp(error, caller.claims.role);
  }
  committed?.();
  if (fn.returnsVoid) return sendEmpty(res, 204);
  return sendJson(res, 200, body);
}

async function readArgs(req: IncomingMessage): Promise<Record<string, unknown>> {
  const value = await readJson(req, BODY_LIMIT, (why, kind) =>
    kind === 'nul'
      ? restError(400, '22P05', 'unsupported Unicode escape sequence', '\\u0000 cannot be converted to text.')
      : restError(400, 'PGRST102', 'Empty or invalid json', why),
  );
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'The arguments must be a JSON object');
  return value as Record<string, unknown>;
}

async function lookUp(db: Database, name: string): Promise<FunctionInfo | undefined> {
  const { rows } = await db.asOwner((tx) =>
    tx.query<{
      args: string[] | null;
      modes: string[] | null;
      retset: boolean;
      rettype: string;
    }>(
      `select p.proargnames as args, p.proargmodes::text[] as modes, p.proretset as retset,
            format_type(p.prorettype, null) as rettype
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
      [name],
    ),
  );
  if (rows.length !== 1) return undefined;
  const row = rows[0]!;
  // Table-returning functions list their output columns among the argument names ('t' mode).
  const args = (row.args ?? []).filter((_, i) => !row.modes || ['i', 'b'].includes(row.modes[i]!));
  return { args, returnsSet: row.retset, returnsVoid: row.rettype === 'void' };
}
