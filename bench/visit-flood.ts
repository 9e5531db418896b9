// The project list (what every visitor's page asks for first) measured idle,
// then while 10,000 calls to count_visit arrive from 100 addresses (each a new page, so every one
// is a first sighting until the day's caps stop storing). Target: p99 within 2x of idle. Also
// says how the calls were answered, what the day holds afterwards (the caps), and how busy other
// programs kept the machine meanwhile (a shared machine inflates the tail: scripts/machine-load.ts).
import { startDemoBackend } from './demo-backend';
import { latencies, runLoad, statuses, type RequestSpec } from './load';
import { projectList } from './under-attack';
import { otherProgramsRow, startLoadWindow } from '../scripts/machine-load';

const FLOOD = 10_000;
const ADDRESSES = 100;
const AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

export async function visitFlood(): Promise<[string, string][]> {
  const backend = await startDemoBackend({ appDir: false, trustProxy: true });
  try {
    const { port, anonHeaders: headers } = backend;
    const list = () => projectList(port, headers);

    const window = startLoadWindow();
    const idle = latencies(await list());

    const calls: RequestSpec[] = Array.from({ length: FLOOD }, (_, i) => ({
      path: '/rest/v1/rpc/count_visit',
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'user-agent': AGENT,
        'x-forwarded-for': `198.18.${i % ADDRESSES}.1`,
      },
      body: JSON.stringify({ kind: 'view', page: `/inundacion/${i}` }),
    }));
    const [floodList, flooded] = await Promise.all([
      list(),
      runLoad({ port, specs: calls, requests: calls.length, concurrency: 32, timeoutMs: 300_000 }),
    ]);
    const during = latencies(floodList);
    const load = window.end();
    const { rows } = await backend.db.pg.query<{ groups: number; seen: number }>(
      `select (select count(*)::int from public."DailyCount") as groups,
              (select count(*)::int from private.visit_seen) as seen`,
    );

    const ms = (n: number) => `${n.toFixed(1)} ms`;
    const ratio = during.p99 / idle.p99;
    return [
      ['idle: project list p50 / p99', `${ms(idle.p50)} / ${ms(idle.p99)}  (as above)`],
      [
        `${FLOOD} count_visit calls from ${ADDRESSES} addresses`,
        `${statuses(flooded)} (429: over the address's budget)`,
      ],
      [
        '  stored afterwards',
        `${rows[0]!.groups} aggregate rows (cap 1000), ${rows[0]!.seen} day hashes (cap 20000)`,
      ],
      [
        '  project list p50 / p99 meanwhile',
        `${ms(during.p50)} / ${ms(during.p99)}  ${ratio.toFixed(2)}x idle ${ratio <= 2 ? 'ok' : 'MISSED'} (target <= 2x)`,
      ],
      otherProgramsRow(load),
    ];
  } finally {
    await backend.stop();
  }
}
