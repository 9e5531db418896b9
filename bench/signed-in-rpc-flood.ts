// The project list (what every visitor's page asks for first) measured idle, then while 10,000
// count_visit calls arrive from one signed-in account that is not an administrator, spread over
// 100 addresses. Before, only visitors' calls were budgeted and paced: these went straight to the
// database and pushed visitors' p99 to 12.9 s (46x) with 54 connection resets. Target: p99
// within 2x of idle.
//
// Alone: `npx tsx bench/signed-in-rpc-flood.ts`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { upsertUser } from '../server/auth/users';
import { startDemoBackend } from './demo-backend';
import { latencies, runLoad, statuses, table, type RequestSpec } from './load';
import { projectList } from './under-attack';
import { otherProgramsRow, startLoadWindow } from '../scripts/machine-load';

const FLOOD = 10_000;
const ADDRESSES = 100;
const MEMBER = { email: 'miembro@estudio.local', password: 'clave-del-miembro-1' };
const AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

export async function signedInRpcFlood(): Promise<[string, string][]> {
  const backend = await startDemoBackend({
    appDir: false,
    trustProxy: true,
    before: (parts) => upsertUser(parts.db, MEMBER.email, MEMBER.password, false),
  });
  try {
    const { port, anonHeaders: headers } = backend;
    const signIn = await fetch(`http://127.0.0.1:${port}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(MEMBER),
    });
    const { access_token: token } = (await signIn.json()) as { access_token?: string };
    if (!token) throw new Error(`the member could not sign in: ${signIn.status}`);
    const list = () => projectList(port, headers);

    const window = startLoadWindow();
    const idle = latencies(await list());
    const calls: RequestSpec[] = Array.from({ length: FLOOD }, (_, i) => ({
      path: '/rest/v1/rpc/count_visit',
      method: 'POST',
      headers: {
        apikey: headers.apikey,
        authorization: `Bearer ${token}`,
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
    const failed = floodList.results.filter((r) => !r.ok).length;

    const ms = (n: number) => `${n.toFixed(1)} ms`;
    const ratio = during.p99 / idle.p99;
    const ok = ratio <= 2 && failed === 0;
    return [
      ['idle: project list p50 / p99', `${ms(idle.p50)} / ${ms(idle.p99)}`],
      [
        `${FLOOD} count_visit calls from a signed-in non-administrator, ${ADDRESSES} addresses`,
        `${statuses(flooded)} (429: over the account's or the address's budget)`,
      ],
      [
        '  project list p50 / p99 meanwhile',
        `${ms(during.p50)} / ${ms(during.p99)}  ${ratio.toFixed(2)}x idle, ${failed} failed  ${ok ? 'ok' : 'MISSED'} (target <= 2x, 0 failed)`,
      ],
      otherProgramsRow(load),
    ];
  } finally {
    await backend.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log('\nProject list during a flood of function calls from a signed-in account\n');
  signedInRpcFlood()
    .then((rows) => console.log(table(rows)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
