// A signed-in account that is not an administrator floods /rest/v1/rpc: visitors' calls were
// budgeted and paced, signed-in ones not, and 10,000 count_visit calls from such an account pushed
// visitors' p99 to 12.9 s (how fast visitors are answered meanwhile is `npm run bench`'s business).
// Every caller now has a budget: per address before its token is verified, per account after.
// Calls over it are refused and store nothing; other accounts, elsewhere, are still served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_RPC_RATE } from '../../server/rest/rpc-gate';
import type { TestBackend } from '../../harness/backend';
import { raw, signInAdmin, signInNonAdmin, startApi } from './helpers';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const AT_ONCE = 16;

let b: TestBackend;
let token: string;

beforeAll(async () => {
  // Behind a proxy: X-Forwarded-For's last hop names the caller, so one test is many addresses.
  b = await startApi({ trustProxy: true });
  token = (await signInNonAdmin(b)).session.access_token;
});
afterAll(() => b?.stop());

/** `count` tasks, AT_ONCE at a time. */
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

/** A count_visit call with the account's token from `address`, each for a page of its own. */
async function call(address: string, page: string, bearer = token) {
  const answer = await raw(b, '/rest/v1/rpc/count_visit', {
    method: 'POST',
    token: bearer,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'user-agent': BROWSER },
    body: JSON.stringify({ kind: 'view', page }),
  });
  return { status: answer.status, stored: answer.json === true };
}

const seen = async () =>
  (await b.backend.db.pg.query<{ n: number }>('select count(*)::int as n from private.visit_seen')).rows[0]!
    .n;

describe('a signed-in non-administrator flooding /rest/v1/rpc', () => {
  it('gets its budget and no more, from one address or many; refused calls store nothing', async () => {
    const before = await seen();
    const started = Date.now();
    // 300 calls from one address, then 300 more spread over 30 addresses.
    const one = await pool(300, (i) => call('198.18.0.1', `/inundacion/una/${i}`));
    const many = await pool(300, (i) => call(`198.18.1.${i % 30}`, `/inundacion/muchas/${i}`));
    const seconds = (Date.now() - started) / 1000;
    const answers = [...one, ...many];

    // Nothing but what the function or the gate answers: no error, no dropped connection.
    expect([...new Set(answers.map((a) => a.status))].filter((s) => ![200, 429, 503].includes(s))).toEqual(
      [],
    );
    // The account's budget: 30 at once, then one every 2 s, wherever it calls from.
    const budget = SIGNED_IN_RPC_RATE.capacity + Math.ceil(seconds * SIGNED_IN_RPC_RATE.perSecond);
    const through = answers.filter((a) => a.status !== 429 && a.status !== 503);
    expect(through.length).toBeLessThanOrEqual(budget);
    expect(many.filter((a) => a.status === 429).length).toBeGreaterThan(300 - budget);
    // Stored: one visitor hash per call counted, nothing for a refused one.
    expect((await seen()) - before).toBe(answers.filter((a) => a.stored).length);
  }, 120_000);

  it('refuses an address over its budget before verifying its token', async () => {
    // Tokens that are not tokens: each costs its address budget, and past it they get 429 before
    // any verification (no 401), so a flood of them costs no crypto.
    const started = Date.now();
    const forged: number[] = [];
    for (let i = 0; i < 45; i++)
      forged.push(
        (await call('198.18.2.1', `/inundacion/falsa/${i}`, `eyJhbGciOiJFUzI1NiJ9.e30.${i}`)).status,
      );
    const refilled = Math.ceil(((Date.now() - started) / 1000) * SIGNED_IN_RPC_RATE.perSecond);
    expect(new Set(forged)).toEqual(new Set([401, 429]));
    expect(forged.filter((s) => s === 401).length).toBeLessThanOrEqual(
      SIGNED_IN_RPC_RATE.capacity + refilled,
    );
    expect(forged.slice(0, SIGNED_IN_RPC_RATE.capacity)).toEqual(
      Array(SIGNED_IN_RPC_RATE.capacity).fill(401),
    );
    expect(forged.at(-1)).toBe(429);
    // An administrator elsewhere is still served.
    const { session } = await signInAdmin(b);
    const admins = await raw(b, '/rest/v1/rpc/list_administrators', {
      method: 'POST',
      token: session.access_token,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
      body: '{}',
    });
    expect(admins.status).toBe(200);
  });
});
