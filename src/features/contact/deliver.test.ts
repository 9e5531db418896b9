import { describe, expect, it } from 'vitest';
import type { ContactProof } from '../../../core/contact/message-rules';
import type { SendOutcome } from './api/contact-api';
import { deliver } from './deliver';

const fields = { name: 'Ana', email: 'ana@correo.com', message: 'Hola', lang: 'es' as const };

function proofs() {
  let n = 0;
  let current: ContactProof | undefined;
  return {
    made: () => n,
    take: async () => (current ??= { challenge: { signature: `p${++n}` } } as unknown as ContactProof),
    drop: () => {
      current = undefined;
    },
  };
}

describe('deliver', () => {
  it('gets a new proof when the database refused one, and sends again', async () => {
    const supply = proofs();
    const answers: SendOutcome[] = ['proof', 'received'];
    const used: string[] = [];
    const outcome = await deliver(fields, supply, async (_f, proof) => {
      used.push(proof.challenge.signature);
      return answers.shift()!;
    });
    expect(outcome).toBe('received');
    expect(used).toEqual(['p1', 'p2']);
  });

  it('waits longer each time the server is busy, then gives up saying so', async () => {
    const waits: number[] = [];
    const outcome = await deliver(
      fields,
      proofs(),
      async () => 'busy',
      async (ms) => void waits.push(ms),
    );
    expect(outcome).toBe('busy');
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
  });

  it('keeps the proof after a failure, so the same words sent again are stored once', async () => {
    const supply = proofs();
    expect(await deliver(fields, supply, async () => 'failed')).toBe('failed');
    expect(await deliver(fields, supply, async () => 'received')).toBe('received');
    expect(supply.made()).toBe(1);
  });

  it('stops at the daily cap, and when no proof can be made', async () => {
    expect(await deliver(fields, proofs(), async () => 'limit')).toBe('limit');
    const broken = { take: () => Promise.reject(new Error('sin red')), drop: () => {} };
    expect(await deliver(fields, broken, async () => 'received')).toBe('failed');
  });
});
