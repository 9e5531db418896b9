import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

// A server process that has answered nothing yet is slower per request: V8 runs the request
// paths (the page's head, static files, a stored image's lookup, the API key's check) in its
// interpreter until they have run often enough to be compiled, and the embedded Postgres fills
// its catalog caches and plans on the first query of each kind. Opened to a crowd at once (a
// restart behind the proxy while phones load pages), the first visitors paid for all of it: the
// same 20 phones cost the server 790 ms of CPU in their first second against 510 ms warm, and the
// storm's p99 was 1.6x (up to 2.4x) a warm server's (bench/start-storm.ts). So before the public
// port opens, the server visits itself as its first visitors will, through its own request
// handler on a private loopback port: each page, everything each page names, and the public reads
// the app makes on them, round after round for about two seconds.

/** The pages a first visitor opens most: the home, the gallery, the studio, and one in English. */
export const WARM_PAGES = ['/', '/ProjectsGallery', '/WhoWeAre', '/en'];

/**
 * The app's public reads on those pages, as supabase-js sends them
 * (src/features/projects/api/projects.ts, src/features/studio/api/studio-settings.ts).
 */
export const WARM_READS = [
  '/rest/v1/Project?select=*&deleted_at=is.null&order=position.asc',
  '/rest/v1/Studio?select=settings&id=eq.1',
];

/**
 * The whole visit is repeated for about this long: V8 compiles a function to optimised code only
 * after many calls, and four rounds (~100 requests, 0.3 s) left the first second after the start
 * as slow as none (the server's CPU for the same crowd's first second: 740 ms against 430 ms warm).
 */
const WARM_MS = 2_000;
/** Bounds on the rounds, whatever the machine's speed. */
const MIN_ROUNDS = 4;
const MAX_ROUNDS = 60;
/** A warm-up request that takes longer than this is given up (the start never waits long on one). */
const REQUEST_TIMEOUT_MS = 10_000;

export interface WarmUpVisit {
  path: string;
  status: number;
}

/** The paths a page's HTML names on this site (scripts, styles, fonts, icons, preloaded images). */
export function namedPaths(html: string): string[] {
  const named = [...html.matchAll(/(?:src|href)="(\/[^"/][^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  return [...new Set(named)];
}

/**
 * Runs the visits through `handler` on 127.0.0.1 at a port of the system's choosing, then closes
 * it; returns each path visited in the last round with its status. A failed visit is reported,
 * never thrown: warming is an optimisation, and the start goes on without it.
 */
export async function warmUp(
  handler: RequestListener,
  publishableKey: string,
  pages: readonly string[] = WARM_PAGES,
): Promise<WarmUpVisit[]> {
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = { apikey: publishableKey, authorization: `Bearer ${publishableKey}` };
  const visit = async (path: string, headers: Record<string, string>): Promise<WarmUpVisit & { body: string }> => {
    try {
      const res = await fetch(origin + path, {
        headers: { 'accept-encoding': 'br, gzip', ...headers },
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const type = res.headers.get('content-type') ?? '';
      const body = type.startsWith('text/html') ? await res.text() : (await res.arrayBuffer(), '');
      return { path, status: res.status, body };
    } catch {
      return { path, status: 0, body: '' };
    }
  };
  let last: WarmUpVisit[] = [];
  try {
    const started = performance.now();
    for (
      let round = 0;
      round < MIN_ROUNDS || (round < MAX_ROUNDS && performance.now() - started < WARM_MS);
      round++
    ) {
      const html = await Promise.all(pages.map((page) => visit(page, { accept: 'text/html' })));
      const named = [...new Set(html.flatMap((page) => namedPaths(page.body)))];
      const rest = await Promise.all([
        ...WARM_READS.map((read) => visit(read, api)),
        ...named.map((path) => visit(path, {})),
      ]);
      last = [...html, ...rest].map(({ path, status }) => ({ path, status }));
    }
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return last;
}
