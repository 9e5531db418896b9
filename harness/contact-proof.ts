import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ContactChallenge, ContactProof } from '../core/contact/message-rules';
import type { Database } from '../core/database-shapes';

// What a visitor's browser does before sending a message, done in Node for tests and benches:
// ask the database for a challenge and solve it with ALTCHA's own solver (altcha-lib, its Node
// SHA-256), as src/features/contact/ does in a worker.

/** Solves a challenge: the proof a message carries. */
export async function solve(challenge: ContactChallenge): Promise<ContactProof> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

/** A new challenge from the database, solved. */
export async function solvedProof(client: SupabaseClient<Database>): Promise<ContactProof> {
  const { data, error } = await client.rpc('contact_challenge');
  if (error || !data) throw new Error(`no challenge: ${error?.message}`);
  return solve(data);
}

/** The fields of a message, as the form sends them. */
export interface MessageFields {
  name: string;
  email: string;
  message: string;
  phone?: string;
  project?: number;
  lang?: 'es' | 'en';
  website?: string;
}

/** Sends a message with a fresh solved proof (or the one given); supabase-js's answer. */
export async function sendMessage(
  client: SupabaseClient<Database>,
  fields: MessageFields,
  proof?: ContactProof,
) {
  return client.rpc('send_contact_message', {
    ...fields,
    proof: (proof ?? (await solvedProof(client))) as never,
  });
}
