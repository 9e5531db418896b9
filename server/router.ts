import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthDeps } from './auth/deps';
import { authNeedsKey, handleAuth } from './auth/handler';
import type { Keys } from './auth/keys';
import { SESSION_ENDED, sessionAlive } from './auth/purge';
import type { BackendOptions } from './backend-options';
import type { Claims, Database } from './db/database';
import { identifyCaller } from './http/caller';
import { authError } from './http/errors';
import { STORAGE_ERRORS } from './storage/errors';
import { serveHealth } from './http/health';
import { sendJson } from './http/respond';
import type { SitePages } from './site/site-pages';
import type { StaticSite } from './site/static';
import { createRestApi } from './rest/api';
import type { Catalog } from './rest/catalog';
import type { RestReadCache } from './rest/read-cache';
import type { RpcGate } from './rest/rpc-gate';
import type { StorageDeps } from './storage/deps';
import { handleStorage, isPublicStorageRoute } from './storage/handler';
import { RESUMABLE_PATH } from './storage/tus/resumable';

/** The CORS headers of every API answer (and of its preflight), as Supabase's gateway sends them. */
export const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, apikey, content-type, x-client-info, accept-profile, content-profile, prefer, x-upsert, range, cache-control, x-supabase-api-version',
  'Access-Control-Expose-Headers': 'Content-Range, Content-Length, ETag, Preference-Applied',
  'Access-Control-Max-Age': '86400',
};

export interface RouterDeps {
  options: BackendOptions;
  keys: Keys;
  db: Database;
  catalog: Catalog;
  maxRows: number;
  /** Visitors' REST reads, kept until a write commits (server/rest/read-cache.ts). */
  readCache: RestReadCache;
  rpcGate: RpcGate;
  /** A write through the API committed: served pages and cached reads are emptied. */
  contentChanged: () => void;
  authDeps: AuthDeps;
  storage: StorageDeps;
  pages: SitePages;
  /** The built app, or null for an API-only server. */
  site: StaticSite | null;
}

/**
 * Where each request goes: `/rest/v1` (tables and functions), `/auth/v1`, `/storage/v1`,
 * `/health`, the SEO files, then the app (Vite's middleware in dev, the built app otherwise).
 */
export function createRouter(deps: RouterDeps) {
  const {
    options,
    keys,
    db,
    catalog,
    maxRows,
    readCache,
    rpcGate,
    contentChanged,
    authDeps,
    storage,
    pages,
    site,
  } = deps;
  // A signed-in write needs its session alive: an access token stays valid for its hour, but after
  // sign-out, a password reset or a detected refresh-token reuse it must not change anything.
  const sessionEnded = async (req: IncomingMessage, claims: Claims) =>
    req.method !== 'GET' &&
    req.method !== 'HEAD' &&
    claims.role === 'authenticated' &&
    !(await sessionAlive(db, claims));
  const restApi = createRestApi({
    keys,
    db,
    catalog,
    maxRows,
    trustProxy: options.trustProxy ?? false,
    readCache,
    rpcGate,
    contentChanged,
    sessionEnded,
  });
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const [, api, version, ...rest] = url.pathname.split('/');
    // The resumable endpoint answers its own OPTIONS (Tus-Version, Tus-Max-Size, its headers).
    if (req.method === 'OPTIONS' && !url.pathname.startsWith(RESUMABLE_PATH)) {
      res.writeHead(204, CORS);
      res.end();
      return;
    }
    if (version === 'v1' && api === 'rest') return restApi(req, res, url, rest);
    if (version === 'v1' && api === 'auth') {
      // The public signing keys and a recovery mail's link are asked for without an apikey.
      const caller = authNeedsKey(req.method ?? 'GET', rest)
        ? await identifyCaller(req, url, keys, (e) => authError(403, 'bad_jwt', `invalid JWT: ${e.message}`))
        : null;
      return handleAuth(req, res, url, rest, caller, authDeps);
    }
    if (version === 'v1' && api === 'storage') {
      const caller =
        isPublicStorageRoute(req.method ?? 'GET', rest) || req.method === 'OPTIONS'
          ? null
          : await identifyCaller(req, url, keys, (e) =>
              // In the words of Storage's own JWT library (jose), as a hosted project says them.
              STORAGE_ERRORS.accessDenied(e.expired ? '"exp" claim timestamp check failed' : e.message),
            );
      if (caller && (await sessionEnded(req, caller.claims)))
        throw STORAGE_ERRORS.accessDenied(SESSION_ENDED);
      return handleStorage(req, res, url, rest, caller, storage);
    }
    if (url.pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD'))
      return serveHealth(res, db, storage.disk, storage.resumable);
    if ((req.method === 'GET' || req.method === 'HEAD') && (await pages.serveSeoFile(req, res, url))) return;
    if (options.appMiddleware) {
      return options.appMiddleware(req, res, () => {
        res.writeHead(404);
        res.end();
      });
    }
    if (site && (req.method === 'GET' || req.method === 'HEAD')) return site.handle(req, res, url);
    return sendJson(res, 404, { message: 'Not found' });
  };
}
