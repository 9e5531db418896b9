import { describe, expect, it } from 'vitest';
import { FairQueue } from './password-queue';

describe('FairQueue (the password checks waiting)', () => {
  const limits = { known: 2, perAddress: 2, others: 5 };

  it('serves a known address first, then the other addresses in turn, whoever sent most', () => {
    const q = new FairQueue<string>(limits);
    for (const item of ['a1', 'a2']) q.push(item, { known: false, address: 'a' });
    q.push('b1', { known: false, address: 'b' });
    q.push('owner', { known: true, address: 'casa' });
    q.push('c1', { known: false, address: 'c' });
    expect(Array.from({ length: 6 }, () => q.shift())).toEqual(['owner', 'a1', 'b1', 'c1', 'a2', undefined]);
  });

  it('bounds each address, all of them together, and the known lane', () => {
    const q = new FairQueue<number>(limits);
    expect([1, 2, 3].map((n) => q.push(n, { known: false, address: 'a' }))).toEqual([true, true, false]);
    expect([4, 5, 6, 7].map((n) => q.push(n, { known: false, address: `x${n}` }))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([8, 9, 10].map((n) => q.push(n, { known: true, address: 'casa' }))).toEqual([true, true, false]);
    expect(q.size).toBe(7);
  });
});
