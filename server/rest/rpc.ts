import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database';
import { readJson } from '../http/body';
import type { Caller } from '../http/caller';
import { restError } from '../http/errors';
import { clientAddress, sendJson } from '../http/respond';
import { pgErrorToHttp } from './pg-errors';
import type { RpcGate } from './rpc-gate';

/** Small on purpose: the only function the site calls takes four short fields. */
const RPC_BODY_LIMIT = 4096;

interface Signature {
  args: Map<string, string>;
}

/**
 * `POST /rest/v1/rpc/<function>` with a JSON object of named arguments, as PostgREST answers it:
 * the function in schema `public` runs as the caller (its EXECUTE grant decides) and the result
 * comes back as JSON. `request.headers` carries the request's headers the way PostgREST sets
 * them, with `x-forwarded-for` naming the caller (TRUST_PROXY decides which address that is), so
 * a function reads the address as on hosted Supabase.
 */
export async function handleRpc(
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  caller: Caller,
  db: Database,
  trustProxy: boolean,
  gate: RpcGate,
): Promise<void> {
  if (req.method !== 'POST') throw restError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
  const address = clientAddress(req, trustProxy);
  gate.admit(address);
  const payload = await readJson(req, RPC_BODY_LIMIT, (why) =>
    restError(400, 'PGRST102', 'Empty or invalid json', why),
  );
  const args = payload ?? {};
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'The arguments must be one JSON object');
  }
  const entries = Object.entries(args as Record<string, unknown>);
  const headers = { 'user-agent': first(req.headers['user-agent']) ?? '', 'x-forwarded-for': address };
  // Every step that reaches the database goes through the gate (rpc-gate.ts).
  const body = await gate.run(async () => {
    const signature = await findFunction(db, name);
    const unknown = entries.find(([key]) => !signature?.args.has(key));
    if (!signature || unknown) {
      const names = entries.map(([k]) => k).join(', ');
      throw restError(
        404,
        'PGRST202',
        `Could not find the function public.${name}(${names}) in the schema cache`,
      );
    }
    const params = entries.map(([, v]) =>
      v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v),
    );
    const list = entries
      .map(([key], i) => `${quote(key)} => $${i + 1}::${signature.args.get(key)!}`)
      .join(', ');
    try {
      return await db.asCaller(
        caller.claims,
        async (tx) =>
          (
            await tx.query<{ body: string }>(
              `select to_json(public.${quote(name)}(${list}))::text as body`,
              params,
            )
          ).rows[0]!.body,
        headers,
      );
    } catch (error) {
      throw pgErrorToHttp(error, caller.claims.role);
    }
  });
  return sendJson(res, 200, body);
}

/**
 * Functions found, by name: they change only with a migration, which needs a restart (like the
 * table catalog, server/rest/catalog.ts). Names not found are not kept, so callers cannot fill it.
 */
const found = new WeakMap<Database, Map<string, Signature>>();

/** The public function of that name (one signature, no overloads) and its arguments' types. */
async function findFunction(db: Database, name: string): Promise<Signature | null> {
  const known = found.get(db) ?? new Map<string, Signature>();
  found.set(db, known);
  const cached = known.get(name);
  if (cached) return cached;
  const signature = await lookUpFunction(db, name);
  if (signature) known.set(name, signature);
  return signature;
}

async function lookUpFunction(db: Database, name: string): Promise<Signature | null> {
  const { rows } = await db.pg.query<{ names: string[] | null; types: string[] }>(
    `select p.proargnames as names,
            array(select format_type(t, null) from unnest(p.proargtypes) t) as types
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  if (rows.length !== 1) return null;
  const { names, types } = rows[0]!;
  return { args: new Map((names ?? []).map((n, i) => [n, types[i]!])) };
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
