import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Keys } from '../auth/keys';
import { SESSION_ENDED } from '../auth/purge';
import type { Claims, Database } from '../db/database';
import { readJson } from '../http/body';
import { identifyCaller } from '../http/caller';
import { restError } from '../http/errors';
import { clientAddress } from '../http/respond';
import type { Catalog } from './catalog';
import { executeCall, executeMutate, executeRead, type ExecuteDeps } from './execute';
import { isCall, parseRequest, type BodyReader, type RawRequest } from './parse';
import { plan } from './plan';
import type { RestReadCache } from './read-cache';
import { respondCall, respondMutate, respondRead } from './respond';
import { visitorKey, type RpcGate } from './rpc-gate';

export interface RestDeps {
  keys: Keys;
  db: Database;
  catalog: Catalog;
  /** PostgREST's db-max-rows: no read answers more rows (server/config/limits.ts). */
  maxRows: number;
  trustProxy: boolean;
  /** Visitors' reads, kept until a write commits (read-cache.ts). */
  readCache: RestReadCache;
  rpcGate: RpcGate;
  /** A write through the API committed: served pages and cached reads are emptied. */
  contentChanged: () => void;
  /** Whether a signed-in write's session has ended (signed out, password changed, token reused). */
  sessionEnded: (req: IncomingMessage, claims: Claims) => Promise<boolean>;
}

/**
 * `/rest/v1/*`: tables and functions, as PostgREST serves them. The caller is identified (a
 * function call's budget is checked first, rpc-gate.ts), then the request goes through the four
 * steps: parse (parse.ts) → plan (plan.ts) → execute (execute.ts) → respond (respond.ts).
 */
export function createRestApi(deps: RestDeps) {
  const { keys, catalog, rpcGate } = deps;
  // Served pages and cached reads keep what they read until a write commits (only then:
  // a refused anonymous POST must not empty them for everyone).
  const execution: ExecuteDeps = {
    db: deps.db,
    readCache: deps.readCache,
    rpcGate,
    committed: deps.contentChanged,
  };
  return async (req: IncomingMessage, res: ServerResponse, url: URL, segments: string[]): Promise<void> => {
    const method = req.method ?? 'GET';
    const call = isCall(segments) && method === 'POST';
    const address = clientAddress(req, deps.trustProxy);
    // A function call over its address's budget is answered before its key is even verified,
    // over its account's before its session is looked up (rpc-gate.ts).
    const name = call ? (segments[1] ?? '') : '';
    const refusal = call && rpcGate.door(address, visitorKey(req, url, keys), req.headers.authorization, name);
    if (refusal) throw refusal;
    const caller = await identifyCaller(req, url, keys, (e) =>
      restError(401, e.expired ? 'PGRST303' : 'PGRST301', e.message),
    );
    const { claims } = caller;
    if (call) rpcGate.admit(address, claims, req.headers.authorization, name);
    if (await deps.sessionEnded(req, claims)) throw restError(401, 'PGRST301', SESSION_ENDED);

    const raw: RawRequest = { method, segments, url, headers: req.headers, role: claims.role };
    const request = await parseRequest(raw, catalog, restBodyReader(req));
    const planned = plan(request, { raw, maxRows: deps.maxRows, address });
    if (planned.kind === 'read')
      return respondRead(req, res, planned, await executeRead(planned, claims, execution));
    if (planned.kind === 'mutate')
      return respondMutate(res, planned, await executeMutate(planned, claims, execution));
    return respondCall(res, await executeCall(planned, claims, execution));
  };
}

/** The body as JSON with PostgREST's errors: PGRST102 when malformed, 22P05 for a NUL. */
function restBodyReader(req: IncomingMessage): BodyReader {
  return (limit) =>
    readJson(req, limit, (why, kind) =>
      kind === 'nul'
        ? restError(
            400,
            '22P05',
            'unsupported Unicode escape sequence',
            '\\u0000 cannot be converted to text.',
          )
        : restError(400, 'PGRST102', 'Empty or invalid json', why),
    );
}
