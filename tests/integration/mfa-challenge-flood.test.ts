// The password alone must not keep the owner out of the second step. A stolen password gives its
// holder a session of its own; from there it asked for challenges without end (14,834 in 30 s,
// each a database write), each one deleting the factor's oldest open challenge — the owner's — so
// the owner's `challengeAndVerify` got 404, then 429, 10 times of 10. Now a session's challenges
// are replaced only by its own, each session asks at its own pace, and a verification that checked
// no code (its challenge gone) costs the owner no turn.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { startApi } from './helpers';
import { codeAt, earlyInAStep, signInFrom, withFactor } from './second-step-helpers';

let b: TestBackend;

beforeAll(async () => {
  b = await startApi({ trustProxy: true });
});
afterAll(() => b?.stop());

it("a stolen password's flood of challenges neither takes the owner's challenge away nor floods the database", async () => {
  const email = 'reto-inundado@estudio.test';
  const password = 'clave-reto-inundado-1';
  // Enrolled a step ago, so this step's code is still unused.
  const { factorId, secret } = await withFactor(b, email, password, '10.58.1.1', -1);
  await earlyInAStep();

  // The owner, on a new device, asks for a challenge…
  const owner = await signInFrom(b, email, password, '10.58.2.2');
  const mine = await owner.auth.mfa.challenge({ factorId });
  expect(mine.error).toBeNull();

  // …while the password's thief asks again and again from its own session.
  const thief = await signInFrom(b, email, password, '10.58.3.3');
  const asked = await Promise.all(Array.from({ length: 40 }, () => thief.auth.mfa.challenge({ factorId })));

  // The owner's challenge is still there, and the right code gets through.
  const verified = await owner.auth.mfa.verify({
    factorId,
    challengeId: mine.data!.id,
    code: codeAt(secret),
  });
  expect(verified.error).toBeNull();
  expect((await owner.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
  // The thief's session got a few, then had to wait.
  const granted = asked.filter((a) => a.error === null).length;
  const slowed = asked.filter((a) => a.error?.status === 429).length;
  expect(granted + slowed).toBe(40);
  expect(granted).toBeLessThanOrEqual(10);
});

it('a verification whose challenge is gone costs the owner no turn: the right code then still gets through', async () => {
  const email = 'reto-perdido@estudio.test';
  const password = 'clave-reto-perdido-1';
  const { factorId, secret } = await withFactor(b, email, password, '10.59.1.1', -1);
  await earlyInAStep();

  const owner = await signInFrom(b, email, password, '10.59.2.2');
  // A new device's address has 3 turns: six answers to a challenge that no longer exists.
  for (let i = 0; i < 6; i += 1) {
    const gone = await owner.auth.mfa.verify({
      factorId,
      challengeId: crypto.randomUUID(),
      code: '000000',
    });
    expect(gone.error?.status).toBe(404);
  }
  const through = await owner.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret) });
  expect(through.error).toBeNull();
});
