// After a restart, guesses must not lock the owner out. The addresses known to be the owner's
// lived only in memory: after any restart, wrong passwords from 10 addresses held the owner's
// sign-in at 429 (8 of 8), and with the password on 6 addresses the second step too, also from a
// new device. Now what the owner proved is kept in the database, and a new device has a first try
// that the guessers' addresses (each marked by its first failure) cannot spend.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../../harness/backend';
import { keyClient, startApi } from './helpers';
import { codeAt, earlyInAStep, signInFrom, withFactor } from './second-step-helpers';

let b: TestBackend;
/** The server's own limit on failed sign-ins per account (the tests' default is far higher). */
const accountSignInRate = { capacity: 10, perSecond: 1 / 30 };

beforeAll(async () => {
  b = await startApi({ trustProxy: true, accountSignInRate });
});
afterAll(() => b?.stop());

async function restart() {
  await b.stop({ keepData: true });
  b = await startBackend({ dataDir: b.dataDir, serveApp: false, trustProxy: true, accountSignInRate });
}

/** The status of a sign-in from `address` (200 when it got a session). */
async function signInStatus(email: string, password: string, address: string): Promise<number> {
  const client = keyClient(b.url, b.anonKey, { 'x-forwarded-for': address });
  const { error } = await client.auth.signInWithPassword({ email, password });
  return error?.status ?? 200;
}

/** Wrong passwords from ten addresses, two each: the account's budget for strangers (10) is spent. */
async function guessFromTen(email: string, subnet: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let round = 0; round < 2; round++)
    for (let i = 1; i <= 10; i++)
      statuses.push(await signInStatus(email, `adivina-${round}-${i}`, `${subnet}.${i}`));
  return statuses;
}

it("a restart does not hand the guessers the owner's sign-in, and a new device's right password gets through", async () => {
  const email = 'dueña-tras-reinicio@estudio.test';
  const password = 'clave-dueña-reinicio-1';
  await b.createUser(email, password, { admin: true });
  expect(await signInStatus(email, password, '10.60.1.1')).toBe(200);
  await restart();

  const guesses = await guessFromTen(email, '10.60.2');
  expect(guesses).toContain(429);
  // The owner's usual address keeps its lane: a mistyped password there, then the right one.
  expect(await signInStatus(email, 'clave-mal-escrita', '10.60.1.1')).toBe(400);
  expect(await signInStatus(email, password, '10.60.1.1')).toBe(200);
  // And a device never seen before gets in.
  expect(await signInStatus(email, password, '10.60.9.9')).toBe(200);
  // The guessers' addresses get nothing more for having failed.
  expect(await signInStatus(email, 'otra-adivinanza', '10.60.2.1')).toBe(429);
  // A fresh address gets its one try — a wrong password there, then it waits like the others.
  expect(await signInStatus(email, 'otra-adivinanza', '10.60.3.1')).toBe(400);
  expect(await signInStatus(email, 'otra-adivinanza-2', '10.60.3.1')).toBe(429);
});

it("after a restart, wrong codes from six addresses with the password do not keep the owner's new device out", async () => {
  const email = 'segundo-paso-reinicio@estudio.test';
  const password = 'clave-segundo-paso-reinicio-1';
  const { factorId, secret } = await withFactor(b, email, password, '10.61.1.1', -1);
  await restart();
  await earlyInAStep();

  const attackers = await Promise.all(
    [1, 2, 3, 4, 5, 6].map((i) => signInFrom(b, email, password, `10.61.2.${i}`)),
  );
  const statuses: number[] = [];
  for (const attacker of attackers)
    for (let i = 0; i < 2; i++)
      statuses.push(
        (await attacker.auth.mfa.challengeAndVerify({ factorId, code: '000000' })).error?.status ?? 200,
      );
  expect(statuses).toContain(429);

  const phone = await signInFrom(b, email, password, '10.61.9.9');
  expect((await phone.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret) })).error).toBeNull();
});

it('the addresses that proved the second factor are kept across a restart', async () => {
  const email = 'direccion-guardada@estudio.test';
  const password = 'clave-direccion-guardada-1';
  const { owner, factorId, secret } = await withFactor(b, email, password, '10.62.1.1', -1);
  // The session that proved it from there ends: only the kept address can say it was the owner's.
  expect((await owner.auth.signOut()).error).toBeNull();
  await restart();
  await earlyInAStep();

  // Guessers with the password spend the account's budget and mark their own addresses.
  for (const i of [1, 2, 3, 4, 5, 6]) {
    const attacker = await signInFrom(b, email, password, `10.62.2.${i}`);
    for (let n = 0; n < 2; n++) await attacker.auth.mfa.challengeAndVerify({ factorId, code: '000000' });
  }
  // From the owner's kept address: a mistyped code, then the right one.
  const home = await signInFrom(b, email, password, '10.62.1.1');
  const typo = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
  expect((await home.auth.mfa.challengeAndVerify({ factorId, code: typo })).error?.status).toBe(422);
  expect((await home.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret) })).error).toBeNull();
});
