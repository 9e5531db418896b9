// With two-step sign-in on, a stolen password gives only an aal1 session. From there it could end
// the owner's sessions (`logout?scope=others`), and, sending garbage codes every 300 ms, keep the
// owner's right codes at 429 (8 of 8 in 32 s); and a TOTP code verified twice in its window. Now
// ending other sessions takes aal2, a code is good once (kept across restarts), and an address
// that proved the factor before has its own lane, as sign-in has for passwords.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../../harness/backend';
import { type Client, keyClient, startApi } from './helpers';
import { codeAt, earlyInAStep, signInFrom, withFactor } from './second-step-helpers';

let b: TestBackend;

beforeAll(async () => {
  b = await startApi({ trustProxy: true });
});
afterAll(() => b?.stop());

const ownerWithFactor = (email: string, password: string, address: string, offset = 0) =>
  withFactor(b, email, password, address, offset);

const stillSignedIn = async (client: Client) => (await client.auth.refreshSession()).error === null;

describe('ending sessions with a password alone', () => {
  it("an aal1 session cannot end the owner's sessions: 'others' is refused, 'global' ends only itself", async () => {
    const email = 'sesiones-aal@estudio.test';
    const { owner } = await ownerWithFactor(email, 'clave-sesiones-aal-1', '10.47.1.1');
    const stolen = await signInFrom(b, email, 'clave-sesiones-aal-1', '10.47.1.66');
    const others = await stolen.auth.signOut({ scope: 'others' });
    expect(others.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    expect(await stillSignedIn(owner)).toBe(true);

    const thief = await signInFrom(b, email, 'clave-sesiones-aal-1', '10.47.1.67');
    const thiefSession = (await thief.auth.getSession()).data.session!;
    expect((await thief.auth.signOut()).error).toBeNull();
    expect(await stillSignedIn(owner)).toBe(true);
    const gone = await keyClient(b.url, b.anonKey).auth.refreshSession({
      refresh_token: thiefSession.refresh_token,
    });
    expect(gone.error).not.toBeNull();

    // The owner, at aal2, still ends every other session.
    expect((await owner.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await stillSignedIn(stolen)).toBe(false);
    expect(await stillSignedIn(owner)).toBe(true);
  });
});

describe('a TOTP code', () => {
  it('is accepted once: not again, not an earlier one of its window, not after a restart', async () => {
    await earlyInAStep();
    const email = 'codigo-unico@estudio.test';
    const password = 'clave-codigo-unico-1';
    const { factorId, secret } = await ownerWithFactor(email, password, '10.47.2.1');
    const verify = async (client: Client, offset: number) =>
      (await client.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret, offset) })).error;

    const second = await signInFrom(b, email, password, '10.47.2.1');
    expect(await verify(second, 0)).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(await verify(second, -1)).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(await verify(second, 1)).toBeNull();
    // Once a later step's code was used, this step's is spent too.
    const third = await signInFrom(b, email, password, '10.47.2.1');
    expect(await verify(third, 0)).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    // Remembered across a restart.
    await b.stop({ keepData: true });
    b = await startBackend({ dataDir: b.dataDir, serveApp: false, trustProxy: true });
    const fourth = await signInFrom(b, email, password, '10.47.2.1');
    expect(await verify(fourth, 1)).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
  });
});

describe("wrong codes from a stolen password's session", () => {
  it('do not keep the owner out: a device that proved the factor before, and a new one, get in', async () => {
    await earlyInAStep();
    const email = 'carril@estudio.test';
    const password = 'clave-carril-1';
    // Enrolled with the previous step's code, so this step's and the next are the owner's to use.
    const { factorId, secret } = await ownerWithFactor(email, password, '10.47.3.1', -1);
    const attacker = await signInFrom(b, email, password, '10.47.3.66');
    const wrong = (offset: number) =>
      String((Number(codeAt(secret, offset)) + 1) % 1_000_000).padStart(6, '0');
    const statuses: number[] = [];
    let running = true;
    const flood = (async () => {
      while (running) {
        const { error } = await attacker.auth.mfa.challengeAndVerify({ factorId, code: wrong(0) });
        statuses.push(error?.status ?? 200);
        await new Promise((r) => setTimeout(r, 300));
      }
    })();
    try {
      while (!statuses.includes(429)) await new Promise((r) => setTimeout(r, 50));
      const home = await signInFrom(b, email, password, '10.47.3.1');
      expect(
        (await home.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret, 0) })).error,
      ).toBeNull();
      const phone = await signInFrom(b, email, password, '10.47.3.2');
      expect(
        (await phone.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret, 1) })).error,
      ).toBeNull();
    } finally {
      running = false;
      await flood;
    }
    // Refused, throttled, and once the owner proved the factor its session ended: never in.
    expect(statuses.slice(0, 4)).toEqual([422, 422, 422, 429]);
    expect(statuses.every((s) => s !== 200 && s < 500)).toBe(true);
  });

  it('after a restart, an address where an aal2 session of the account lives keeps its lane', async () => {
    await earlyInAStep();
    const email = 'carril-tras-reinicio@estudio.test';
    const password = 'clave-carril-2';
    const { factorId, secret } = await ownerWithFactor(email, password, '10.47.6.1');
    await b.stop({ keepData: true });
    b = await startBackend({ dataDir: b.dataDir, serveApp: false, trustProxy: true });
    // Three addresses with the password empty the account's budget for strangers (5).
    const attackers = await Promise.all([1, 2, 3].map((i) => signInFrom(b, email, password, `10.47.7.${i}`)));
    const statuses: number[] = [];
    for (const attacker of attackers)
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await attacker.auth.mfa.challengeAndVerify({ factorId, code: '000000' })).error?.status ?? 200,
        );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const home = await signInFrom(b, email, password, '10.47.6.1');
    expect((await home.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret, 1) })).error).toBeNull();
  });

  it('from many addresses together are still checked no faster than the account allows', async () => {
    const email = 'fuerza-bruta@estudio.test';
    const password = 'clave-fuerza-bruta-1';
    const { factorId } = await ownerWithFactor(email, password, '10.47.4.1');
    const started = Date.now();
    const attackers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signInFrom(b, email, password, `10.47.5.${i + 1}`)),
    );
    const statuses = (
      await Promise.all(
        attackers.map(async (client) => {
          const mine: number[] = [];
          for (let i = 0; i < 4; i++) {
            const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: '000000' });
            mine.push(error?.status ?? 200);
          }
          return mine;
        }),
      )
    ).flat();
    const elapsedS = (Date.now() - started) / 1000;
    const checked = statuses.filter((s) => s === 422).length;
    // 48 guesses from 12 addresses; the account's budget (5, then one every 12 s) decides, with
    // at most one first try from each address that had sent no wrong code yet (first-tries.ts).
    expect(checked).toBeLessThanOrEqual(5 + Math.ceil(elapsedS / 12) + attackers.length);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});
