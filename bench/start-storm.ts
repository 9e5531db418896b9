// A connection storm at start: the real `npm start` on a fresh data dir with the demo content
// (a child process that has run nothing yet), and the moment it accepts a connection, 20 phones
// at once (those that were waiting: a restart behind the proxy while phones load pages) and then a
// new phone every 100 ms for 10 s, each opening the home, the gallery and /WhoWeAre with
// everything each page names and the app's project list call (with the publishable key, as the
// app sends it). The in-run reference: the same storm on the same server 60 s after it accepted,
// warm. Both storms open with the same burst, so their p99s differ only by the server's age:
// before the server warmed up before opening its port, the start's p99 was 1.06–2.4x the warm
// one's (1.6x typical); warm from the first connection, 0.87–1.11x. Target: within 1.5x, 0 failed.
//
// Alone: `npx tsx bench/start-storm.ts` (needs dist/ built: `npm run build`).
// `BENCH_STORM_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof'` profiles the server.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/free-port';
import { otherProgramsRow, startLoadWindow } from '../scripts/machine-load';
import { percentile, table } from './load';
import { phoneVisitors, type PhoneResult } from './phone-visitors';
import { spawnServer } from './spawn-server';

const PAGES = ['/', '/ProjectsGallery', '/WhoWeAre'];
/** The call the home and the gallery make for their projects (src/features/projects/api/projects.ts). */
const API = '/rest/v1/Project?select=*&deleted_at=is.null&order=position.asc';
/** Phones waiting when the port opens. */
const BURST = 20;
/** Then one more every EVERY_MS for 10 s. */
const ARRIVING = 100;
const EVERY_MS = 100;
const WARM_AFTER_MS = 60_000;
const START_TIMEOUT_MS = 180_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once a TCP connection to the port is accepted (polled every 5 ms). */
async function accepting(port: number, exited: () => boolean): Promise<void> {
  const until = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < until) {
    if (exited()) throw new Error('the server exited before it accepted a connection');
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await sleep(5);
  }
  throw new Error(`the server accepted no connection within ${START_TIMEOUT_MS / 1000} s`);
}

function summary(run: PhoneResult) {
  const failed = run.requests.filter((r) => r.status === 0 || r.status >= 400).length;
  const sorted = run.requests.map((r) => r.ms).sort((a, b) => a - b);
  return {
    failed,
    total: run.requests.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

export async function startStorm(): Promise<[string, string][]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'estudio-bench-'));
  const port = await freePort();
  const nodeOptions = process.env.BENCH_STORM_NODE_OPTIONS;
  const spawned = performance.now();
  const server = spawnServer(dataDir, port, nodeOptions ? { NODE_OPTIONS: nodeOptions } : {});
  try {
    await accepting(port, () => server.child.exitCode !== null);
    const acceptedAfter = performance.now() - spawned;
    const { publishableKey: key } = JSON.parse(await readFile(path.join(dataDir, 'keys.json'), 'utf8')) as {
      publishableKey: string;
    };
    const base = {
      port,
      pages: PAGES,
      apiPath: API,
      apiHeaders: { apikey: key, authorization: `Bearer ${key}` },
      timeoutMs: 30_000,
    };
    const storm = async (): Promise<PhoneResult> => {
      const [waiting, arriving] = await Promise.all([
        phoneVisitors({ ...base, phones: BURST, everyMs: 0 }),
        phoneVisitors({ ...base, phones: ARRIVING, everyMs: EVERY_MS }),
      ]);
      return {
        requests: [...waiting.requests, ...arriving.requests],
        wallMs: Math.max(waiting.wallMs, arriving.wallMs),
      };
    };
    const coldWindow = startLoadWindow();
    const cold = summary(await storm());
    const coldLoad = coldWindow.end();
    await sleep(Math.max(0, WARM_AFTER_MS - (performance.now() - spawned - acceptedAfter)));
    const warmWindow = startLoadWindow();
    const warm = summary(await storm());
    const warmLoad = warmWindow.end();

    const ms = (n: number) => `${n.toFixed(1)} ms`;
    const ratio = cold.p99 / warm.p99;
    const ok = cold.failed === 0 && warm.failed === 0 && ratio <= 1.5;
    const line = (s: ReturnType<typeof summary>) =>
      `${ms(s.p50)} / ${ms(s.p99)}, max ${ms(s.max)}  (${s.total} requests, ${s.failed} failed)`;
    return [
      ['npm start on a fresh data dir with the demo content: accepting after', ms(acceptedAfter)],
      [
        `${BURST} phones at the first accepted connection, then one every ${EVERY_MS} ms for 10 s: p50 / p99`,
        line(cold),
      ],
      otherProgramsRow(coldLoad),
      ['the same storm 60 s after (warm, the reference): p50 / p99', line(warm)],
      otherProgramsRow(warmLoad),
      [
        'the storm at the start against warm',
        `p99 ${ratio.toFixed(2)}x warm  ${ok ? 'ok' : 'MISSED'} (target: p99 <= 1.5x warm, 0 failed)`,
      ],
    ];
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log('\nA connection storm at start (targets beside each figure)\n');
  startStorm()
    .then((rows) => console.log(table(rows)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
