// Two-step sign-in in the integration tests: TOTP codes of a chosen time step, supabase-js clients
// whose requests come from a chosen address, and an administrator with a verified factor.
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { type Client, keyClient } from './helpers';

export const PERIOD_MS = 30_000;
/** The code of the time step `offset` steps from the present one. */
export const codeAt = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offset * PERIOD_MS,
  });

/** Waits, if needed, until a time step has at least 20 s left, so "this step" and its neighbours stay put. */
export async function earlyInAStep(): Promise<void> {
  const into = Date.now() % PERIOD_MS;
  if (into > 10_000) await new Promise((r) => setTimeout(r, PERIOD_MS - into + 200));
}

/** A supabase-js client whose requests come from `address` (the server trusts X-Forwarded-For here). */
export async function signInFrom(
  t: TestBackend,
  email: string,
  password: string,
  address: string,
): Promise<Client> {
  const client = keyClient(t.url, t.anonKey, { 'x-forwarded-for': address });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  return client;
}

/** An administrator with a verified TOTP factor, enrolled from `address` with the code of step `offset`. */
export async function withFactor(
  b: TestBackend,
  email: string,
  password: string,
  address: string,
  offset = 0,
) {
  await b.createUser(email, password, { admin: true });
  const owner = await signInFrom(b, email, password, address);
  const enrolled = await owner.auth.mfa.enroll({ factorType: 'totp' });
  const factorId = enrolled.data!.id;
  const secret = (enrolled.data as { totp: { secret: string } }).totp.secret;
  const verified = await owner.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret, offset) });
  expect(verified.error).toBeNull();
  return { owner, factorId, secret };
}
