import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleAuth } from './auth/handler';
import { jwks } from './auth/jwt';
import { loadOrCreateKeys, type Keys } from './auth/keys';
import { KnownAddresses } from './auth/known-addresses';
import { RateLimiter } from './auth/rate-limit';
import { PURGE_EVERY_MS, purgeAuth, sessionAlive } from './auth/purge';
import { REUSE_INTERVAL_S } from './auth/refresh';
import { Database, type Claims } from './db/database';
import { migrate } from './db/migrate';
import { identifyCaller } from './http/caller';
import { HttpError, authError, restError, storageError } from './http/errors';
import { applyConnectionLimits, BodyLimits, SERVER_OPTIONS } from './http/connection-limits';
import { serveHealth } from './http/health';
import { describeError, escapeForLog } from './http/log-error';
import { ORPHAN_SWEEP_EVERY_MS, sweepOrphans } from './storage/orphan-sweep';
import { sendJson } from './http/respond';
import { databaseContent } from './http/site-content';
import { SitePages } from './http/site-pages';
import { StaticSite } from './http/static';
import { Catalog } from './rest/catalog';
import { handleRest } from './rest/handler';
import { handleRpc } from './rest/rpc';
import { RpcGate } from './rest/rpc-gate';
import { RestReadCache, sendCachedRead } from './rest/read-cache';
import { Disk } from './storage/disk';
import { purgeTrash } from './storage/trash-purge';
import { handleStorage, isPublicStorageRoute } from './storage/handler';
import { RenderCache } from './storage/render-cache';
import { RenderQueue } from './storage/render-queue';
import { RESUMABLE_PATH, Resumable } from './storage/resumable';
import { LIMIT_DEFAULTS, perAddressShare, type Limits } from './limits';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DIST_DIR = path.resolve(here, '../dist');

/** Limits (server/limits.ts) default to LIMIT_DEFAULTS. */
export interface BackendOptions extends Partial<Limits> {
  dataDir: string;
  port?: number;
  host?: string;
  /** Serve the built app from this folder (default dist/); false for an API-only server. */
  appDir?: string | false;
  /** Handles non-API requests instead of the built app (Vite's dev middleware). */
  appMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** Sign-in attempts per client: burst and refill per second (Supabase-like defaults). */
  signInRate?: { capacity: number; perSecond: number };
  /** Anonymous function calls per address (rpc-gate.ts; issue 32's counter). */
  rpcRate?: { capacity: number; perSecond: number };
  /** Failed sign-ins per account: burst and refill per second. */
  accountSignInRate?: { capacity: number; perSecond: number };
  /** Second-step codes per account (default 5, then one every 12 s). */
  mfaRate?: { capacity: number; perSecond: number };
  log?: (line: string) => void;
  /** Absolute URL visitors reach the site at (SITE_URL), for canonical URLs, previews and the sitemap; default: the request's origin. */
  siteUrl?: string;
  /** Behind a reverse proxy: X-Forwarded-* headers count (TRUST_PROXY=true). Default false. */
  trustProxy?: boolean;
  /** How long a rotated refresh token may be presented again (default 10 s, as Supabase Auth). */
  refreshReuseSeconds?: number;
  /** Runs after migrations and before the port opens (first-start admin, demo content). */
  prepare?: (parts: Pick<Backend, 'db' | 'disk' | 'keys'>) => Promise<void>;
}

export interface Backend {
  url: string;
  keys: Keys;
  db: Database;
  disk: Disk;
  server: Server;
  /**
   * Stops: no new connections; requests under way (uploads too) get up to `graceMs` (default 0)
   * to finish, keep-alive clients are told to go; then every connection closes and the database.
   */
  close(opts?: { graceMs?: number }): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, apikey, content-type, x-client-info, accept-profile, content-profile, prefer, x-upsert, range, cache-control, x-supabase-api-version',
  'Access-Control-Expose-Headers': 'Content-Range, Content-Length, ETag, Preference-Applied',
  'Access-Control-Max-Age': '86400',
};

const SESSION_ENDED =
  'The session of this token has ended (signed out, password changed or token reused): sign in again';

/** The limits among the options that are set (an explicit undefined keeps the default). */
function definedOnly(options: Partial<Limits>): Partial<Limits> {
  return Object.fromEntries(
    Object.entries(options).filter(([key, value]) => key in LIMIT_DEFAULTS && value !== undefined),
  );
}

function clientInputError(pathname: string, error: unknown): HttpError | null {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !/^22[0-9A-Z]{3}$/.test(code)) return null;
  const text = typeof message === 'string' ? message : 'invalid input';
  const api = pathname.split('/')[1];
  if (api === 'storage') return storageError(400, 'InvalidRequest', text);
  if (api === 'auth') return authError(400, 'validation_failed', text);
  return restError(400, code, text);
}

/**
 * Opens the database (applying the migrations), then serves the three Supabase APIs and the
 * app on one port. The demo content is loaded separately (server/seed.ts) so tests can choose.
 */
