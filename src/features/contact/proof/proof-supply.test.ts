import { describe, expect, it } from 'vitest';
import type { ContactChallenge } from '../../../../core/contact/message-rules';
import { FRESH_MS, ProofSupply } from './proof-supply';

const challenge = (n: number) => ({ signature: `firma-${n}` }) as unknown as ContactChallenge;

describe('ProofSupply', () => {
  it('makes one proof ahead and gives it, a new one once it is used or stale', async () => {
    let clock = 0;
    let fetched = 0;
    const supply = new ProofSupply(
      async () => challenge(++fetched),
      async () => ({ counter: 7, derivedKey: 'ab' }),
      () => clock,
    );
    supply.warm();
    supply.warm();
    expect((await supply.take()).challenge.signature).toBe('firma-1');
    expect(fetched).toBe(1);
    supply.drop();
    expect((await supply.take()).challenge.signature).toBe('firma-2');
    clock += FRESH_MS;
    expect((await supply.take()).challenge.signature).toBe('firma-3');
  });

  it('forgets a failed proof, so the next message tries again', async () => {
    let fail = true;
    const supply = new ProofSupply(
      async () => {
        if (fail) throw new Error('sin red');
        return challenge(1);
      },
      async () => ({ counter: 1, derivedKey: 'ab' }),
    );
    await expect(supply.take()).rejects.toThrow('sin red');
    fail = false;
    expect((await supply.take()).solution.counter).toBe(1);
  });
});
