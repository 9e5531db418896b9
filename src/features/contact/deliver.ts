import type { MessageFields, SendOutcome } from './api/contact-api';
import type { ContactProof } from '../../../core/contact/message-rules';

/** Where a message's proof comes from (proof/proof-supply.ts). */
export interface Proofs {
  take(): Promise<ContactProof>;
  drop(): void;
}

/** Tries per message: a refused proof or a busy server is tried again, with a pause that grows. */
const TRIES = 4;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a message as the form does: with a proof (a new one when the database refused the last:
 * it expired meanwhile or was used), and again after a pause while the server is busy. A proof
 * is kept after a failure, so sending the same words again after a lost answer stores them once.
 */
export async function deliver(
  fields: MessageFields,
  proofs: Proofs,
  send: (fields: MessageFields, proof: ContactProof) => Promise<SendOutcome>,
  wait: (ms: number) => Promise<unknown> = pause,
): Promise<'received' | 'limit' | 'busy' | 'failed'> {
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    let proof: ContactProof;
    try {
      proof = await proofs.take();
    } catch (error) {
      console.error('No se pudo preparar el envío:', error);
      return 'failed';
    }
    const outcome = await send(fields, proof);
    if (outcome === 'received') proofs.drop();
    if (outcome === 'proof') {
      proofs.drop();
      continue;
    }
    if (outcome === 'busy') {
      await wait(1000 * 2 ** attempt);
      continue;
    }
    return outcome;
  }
  return 'busy';
}