export async function startBackend(options: BackendOptions): Promise<Backend> {
  await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  const keys = await loadOrCreateKeys(options.dataDir);
  const db = await Database.open(path.join(options.dataDir, 'pgdata'));
  await migrate(db);
  const catalog = await Catalog.load(db);
  const limits: Limits = { ...LIMIT_DEFAULTS, ...definedOnly(options) };
  const disk = new Disk(path.join(options.dataDir, 'storage'));
  await disk.init();
  const renderCache = new RenderCache(disk.renderCacheDir, limits.renderCacheMb * 1024 * 1024);
  await renderCache.init();
  const rendersPerMinute = limits.rendersPerMinute;
  const renders = {
    cache: renderCache,
    queue: new RenderQueue(
      options.renderConcurrency ?? LIMIT_DEFAULTS.renderConcurrency,
      options.renderQueue ?? LIMIT_DEFAULTS.renderQueue,
    ),
    limiter: new RateLimiter(rendersPerMinute, rendersPerMinute / 60),
    trustProxy: options.trustProxy ?? false,
  };
  const log = options.log ?? ((line: string) => console.log(line));
  const resumable = await Resumable.open(
    db,
    disk,
    { maxPending: limits.resumableUploads, maxPendingBytes: limits.resumableDiskMb * 1024 * 1024 },
    log,
  );
  await options.prepare?.({ db, disk, keys });
  const appDir = options.appDir === false ? null : (options.appDir ?? DIST_DIR);
  const pages = new SitePages({
    content: databaseContent(db),
    distDir: appDir ?? DIST_DIR,
    siteUrl: options.siteUrl,
    trustProxy: options.trustProxy,
    // The embedded backend always resizes images, and the app's API is this same origin.
    apiOrigin: null,
    transforms: true,
    studioSource: 'server',
  });
  const site =
    appDir === null
      ? null
      : new StaticSite(appDir, { publicKey: keys.publishableKey }, (req, url, html) =>
          pages.renderPage(req, url, html),
        );
  const signIn = options.signInRate ?? { capacity: 30, perSecond: 30 / 300 };
  const accountSignIn = options.accountSignInRate ?? { capacity: 10, perSecond: 1 / 30 };
  const authDeps = {
    db,
    keys,
    signInLimiter: new RateLimiter(signIn.capacity, signIn.perSecond),
    // 10 failed attempts on one account, then one more every 30 s, whatever the address.
    accountLimiter: new RateLimiter(accountSignIn.capacity, accountSignIn.perSecond),
    knownAddresses: new KnownAddresses(),
    mfaLimiter: new RateLimiter(options.mfaRate?.capacity ?? 5, options.mfaRate?.perSecond ?? 1 / 12),
    refreshLimiter: new RateLimiter(150, 150 / 300),
    refreshReuseSeconds: options.refreshReuseSeconds ?? REUSE_INTERVAL_S,
    trustProxy: options.trustProxy ?? false,
  };
  // Visitors' REST reads and the served pages keep what they read until a write through the REST
  // API commits (server/rest/read-cache.ts, server/rest/handler.ts).
  const readCache = new RestReadCache();
  const rpcGate = new RpcGate(options.rpcRate);
  const contentChanged = () => {
    pages.invalidate();
    readCache.invalidate();
  };
  // A signed-in write needs its session alive: an access token stays valid for its hour, but after
  // sign-out, a password reset or a detected refresh-token reuse it must not change anything.
  const sessionEnded = async (req: IncomingMessage, claims: Claims) =>
    req.method !== 'GET' &&
    req.method !== 'HEAD' &&
    claims.role === 'authenticated' &&
    !(await sessionAlive(db, claims));
  // Hourly: ended sessions and old refresh tokens; the trash older than 30 days (issue 29).
  const purge = () =>
    Promise.all([
      purgeAuth(db).catch((error: unknown) => log(`auth purge failed: ${describeError(error)}`)),
      purgeTrash(db, disk).catch((error: unknown) => log(`trash purge failed: ${describeError(error)}`)),
    ]);
  await purge();
  const purgeTimer = setInterval(() => void purge(), PURGE_EVERY_MS);
  purgeTimer.unref();
  // Files an interrupted delete left (server/storage/orphan-sweep.ts): at start, then hourly.
  const sweep = () =>
    sweepOrphans(db, disk)
      .then(({ objects, files }) => {
        if (objects.length + files > 0)
          log(
            `Removed stored files no content uses any more: ${objects.length} objects${objects.length ? ` (${escapeForLog(objects.slice(0, 5).join(', '), 300)}${objects.length > 5 ? ', …' : ''})` : ''}, ${files} files without an object.`,
          );
      })
      .catch((error: unknown) => log(`orphan sweep failed: ${describeError(error)}`));
  await sweep();
  const sweepTimer = setInterval(() => void sweep(), ORPHAN_SWEEP_EVERY_MS);
  sweepTimer.unref();

  const route = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const [, api, version, ...rest] = url.pathname.split('/');
    // The resumable endpoint answers its own OPTIONS (Tus-Version, Tus-Max-Size, its headers).
    if (req.method === 'OPTIONS' && !url.pathname.startsWith(RESUMABLE_PATH)) {
      res.writeHead(204, CORS);
      res.end();
      return;
    }
    if (version === 'v1' && api === 'rest') {
      const caller = await identifyCaller(req, url, keys, (e) =>
        restError(401, e.expired ? 'PGRST303' : 'PGRST301', e.message),
      );
      if (await sessionEnded(req, caller.claims)) throw restError(401, 'PGRST301', SESSION_ENDED);
      if (rest[0] === 'rpc' && rest.length === 2) {
        return handleRpc(req, res, rest[1]!, caller, db, {
          trustProxy: options.trustProxy ?? false,
          gate: rpcGate,
          committed: contentChanged,
        });
      }
      const rawTable = rest.join('/');
      let table: string;
      try {
        table = decodeURIComponent(rawTable);
      } catch {
        // Malformed percent-encoding (e.g. `%E0%A4%A`) names no table: answer like any unknown
        // table instead of letting the URIError become a 500.
        throw restError(404, 'PGRST205', `Could not find the table 'public.${rawTable}' in the schema cache`);
      }
      if ((req.method === 'GET' || req.method === 'HEAD') && caller.claims.role === 'anon') {
        const key = readCache.key(req, url, table);
        const hit = readCache.get(key);
        if (hit) return sendCachedRead(req, res, hit);
        const since = readCache.generation;
        return handleRest(req, res, url, table, caller, db, catalog, limits.maxRows, (headers, body) =>
          readCache.store(key, since, headers, body),
        );
      }
      // Served pages and cached reads keep what they read until a write commits (only then:
      // a refused anonymous POST must not empty them for everyone).
      return handleRest(req, res, url, table, caller, db, catalog, limits.maxRows, undefined, contentChanged);
    }
    if (version === 'v1' && api === 'auth') {
      // Public keys only, for anyone (supabase-js's getClaims() fetches them and caches them
      // 10 minutes); without an apikey, as the hosted endpoint answers too.
      if (rest.join('/') === '.well-known/jwks.json' && (req.method === 'GET' || req.method === 'HEAD'))
        return sendJson(res, 200, jwks(keys), { 'Cache-Control': 'public, max-age=600' });
      const caller = await identifyCaller(req, url, keys, (e) =>
        authError(403, 'bad_jwt', `invalid JWT: ${e.message}`),
      );
      return handleAuth(req, res, url, rest.join('/'), caller, authDeps);
    }
    if (version === 'v1' && api === 'storage') {
      const caller =
        isPublicStorageRoute(rest) || req.method === 'OPTIONS'
          ? null
          : await identifyCaller(req, url, keys, (e) =>
              storageError(403, 'Unauthorized', e.expired ? 'jwt expired' : e.message),
            );
      if (caller && (await sessionEnded(req, caller.claims)))
        throw storageError(403, 'Unauthorized', SESSION_ENDED);
      return handleStorage(req, res, url, rest, caller, { db, disk, renders, resumable });
    }
    if (url.pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD'))
      return serveHealth(res, db, disk, resumable);
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

  // Slow bodies are bounded per address and in all before any handler reads one (connection-limits.ts).
  const bodies = new BodyLimits(limits.maxConnections, options.trustProxy ?? false);
  const admitThenRoute = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (await bodies.admit(req, res)) await route(req, res, url);
  };
  let inFlight = 0;
  let draining = false;
  let drained: (() => void) | undefined;
  const server = createServer(SERVER_OPTIONS, (req, res) => {
    const started = performance.now();
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    });
    if (draining) res.setHeader('Connection', 'close');
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const [name, value] of Object.entries(CORS))
      if (url.pathname.match(/^\/(rest|auth|storage)\//)) res.setHeader(name, value);
    res.on('finish', () =>
      log(`${req.method} ${url.pathname} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`),
    );
    admitThenRoute(req, res, url).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        // Drain what the client is still sending so it reads the answer.
        req.resume();
        return sendJson(res, error.status, error.body, {
          ...error.headers,
          ...(error.status === 413 ? { Connection: 'close' } : {}),
        });
      }
      // A data exception (class 22: NUL in text, bad encoding, value out of range) that got this
      // far came from the client's input: a 400 in the API's shape, never a 500.
      const input = clientInputError(url.pathname, error);
      if (input) return sendJson(res, input.status, input.body);
      log(`error ${req.method} ${url.pathname}: ${describeError(error)}`);
      sendJson(res, 500, { message: 'Internal server error' });
    });
  });

  applyConnectionLimits(server, {
    maxConnections: limits.maxConnections,
    perAddress: options.maxConnectionsPerAddress ?? perAddressShare(limits.maxConnections),
    idleTimeoutMs: limits.idleTimeoutS * 1000,
    trustProxy: options.trustProxy ?? false,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3000, options.host ?? '0.0.0.0', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  let closed: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    keys,
    db,
    disk,
    server,
    close: ({ graceMs = 0 } = {}) =>
      (closed ??= (async () => {
        clearInterval(purgeTimer);
        clearInterval(sweepTimer);
        resumable.stop();
        draining = true;
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        if (inFlight > 0 && graceMs > 0) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, graceMs);
            drained = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
        server.closeAllConnections();
        await stopped;
        await db.close();
      })()),
  };
}
