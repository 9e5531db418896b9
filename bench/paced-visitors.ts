// 100 visitors paced at a steady rate (open loop: a slow server cannot slow the
// load down and hide its queue) fetch the project list, measured idle, then while 300 wrong
// sign-ins arrive at once from 10 addresses, then while one client loops the worst route name
// (/ProjectsGallery/ + 15,000 hyphens, which froze the server ~1 s per request before).
// Target: p99 within 2x of idle each time.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_ADMIN, startDemoBackend } from './demo-backend';
import { latencies, runLoad, statuses, type LoadResult, type RequestSpec } from './load';

const LIST = '/rest/v1/Project?select=*';
const VISITORS = 100;
const RATE = 200; // requests a second from the 100 visitors together
const REQUESTS = 3000; // 15 s per phase
const WORST_ROUTE = `/ProjectsGallery/a${'-'.repeat(15_000)}b`;

export async function pacedVisitors(): Promise<[string, string][]> {
  const appDir = await mkdtemp(path.join(tmpdir(), 'estudio-bench-app-'));
  await writeFile(
    path.join(appDir, 'index.html'),
    '<!doctype html><html><head><title>bench</title></head></html>',
  );
  const backend = await startDemoBackend({
    appDir,
    trustProxy: true,
    admin: true,
  });
  try {
    const { port, anonHeaders: headers } = backend;
    const visitors = () =>
      runLoad({
        port,
        path: LIST,
        headers,
        requests: REQUESTS,
        concurrency: VISITORS,
        ratePerSecond: RATE,
        warmup: 200,
        timeoutMs: 120_000,
      });

    const idleList = await visitors();
    const idle = latencies(idleList);

    // 10 addresses × 30 attempts: each address's whole sign-in allowance, unknown emails and the
    // administrator's in turn, all at once.
    const logins: RequestSpec[] = Array.from({ length: 300 }, (_, i) => ({
      path: '/auth/v1/token?grant_type=password',
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'x-forwarded-for': `10.23.0.${i % 10}` },
      body: JSON.stringify({
        email: i % 2 ? BENCH_ADMIN.email : `nadie${i}@estudio.local`,
        password: `equivocada-${i}`,
      }),
    }));
    const [burstList, burst] = await Promise.all([
      visitors(),
      runLoad({ port, specs: logins, requests: logins.length, concurrency: 100, timeoutMs: 60_000 }),
    ]);
    const duringBurst = latencies(burstList);

    // One client asking for the worst route name again and again for as long as the visitors run.
    const [routeList, route] = await Promise.all([
      visitors(),
      runLoad({
        port,
        path: WORST_ROUTE,
        requests: 1_000_000,
        concurrency: 1,
        timeoutMs: (REQUESTS / RATE) * 1000,
      }),
    ]);
    const duringRoute = latencies(routeList);

    const ms = (n: number) => `${n.toFixed(1)} ms`;
    // A visitor whose request failed (reset, refused) counts as missed too, not as left out.
    const verdict = (p99: number, list: LoadResult) => {
      const failed = list.results.filter((r) => !r.ok).length;
      const ok = p99 <= 2 * idle.p99 && failed === 0;
      return `${(p99 / idle.p99).toFixed(2)}x idle ${ok ? 'ok' : 'MISSED'} (target <= 2x)  visitors: ${statuses(list)}`;
    };
    return [
      [
        'idle: project list p50 / p99',
        `${ms(idle.p50)} / ${ms(idle.p99)}  (${REQUESTS} requests, ${VISITORS} visitors, ${RATE}/s paced: ${statuses(idleList)})`,
      ],
      ['300 wrong sign-ins from 10 addresses: answers', statuses(burst)],
      [
        '  project list p50 / p99 meanwhile',
        `${ms(duringBurst.p50)} / ${ms(duringBurst.p99)}  ${verdict(duringBurst.p99, burstList)}`,
      ],
      [`one client looping the worst route name: answers`, statuses(route)],
      [
        '  project list p50 / p99 meanwhile',
        `${ms(duringRoute.p50)} / ${ms(duringRoute.p99)}  ${verdict(duringRoute.p99, routeList)}`,
      ],
    ];
  } finally {
    await backend.stop();
    await rm(appDir, { recursive: true, force: true });
  }
}
