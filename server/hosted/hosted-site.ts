import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DIST_DIR } from '../config/build-output';
import { applyConnectionLimits } from '../http/connection-limits';
import { describeError } from '../http/log-error';
import { requestLine } from '../http/request-log';
import { sendJson } from '../http/respond';
import { SitePages } from '../site/site-pages';
import { StaticSite } from '../site/static';
import { LIMIT_DEFAULTS, type Limits } from '../config/limits';
import { APP_VERSION } from '../config/version';
import { READ_BOUNDS_DEFAULT, type ReadBounds } from './bounded-fetch';
import { restContent } from './rest-content';

// `npm start`'s hosted mode: the built app served by any Node host in front of a
// hosted Supabase project, which keeps the data, the accounts and the files. Each page still gets
// its own head (title, description, link preview, JSON-LD) and /robots.txt and /sitemap.xml are
// still computed per request — from the project's REST API with its publishable key, kept at most
// `maxAgeMs` (HOSTED_CACHE_S) — so a save in the panel reaches link previews and the sitemap within
// that time, with nobody running `npm run prerender`. No database and no DATA_DIR here: nothing
// secret to keep, and the visitors' reads cost the project one read per kind per `maxAgeMs`.
// Each read is bounded in time and size (bounded-fetch.ts); while the project stalls or fails,
// pages answer from the last good read, or with the generic head (site-pages.ts).

export interface HostedSiteOptions extends Partial<
  Pick<Limits, 'maxConnections' | 'maxConnectionsPerAddress' | 'idleTimeoutS'>
> {
  /** The hosted project (VITE_SUPABASE_URL) and its publishable or legacy anon key. */
  supabaseUrl: string;
  publicKey: string;
  port?: number;
  host?: string;
  /** The built app (default dist/). */
  appDir?: string;
  siteUrl?: string;
  trustProxy?: boolean;
  /** false when the hosted plan has no image transformations (VITE_IMAGE_TRANSFORMS=false). */
  transforms?: boolean;
  /** How long the project's content is kept between reads (default 60 s). */
  maxAgeMs?: number;
  /** Each read of the project: its time and size bounds (bounded-fetch.ts). */
  readBounds?: ReadBounds;
  log?: (line: string) => void;
  /** One line per request (LOG_REQUESTS); default false: errors only. */
  logRequests?: boolean;
}

export interface HostedSite {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export const HOSTED_CACHE_DEFAULT_S = 60;

export async function startHostedSite(options: HostedSiteOptions): Promise<HostedSite> {
  const log = options.log ?? ((line: string) => console.log(line));
  const appDir = options.appDir ?? DIST_DIR;
  const apiOrigin = new URL(options.supabaseUrl).origin;
  const pages = new SitePages({
    content: restContent(options.supabaseUrl, options.publicKey, options.readBounds ?? READ_BOUNDS_DEFAULT),
    distDir: appDir,
    siteUrl: options.siteUrl,
    trustProxy: options.trustProxy,
    apiOrigin,
    transforms: options.transforms ?? true,
    // The page's copy may be up to maxAgeMs old: the app reads the row again.
    studioSource: 'prerender',
    maxAgeMs: options.maxAgeMs ?? HOSTED_CACHE_DEFAULT_S * 1000,
  });
  const site = new StaticSite(
    appDir,
    { publicKey: options.publicKey, url: options.supabaseUrl },
    (req, url, html) => pages.renderPage(req, url, html),
  );

  const route = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      req.resume();
      return sendJson(res, 405, { message: 'Method not allowed' }, { Allow: 'GET, HEAD' });
    }
    if (url.pathname === '/health')
      return sendJson(res, 200, { status: 'ok', mode: 'hosted', version: APP_VERSION });
    // The API is the hosted project's, not this server's: say where it is instead of serving the app.
    if (/^\/(rest|auth|storage)\/v1\//.test(url.pathname))
      return sendJson(res, 404, { message: `The API of this site is ${apiOrigin}` });
    if (await pages.serveSeoFile(req, res, url)) return;
    return site.handle(req, res, url);
  };

  const server = createServer((req, res) => {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (options.logRequests)
      res.on('finish', () => log(requestLine(req.method, url.pathname, res.statusCode, started)));
    route(req, res, url).catch((error: unknown) => {
      log(`error ${req.method} ${url.pathname}: ${describeError(error)}`);
      if (res.headersSent) return res.destroy();
      sendJson(res, 500, { message: 'Internal server error' });
    });
  });
  applyConnectionLimits(server, {
    maxConnections: options.maxConnections ?? LIMIT_DEFAULTS.maxConnections,
    perAddress: options.maxConnectionsPerAddress ?? LIMIT_DEFAULTS.maxConnectionsPerAddress,
    idleTimeoutMs: (options.idleTimeoutS ?? LIMIT_DEFAULTS.idleTimeoutS) * 1000,
    trustProxy: options.trustProxy ?? false,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3000, options.host ?? '0.0.0.0', resolve);
  });
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
