import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectPublicKey } from './static';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Decodes a path until it stops changing (a few rounds), so `%252e` cannot hide a dot. */
function fullyDecoded(pathname: string): string | null {
  let current = pathname;
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Whether the dev server may answer `url` at all. Vite serves any file under the project root
 * (and `?raw`, `?import`, `/@fs/` forms of it), and the default DATA_DIR is inside that root: its
 * keys, credentials and database would be one request away. Refused: anything inside
 * DATA_DIR, any dot-folder or dot-file but Vite's own `node_modules/.vite`, and `/@fs/` paths
 * outside the project's sources and dependencies.
 */
export function devRequestAllowed(url: string, dataDir: string, root = ROOT): boolean {
  const pathname = fullyDecoded(url.split(/[?#]/)[0] ?? '/');
  if (pathname === null || pathname.includes('\0') || pathname.includes('\\')) return false;
  const fsPath = pathname.startsWith('/@fs/')
    ? path.resolve(pathname.slice('/@fs'.length))
    : path.resolve(root, `.${path.posix.normalize(pathname)}`);
  const data = path.resolve(dataDir);
  if (fsPath === data || fsPath.startsWith(data + path.sep)) return false;
  if (!(fsPath === root || fsPath.startsWith(root + path.sep))) return false;
  const segments = path.relative(root, fsPath).split(path.sep);
  return segments.every(
    (segment, i) => !segment.startsWith('.') || (segment === '.vite' && segments[i - 1] === 'node_modules'),
  );
}

/**
 * `npm run dev`: Vite's dev server in middleware mode, behind a guard that keeps DATA_DIR and
 * every dot-file out of reach, with Vite's own file-serving limits set to the same rule.
 */
export async function createDevApp(
  dataDir: string,
  publicKey: string,
): Promise<{ middleware: Middleware; close(): Promise<void> }> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    server: {
      middlewareMode: true,
      fs: {
        strict: true,
        allow: [ROOT],
        deny: ['.env', '.env.*', '*.{crt,pem,key}', '**/.*/**', `${path.resolve(dataDir)}/**`],
      },
    },
    appType: 'spa',
    plugins: [
      {
        name: 'embedded-public-key',
        transformIndexHtml: (html: string) => injectPublicKey(html, { publicKey }),
      },
    ],
  });
  const middleware: Middleware = (req, res, next) => {
    if (!devRequestAllowed(req.url ?? '/', dataDir)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    vite.middlewares(req, res, next);
  };
  return { middleware, close: () => vite.close() };
}
