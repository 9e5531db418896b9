import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { forgetFirstPassword } from './auth/admin-bootstrap';
import { loadOrCreateKeys } from './auth/keys';
import { FirstTries } from './auth/first-tries';
import { KnownAddresses } from './auth/known-addresses';
import { RateLimiter } from './auth/rate-limit';
import { Recovery } from './auth/recovery';
import { REUSE_INTERVAL_S } from './auth/refresh';
import { SecondStepBudget } from './auth/second-step-budget';
import type { Backend, BackendOptions } from './backend-options';
import { Database } from './db/database';
import { migrate } from './db/migrate';
import { HttpError, authError, restError } from './http/errors';
import { BodyLimits } from './http/body-limits';
import { applyConnectionLimits, SERVER_OPTIONS } from './http/connection-limits';
import { describeError } from './http/log-error';
import { requestLine } from './http/request-log';
import { sendJson } from './http/respond';
import { databaseContent } from './site/site-content';
import { SitePages } from './site/site-pages';
import { StaticSite } from './site/static';
import { DIST_DIR } from './config/build-output';
import { LIMIT_DEFAULTS, perAddressShare, type Limits } from './config/limits';
import { startMaintenance } from './maintenance';
import { startMessageMail } from './message-mail';
import { Catalog } from './rest/catalog';
import { RestReadCache } from './rest/read-cache';
import { RpcGate } from './rest/rpc-gate';
import { CORS, createRouter } from './router';
import { Disk } from './storage/disk';
import { STORAGE_ERRORS } from './storage/errors';
import { RenderCache } from './storage/render-cache';
import { RenderQueue } from './storage/render-queue';
import { UrlSigner } from './storage/signed-urls';
import { Resumable } from './storage/tus/resumable';
import { warmUp, type WarmUpVisit } from './warm-up';

export type { Backend, BackendOptions } from './backend-options';

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
  if (api === 'storage') return STORAGE_ERRORS.invalidRequest(text);
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
    {
      maxPending: limits.resumableUploads,
      maxPendingBytes: limits.resumableDiskMb * 1024 * 1024,
      globalLimit: limits.fileSizeLimitMb * 1024 * 1024,
    },
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
    knownAddresses: await KnownAddresses.open(db, 'password'),
    firstTries: new FirstTries(),
    secondStep: new SecondStepBudget(options.mfaRate, await KnownAddresses.open(db, 'second_step')),
    // 10 at once, then one every 6 s: the owner's few tries, never a flood of database writes.
    mfaRequests: new RateLimiter(10, 1 / 6),
    refreshLimiter: new RateLimiter(150, 150 / 300),
    refreshReuseSeconds: options.refreshReuseSeconds ?? REUSE_INTERVAL_S,
    trustProxy: options.trustProxy ?? false,
    log,
    passwordChanged: (email: string) => forgetFirstPassword(options.dataDir, email),
    // Only with SITE_URL: a link built from the request's Host could be pointed at another site.
    recovery: new Recovery(
      options.sendMail && options.siteUrl ? { send: options.sendMail, siteUrl: options.siteUrl } : null,
    ),
    backupStatus: options.backupStatus ?? (() => Promise.resolve(null)),
  };
  // Visitors' REST reads and the served pages keep what they read until a write through the REST
  // API commits (server/rest/read-cache.ts, server/rest/execute.ts).
  const readCache = new RestReadCache();
  const rpcGate = new RpcGate(options.rpcRate, undefined, undefined, options.signedInRpcRate);
  const contentChanged = () => {
    pages.invalidate();
    readCache.invalidate();
  };
  const stopMaintenance = await startMaintenance(db, disk, log, options.siteUrl);
  // Visitors' messages that reach the inbox are mailed to the studio (server/message-mail.ts).
  const stopMessageMail = await startMessageMail(db, options.sendMail, log, options.siteUrl);

  const route = createRouter({
    options,
    keys,
    db,
    catalog,
    maxRows: limits.maxRows,
    readCache,
    rpcGate,
    contentChanged,
    authDeps,
    storage: {
      db,
      disk,
      renders,
      resumable,
      signer: new UrlSigner(keys.jwtSecret),
      fileSizeLimit: limits.fileSizeLimitMb * 1024 * 1024,
    },
    pages,
    site,
  });

  // Slow bodies are bounded per address and in all before any handler reads one (body-limits.ts).
  const bodies = new BodyLimits(limits.maxConnections, options.trustProxy ?? false);
  const admitThenRoute = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (await bodies.admit(req, res)) await route(req, res, url);
  };
  let inFlight = 0;
  let draining = false;
  let drained: (() => void) | undefined;
  // The warm-up's own visits are not the log's business (LOG_REQUESTS=1 logs visitors' requests).
  let warming = false;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
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
    if (options.logRequests && !warming)
      res.on('finish', () => log(requestLine(req.method, url.pathname, res.statusCode, started)));
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
          ...(error.status === 413 || error.body.statusCode === '413' ? { Connection: 'close' } : {}),
        });
      }
      // A data exception (class 22: NUL in text, bad encoding, value out of range) that got this
      // far came from the client's input: a 400 in the API's shape, never a 500.
      const input = clientInputError(url.pathname, error);
      if (input) return sendJson(res, input.status, input.body);
      log(`error ${req.method} ${url.pathname}: ${describeError(error)}`);
      sendJson(res, 500, { message: 'Internal server error' });
    });
  };
  const server = createServer(SERVER_OPTIONS, handle);

  applyConnectionLimits(server, {
    maxConnections: limits.maxConnections,
    perAddress: options.maxConnectionsPerAddress ?? perAddressShare(limits.maxConnections),
    idleTimeoutMs: limits.idleTimeoutS * 1000,
    trustProxy: options.trustProxy ?? false,
  });
  // The port opens only once the server is warm: until then a proxy's health check and visitors'
  // connections are refused, not queued behind a cold server (server/warm-up.ts).
  let warmedUp: WarmUpVisit[] | null = null;
  if (options.warmUp) {
    warming = true;
    const started = performance.now();
    // Without a built app (API alone, or `dist/` not built yet) only the API is warmed.
    const built = appDir !== null && existsSync(path.join(appDir, 'index.html'));
    warmedUp = await warmUp(handle, keys.publishableKey, built ? undefined : []);
    warming = false;
    const failed = warmedUp.filter((v) => v.status === 0 || v.status >= 500);
    log(
      `Warmed up in ${Math.round(performance.now() - started)} ms: ${warmedUp.length} requests a round` +
        (failed.length ? `, ${failed.length} failed (${failed.slice(0, 3).map((v) => `${v.path} ${v.status}`).join(', ')})` : ''),
    );
  }
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
    warmedUp,
    close: ({ graceMs = 0 } = {}) =>
      (closed ??= (async () => {
        stopMaintenance();
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
        await stopMessageMail();
        await db.close();
      })()),
  };
}
