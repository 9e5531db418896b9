// Sign-in: the password check does not tell which emails exist, guesses are limited per
// account whatever the address, the client address comes from X-Forwarded-For only behind a
// trusted proxy, bcrypt's 72-byte limit cannot be used to match on a prefix, NUL bytes are a 400,
// and a start never resets an existing user's password.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../server/auth/admin-bootstrap';
import { removeAdmin, upsertUser } from '../../server/auth/users';
import type { TestBackend } from '../../harness/backend';
import { raw, startApi } from './helpers';

let b: TestBackend;
/** Three failed sign-ins per account, refilled very slowly; addresses barely limited. */
let perAccount: TestBackend;
/** Two sign-ins per address; behind a proxy that is trusted or not. */
let proxied: TestBackend;
let direct: TestBackend;

beforeAll(async () => {
  [b, perAccount, proxied, direct] = await Promise.all([
    startApi(),
    startApi({ accountSignInRate: { capacity: 3, perSecond: 0.001 }, trustProxy: true }),
    startApi({ signInRate: { capacity: 2, perSecond: 0.001 }, trustProxy: true }),
    startApi({ signInRate: { capacity: 2, perSecond: 0.001 }, trustProxy: false }),
  ]);
});
afterAll(() => Promise.all([b, perAccount, proxied, direct].map((x) => x?.stop())));

function signIn(target: TestBackend, email: string, password: string, from?: string) {
  return raw(target, '/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify({ email, password }),
  });
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

describe('sign-in', () => {
  it('takes as long for an unknown email as for a wrong password (timing names no account)', async () => {
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await timed(() => signIn(b, `nadie${i}@estudio.test`, 'clave-incorrecta')));
      wrong.push(await timed(() => signIn(b, b.admin.email, 'clave-incorrecta')));
    }
    // Before, an unknown email answered in ~3 ms and a known one in ~78 ms (one bcrypt check).
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });

  it('limits failed guesses per account, from any address, and hands the token back on success', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (await signIn(perAccount, perAccount.admin.email, perAccount.admin.password, `10.0.0.${i}`)).status,
      ).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await signIn(perAccount, perAccount.admin.email, 'mal', `10.1.0.${i}`)).status).toBe(400);
    // The budget is spent: an address that failed waits. (A fresh one has its one first try: below.)
    const limited = await signIn(perAccount, perAccount.admin.email, 'mal', '10.1.0.1');
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ error_code: 'over_request_rate_limit' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not affected.
    await perAccount.createUser('otra@estudio.test', 'otra-clave-123');
    expect((await signIn(perAccount, 'otra@estudio.test', 'otra-clave-123', '10.2.0.1')).status).toBe(200);
  });

  it('cannot lock the owner out: an address that signed in before is not held by the account limit', async () => {
    // The account is spent (the test above): a stranger's guess is its one first try, then it waits.
    expect((await signIn(perAccount, perAccount.admin.email, 'mal', '10.9.0.1')).status).toBe(400);
    expect((await signIn(perAccount, perAccount.admin.email, 'mal', '10.9.0.1')).status).toBe(429);
    // The owner, from an address it signed in from before, still gets in, again and again.
    for (let i = 0; i < 3; i++)
      expect(
        (await signIn(perAccount, perAccount.admin.email, perAccount.admin.password, '10.0.0.1')).status,
      ).toBe(200);
    // A new device's right password gets through (its first try); an address that failed still
    // waits, even with the right password.
    expect(
      (await signIn(perAccount, perAccount.admin.email, perAccount.admin.password, '10.3.0.1')).status,
    ).toBe(200);
    expect(
      (await signIn(perAccount, perAccount.admin.email, perAccount.admin.password, '10.9.0.1')).status,
    ).toBe(429);
  });

  it('answers a burst of sign-ins beyond the password queue with 429 at once instead of queueing it', async () => {
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        signIn(b, i % 2 ? b.admin.email : `nadie${i}@estudio.test`, 'mal'),
      ),
    );
    const refused = burst.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.json).toMatchObject({ error_code: 'over_request_rate_limit' });
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(burst.every((r) => r.status === 429 || r.status === 400)).toBe(true);
    // The refused attempts checked nothing and cost no limit: the owner signs in right after.
    expect((await signIn(b, b.admin.email, b.admin.password)).status).toBe(200);
  });

  it('reads the client address from X-Forwarded-For only behind a trusted proxy', async () => {
    // Trusted: each forwarded client has its own allowance.
    for (const from of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect((await signIn(proxied, 'x@estudio.test', 'mal', from)).status).toBe(400);
    }
    // Only the proxy's own (last) entry counts: a client cannot pick a fresh address by prefixing one.
    expect((await signIn(proxied, 'x@estudio.test', 'mal', '198.51.100.7, 203.0.113.1')).status).toBe(400);
    expect((await signIn(proxied, 'x@estudio.test', 'mal', '198.51.100.8, 203.0.113.1')).status).toBe(429);
    // Not trusted: the header is ignored, every request is the socket's peer.
    expect((await signIn(direct, 'x@estudio.test', 'mal', '203.0.113.1')).status).toBe(400);
    expect((await signIn(direct, 'x@estudio.test', 'mal', '203.0.113.2')).status).toBe(400);
    expect((await signIn(direct, 'x@estudio.test', 'mal', '203.0.113.3')).status).toBe(429);
  });

  it('refuses passwords over 72 bytes at creation, and never matches on the first 72', async () => {
    await expect(upsertUser(b.backend.db, 'larga@estudio.test', 'ñ'.repeat(37), false)).rejects.toThrow(
      /at most 72 bytes/,
    );
    const exactly72 = 'a'.repeat(72);
    await b.createUser('limite@estudio.test', exactly72);
    expect((await signIn(b, 'limite@estudio.test', exactly72)).status).toBe(200);
    expect((await signIn(b, 'limite@estudio.test', `${exactly72}-y-lo-que-sigue`)).json).toMatchObject({
      error_code: 'invalid_credentials',
    });
  });

  it('answers NUL bytes in the email or password with a 400, not a 500', async () => {
    for (const [email, password] of [
      ['ad\u0000min@estudio.test', 'x'],
      [b.admin.email, 'cla\u0000ve'],
    ]) {
      const res = await signIn(b, email!, password!);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error_code: 'validation_failed' });
    }
  });
});

describe('first-start administrator', () => {
  it('is created only when no such user exists: removing the last administrator never resets a password at the next start', async () => {
    await b.createUser('estudio@estudio.test', 'clave-original-1', { admin: false });
    await removeAdmin(b.backend.db, b.admin.email);
    try {
      const line = await ensureAdmin(b.backend.db, b.dataDir, {
        ADMIN_EMAIL: 'estudio@estudio.test',
        ADMIN_PASSWORD: 'clave-nueva-2',
      });
      expect(line).toContain('left as it is');
      expect((await signIn(b, 'estudio@estudio.test', 'clave-original-1')).status).toBe(200);
      expect((await signIn(b, 'estudio@estudio.test', 'clave-nueva-2')).status).toBe(400);
      await expect(readFile(path.join(b.dataDir, 'admin-credentials.txt'))).rejects.toThrow();
    } finally {
      await upsertUser(b.backend.db, b.admin.email, b.admin.password, true);
    }
  });
});
