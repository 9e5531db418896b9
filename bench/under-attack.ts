// The project list (what every visitor's page asks for first) measured idle,
// then while one client sends a burst of 30 failed sign-ins, then while one client floods the
// image endpoint with sizes that are not cached. Target: p99 within 2x of idle each time.
import { BENCH_ADMIN, startDemoBackend } from './demo-backend';
import { latencies, runLoad, statuses, type RequestSpec } from './load';

const LIST = '/rest/v1/Project?select=*';
const REQUESTS = 1500;
const CONCURRENCY = 16;

/** The visitors' side of each scenario: REQUESTS project lists at CONCURRENCY. */
export function projectList(port: number, headers: Record<string, string>) {
  return runLoad({
    port,
    path: LIST,
    headers,
    requests: REQUESTS,
    concurrency: CONCURRENCY,
    warmup: 100,
    timeoutMs: 120_000,
  });
}

export async function underAttack(): Promise<[string, string][]> {
  const backend = await startDemoBackend({
    appDir: false,
    admin: true,
  });
  try {
    const { port, anonHeaders: headers } = backend;
    const list = () => projectList(port, headers);

    const { rows } = await backend.db.pg.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'Gallery' and metadata->>'mimetype' like 'image/%' order by name`,
    );
    const images = rows.map((r) => r.name);
    if (images.length === 0) throw new Error('the demo content has no images to transform');

    const idle = latencies(await list());

    const logins: RequestSpec[] = Array.from({ length: 30 }, (_, i) => ({
      path: '/auth/v1/token?grant_type=password',
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: i % 2 ? BENCH_ADMIN.email : `nadie${i}@estudio.local`,
        password: `equivocada-${i}`,
      }),
    }));
    const [burstList, burst] = await Promise.all([
      list(),
      runLoad({ port, specs: logins, requests: logins.length, concurrency: 30, timeoutMs: 60_000 }),
    ]);
    const duringLogins = latencies(burstList);

    // Every width 1–2500 at two qualities over every demo image: far more variants than exist.
    const flood: RequestSpec[] = Array.from({ length: 600 }, (_, i) => ({
      path: `/storage/v1/render/image/public/Gallery/${images[i % images.length]}?width=${1 + ((i * 37) % 2500)}&quality=${i % 2 ? 55 : 95}`,
      headers: { accept: 'image/webp' },
    }));
    const [floodList, flooded] = await Promise.all([
      list(),
      runLoad({ port, specs: flood, requests: flood.length, concurrency: 32, timeoutMs: 120_000 }),
    ]);
    const duringFlood = latencies(floodList);

    const ms = (n: number) => `${n.toFixed(1)} ms`;
    const verdict = (p99: number) =>
      `${(p99 / idle.p99).toFixed(2)}x idle ${p99 <= 2 * idle.p99 ? 'ok' : 'MISSED'} (target <= 2x)`;
    return [
      [
        'idle: project list p50 / p99',
        `${ms(idle.p50)} / ${ms(idle.p99)}  (${REQUESTS} requests, concurrency ${CONCURRENCY})`,
      ],
      ['30 failed sign-ins at once: answers', statuses(burst)],
      [
        '  project list p50 / p99 meanwhile',
        `${ms(duringLogins.p50)} / ${ms(duringLogins.p99)}  ${verdict(duringLogins.p99)}`,
      ],
      ['600 uncached transform requests: answers', statuses(flooded)],
      [
        '  project list p50 / p99 meanwhile',
        `${ms(duringFlood.p50)} / ${ms(duringFlood.p99)}  ${verdict(duringFlood.p99)}`,
      ],
    ];
  } finally {
    await backend.stop();
  }
}
