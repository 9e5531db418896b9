// A flood of 10,000 count_visit calls from 100 addresses. The day's caps hold, every
// refused call stores nothing, each address gets no more than its budget, and visitors' page
// reads made meanwhile are all answered, with the same content. How fast they are answered is
// `npm run bench`'s business (bench/visit-flood.ts: p99 within 2x of idle), not a test's.
// The ~1,000 calls the budgets let through are paced to a tenth of the server's time
// (server/rest/rpc-gate.ts): ~10 ms each when a call takes 1 ms, 47 s in all measured on a busy machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RPC_RATE } from '../../server/rest/rpc-gate';
import type { TestBackend } from '../../harness/backend';
import { must, raw, signInAdmin, startApi } from './helpers';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const CALLS = 10_000;
const ADDRESSES = 100;
const AT_ONCE = 32;

let b: TestBackend;

beforeAll(async () => {
  // Behind a proxy: X-Forwarded-For's last hop names the caller, so one test is 100 addresses.
  b = await startApi({ trustProxy: true, rpcRate: RPC_RATE });
});

afterAll(async () => {
  await b?.stop();
});

/** `count` tasks, `AT_ONCE` at a time. */
async function pool<T>(count: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, lane));
  return results;
}

describe('a flood of visit counts', () => {
  it('stores within the caps and the budgets, and visitors reading meanwhile are all answered', async () => {
    const list = () => raw(b, '/rest/v1/Project?select=*&order=id');
    const before = await list();
    let flooding = true;
    const started = Date.now();
    const reads: Awaited<ReturnType<typeof list>>[] = [];
    const reader = (async () => {
      while (flooding) reads.push(await list());
    })();
    const answers = await pool(CALLS, async (i) => {
      const address = `198.18.${i % ADDRESSES}.1`;
      const answer = await raw(b, '/rest/v1/rpc/count_visit', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'user-agent': BROWSER },
        body: JSON.stringify({ kind: 'view', page: `/inundacion/${i}` }),
      });
      return { address, status: answer.status, counted: answer.json === true };
    });
    flooding = false;
    await reader;
    const seconds = (Date.now() - started) / 1000;

    // Nothing but answers the gate or the function gives: no error, no dropped connection.
    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].filter((s) => ![200, 429, 503].includes(s))).toEqual([]);
    // No address got more than its budget: 10 at once, then one every 6 s.
    const budget = RPC_RATE.capacity + Math.ceil(seconds * RPC_RATE.perSecond);
    const served = new Map<string, number>();
    for (const a of answers) if (a.status === 200) served.set(a.address, (served.get(a.address) ?? 0) + 1);
    expect(Math.max(...served.values())).toBeLessThanOrEqual(budget);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThan(CALLS - ADDRESSES * budget - 1);

    // What is stored: one hash per call let through (each named a new page), nothing for a refused
    // one; aggregates only up to the day's cap (past it a call answers false).
    const { rows } = await b.backend.db.pg.query<{ groups: number; seen: number; total: number }>(
      `select (select count(*)::int from public."DailyCount") as groups,
              (select count(*)::int from private.visit_seen) as seen,
              (select coalesce(sum(count), 0)::int from public."DailyCount") as total`,
    );
    const counted = answers.filter((a) => a.counted).length;
    expect(rows[0]!.seen).toBe(answers.filter((a) => a.status === 200).length);
    expect(rows[0]!.total).toBe(counted);
    expect(rows[0]!.groups).toBe(Math.min(counted, 1000));
    expect(rows[0]!.seen).toBeLessThanOrEqual(20_000);

    // Visitors kept reading the site throughout, and read what was there before.
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) {
      expect(read.status).toBe(200);
      expect(read.text).toBe(before.text);
    }
    // An administrator reads the counts; the flood's pages are all there are.
    const { client: admin } = await signInAdmin(b);
    const stored = must(await admin.from('DailyCount').select('page'));
    expect(stored.every((r) => r.page.startsWith('/inundacion/'))).toBe(true);
  }, 300_000);
});
