// Forged tokens sent from the owner's address used up that address's budget of signed-in function
// calls (it is taken before a token is verified, so a forgery costs no crypto), and the owner's
// own calls from there were then refused. A token this server has verified now spends only its
// own budget; forgeries still spend their address's and are refused there.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { raw, signInAdmin, startApi } from './helpers';

const OWNER_ADDRESS = '198.18.9.1';
let b: TestBackend;
let token: string;

beforeAll(async () => {
  b = await startApi({ trustProxy: true });
  token = (await signInAdmin(b)).session.access_token;
});
afterAll(() => b?.stop());

const call = (bearer: string, page: string) =>
  raw(b, '/rest/v1/rpc/count_visit', {
    method: 'POST',
    token: bearer,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': OWNER_ADDRESS },
    body: JSON.stringify({ kind: 'view', page }),
  }).then((a) => a.status);

it("forged tokens from the owner's address leave the owner's calls from there alone", async () => {
  // The owner's panel has called a function before: its token is known to be genuine.
  expect(await call(token, '/panel/antes')).toBe(200);
  // Tokens that only look like the owner's: each a different forged signature.
  const [head, body] = token.split('.');
  const forged: number[] = [];
  for (let i = 0; i < 60; i++)
    forged.push(await call(`${head}.${body}.${String(i).padStart(4, '0')}${'x'.repeat(82)}`, `/falso/${i}`));
  expect(forged).toContain(429);
  expect(forged.every((s) => s === 401 || s === 429)).toBe(true);

  const mine: number[] = [];
  for (let i = 0; i < 5; i++) mine.push(await call(token, `/panel/despues/${i}`));
  expect(mine).toEqual([200, 200, 200, 200, 200]);
});
