import { solveChallenge } from 'altcha-lib';
import { sha256 } from '@noble/hashes/sha2.js';
import type { ContactChallenge, ContactProof } from '../../../../core/contact/message-rules';

// Solving a challenge: ALTCHA's own solver (altcha-lib) tries counters from 0 until
// sha256(salt ‖ nonce ‖ counter) starts with the challenge's key prefix. Its hash is noble's
// synchronous SHA-256 rather than crypto.subtle: about four times faster per try than a promise
// per hash (on a phone slowed four times, 9 µs against 31 µs), and there on any page, also one
// served over plain http, where crypto.subtle is not.

/** Most time a solve may take: a phone far slower than the benchmark's still finishes. */
const TIMEOUT_MS = 60_000;

async function deriveKey(_parameters: unknown, salt: Uint8Array, password: Uint8Array) {
  const data = new Uint8Array(salt.length + password.length);
  data.set(salt);
  data.set(password, salt.length);
  return { derivedKey: sha256(data) };
}

/** The solution of `challenge`, found on the thread that calls it. */
export async function solveHere(challenge: ContactChallenge): Promise<ContactProof['solution']> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: TIMEOUT_MS });
  if (!solution) throw new Error('the challenge was not solved in time');
  return { counter: solution.counter, derivedKey: solution.derivedKey };
}
