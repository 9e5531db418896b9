import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { serveFile } from '../storage/serve-file';
import { tag } from './html-text';
import { htmlSecurityHeaders, trustedScripts } from '../http/security-headers';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/** Fills index.html for the page at `url` (server/site/site-pages.ts) and says its status. */
export type PageRenderer = (
  req: IncomingMessage,
  url: URL,
  indexHtml: string,
) => Promise<{ status: number; html: string; location?: string }>;

interface Cached {
  mtimeMs: number;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Serves the built app from `dist/`: hashed assets with year-long immutable caching, everything
 * else revalidated, text compressed (brotli or gzip, kept in memory), and a SPA fallback to
 * index.html, into which the publishable key is injected so the app needs no build-time configuration.
 */
export class StaticSite {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly root: string,
    private readonly project: AppProject,
    private readonly renderPage?: PageRenderer,
  ) {}

  /** The project the pages' CSP lets the app reach: this one's, or the build's (VITE_SUPABASE_URL). */
  private get supabaseUrl(): string | undefined {
    return this.project.url ?? process.env.VITE_SUPABASE_URL;
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/';
    }
    const file = path.join(this.root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    const inside = file.startsWith(this.root + path.sep);
    const info = inside ? await stat(file).catch(() => null) : null;
    // Dot folders (Vite's manifest in /.vite/) are for the server only, and so are the source
    // maps (the build keeps them, 'hidden', for debugging: served, they would hand out the
    // panel's whole source).
    const hidden = pathname.startsWith('/.') || pathname.toLowerCase().endsWith('.map');
    if (info?.isFile() && !hidden && !file.endsWith('index.html'))
      return this.send(req, res, file, info.mtimeMs);
    // Missing files under /assets are real 404s; every other path is a page of the app.
    if (pathname.startsWith('/assets/') || hidden) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    return this.sendIndex(req, res, url);
  }

  private async sendIndex(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const file = path.join(this.root, 'index.html');
    const info = await stat(file).catch(() => null);
    if (!info) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The app is not built yet: run `npm run build` (or `npm start`, which builds it).');
      return;
    }
    const transform = (html: string) => injectPublicKey(html, this.project);
    if (!this.renderPage) return this.send(req, res, file, info.mtimeMs, transform);
    const template = (await this.entry(file, info.mtimeMs, transform)).raw.toString('utf8');
    const page = await this.renderPage(req, url, template);
    if (page.location) {
      // A former address of a project. Permanent for search engines and shared links, but
      // revalidated by browsers: the studio may drop the redirect or give the address to another
      // project, and a cached 301 would then keep sending visitors to the wrong page.
      res.writeHead(page.status, { Location: page.location, 'Cache-Control': 'no-cache', 'Content-Length': '0' });
      res.end();
      return;
    }
    // Only the template's own scripts are allowed to run, whatever the filled page holds.
    return this.sendHtml(req, res, page.status, page.html, trustedScripts(template));
  }

  /** A page built for this request: compressed on the fly (a few KiB), never stored. */
  private async sendHtml(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    html: string,
    scripts: readonly string[],
  ): Promise<void> {
    const headers: Record<string, string> = {
      'Content-Type': TYPES['.html']!,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...htmlSecurityHeaders(html, { supabaseUrl: this.supabaseUrl, scripts }),
    };
    let body = Buffer.from(html);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) {
      body = await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
      headers['Content-Encoding'] = 'br';
    } else if (/\bgzip\b/.test(accepts)) {
      body = await gz(body, { level: 6 });
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  private async entry(file: string, mtimeMs: number, transform?: (text: string) => string): Promise<Cached> {
    let entry = this.cache.get(file);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      let raw = await readFile(file);
      if (transform) raw = Buffer.from(transform(raw.toString('utf8')));
      entry = { mtimeMs, raw };
      this.cache.set(file, entry);
    }
    return entry;
  }

  private async send(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    mtimeMs: number,
    transform?: (text: string) => string,
  ): Promise<void> {
    const ext = path.extname(file).toLowerCase();
    const immutable = file.includes(`${path.sep}assets${path.sep}`);
    const cacheControl = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (!COMPRESSIBLE.has(ext)) {
      // Media and fonts: streamed with ranges (video seeking) and conditional requests.
      const { size } = await stat(file);
      const meta = {
        contentType: TYPES[ext] ?? 'application/octet-stream',
        etag: `W/"${size}-${Math.round(mtimeMs)}"`,
        lastModified: new Date(mtimeMs),
        cacheControl,
      };
      return serveFile(req, res, file, meta, { 'X-Content-Type-Options': 'nosniff' });
    }
    const entry = await this.entry(file, mtimeMs, transform);
    const headers: Record<string, string> = {
      ...(ext === '.html'
        ? htmlSecurityHeaders(entry.raw.toString('utf8'), {
            supabaseUrl: this.supabaseUrl,
            // A built file sent as it is: its scripts are the build's own.
            scripts: trustedScripts(entry.raw.toString('utf8')),
          })
        : {}),
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    let body = entry.raw;
    const accepts = String(req.headers['accept-encoding'] ?? '');
    // The build writes x.br and x.gz beside each text asset (vite.config.ts): sent as they are.
    // Compressed here, once, only for a file the build did not (or one rewritten per request).
    const built = (suffix: string) =>
      transform ? Promise.resolve(null) : precompressed(file, suffix, mtimeMs);
    if (body.length > 1024) {
      if (/\bbr\b/.test(accepts)) {
        entry.br ??=
          (await built('.br')) ?? (await brotli(entry.raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }));
        body = entry.br;
        headers['Content-Encoding'] = 'br';
      } else if (/\bgzip\b/.test(accepts)) {
        entry.gzip ??= (await built('.gz')) ?? (await gz(entry.raw, { level: 9 }));
        body = entry.gzip;
        headers['Content-Encoding'] = 'gzip';
      }
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}

/** The build's compressed copy of `file`, unless it is missing or older than the file. */
async function precompressed(file: string, suffix: string, mtimeMs: number): Promise<Buffer | null> {
  const info = await stat(file + suffix).catch(() => null);
  if (!info?.isFile() || info.mtimeMs < mtimeMs) return null;
  return readFile(file + suffix).catch(() => null);
}

/**
 * The Supabase project the served app talks to: its publishable key, and its URL when it is not
 * this server (npm start's hosted mode). Without VITE_SUPABASE_* at build time, the app reads
 * them from the page (src/lib/supabase-config.ts), so one build serves either backend.
 */
export interface AppProject {
  publicKey: string;
  url?: string;
}

export function injectPublicKey(html: string, project: AppProject): string {
  const metas = [
    ...(project.url ? [tag('meta', { name: 'supabase-url', content: project.url })] : []),
    tag('meta', { name: 'supabase-publishable-key', content: project.publicKey }),
  ];
  return html.replace('</head>', `  ${metas.join('\n  ')}\n  </head>`);
}
