// Others' wrong passwords cannot keep the administrator out. Four addresses
// sending wrong passwords with random emails as fast as the server answers used to fill the one
// password queue (16), and the administrator, from an address it had used before, got 429 on 10
// of 15 sign-ins. Now a known address's check goes first and every other address waits in its own
// line, taking turns. The per-address sign-in limit is opened wide here, so only the password
// queue stands between the flood and the owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { raw, startApi } from './helpers';

let b: TestBackend;

beforeAll(async () => {
  b = await startApi({ signInRate: { capacity: 100_000, perSecond: 1000 }, trustProxy: true });
});
afterAll(() => b?.stop());

function signIn(email: string, password: string, from: string) {
  return raw(b, '/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ email, password }),
  });
}

/** Four addresses, each keeping `inFlight` wrong sign-ins under way until `stop` is called. */
function flood(inFlight: number) {
  let running = true;
  const statuses = new Map<number, number>();
  const lanes = Array.from({ length: 4 }, (_, a) =>
    Array.from({ length: inFlight }, async (_, i) => {
      for (let n = 0; running; n++) {
        const res = await signIn(`nadie-${a}-${i}-${n}@estudio.test`, 'equivocada', `10.34.0.${a + 1}`);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  ).flat();
  return {
    statuses,
    async stop() {
      running = false;
      await Promise.all(lanes);
    },
  };
}

describe('sign-in during a flood of wrong passwords from four addresses', () => {
  it('the administrator, from an address it used before, gets in every time', async () => {
    const home = '10.34.9.9';
    expect((await signIn(b.admin.email, b.admin.password, home)).status).toBe(200);
    const attack = flood(12);
    try {
      // Let the flood fill whatever it can before the owner comes.
      while ((attack.statuses.get(400) ?? 0) < 8) await new Promise((r) => setTimeout(r, 20));
      const answers: number[] = [];
      for (let i = 0; i < 5; i++) answers.push((await signIn(b.admin.email, b.admin.password, home)).status);
      expect(answers).toEqual(Array(5).fill(200));
      // A new device is not known yet: its own line still gets a turn among the four.
      expect((await signIn(b.admin.email, b.admin.password, '10.34.9.10')).status).toBe(200);
    } finally {
      await attack.stop();
    }
    // The flood itself was answered: checked (400) or refused at once (429), never an error.
    expect([...attack.statuses.keys()].every((s) => s === 400 || s === 429)).toBe(true);
    expect(attack.statuses.get(429) ?? 0).toBeGreaterThan(0);
  }, 120_000);
});
