import { describe, expect, it } from 'vitest';
import { FairQueue, type PasswordLane } from './password-queue';

const from = (address: string): PasswordLane => ({ known: false, account: 'x', address });
const knownTo = (account: string): PasswordLane => ({ known: true, account, address: 'casa' });

describe('FairQueue (the password checks waiting)', () => {
  const limits = { perAccount: 2, known: 3, perAddress: 2, others: 5 };

  it('serves known addresses first, then the other addresses in turn, whoever sent most', () => {
    const q = new FairQueue<string>(limits);
    for (const item of ['a1', 'a2']) q.push(item, from('a'));
    q.push('b1', from('b'));
    q.push('owner', knownTo('estudio@x'));
    q.push('c1', from('c'));
    expect(Array.from({ length: 6 }, () => q.shift())).toEqual(['owner', 'a1', 'b1', 'c1', 'a2', undefined]);
  });

  it("takes known accounts in turn: another account's own sign-ins cannot hold the owner's", () => {
    const q = new FairQueue<string>(limits);
    expect(['u1', 'u2', 'u3'].map((item) => q.push(item, knownTo('usuario@x')))).toEqual([true, true, false]);
    expect(q.push('owner', knownTo('estudio@x'))).toBe(true);
    expect(q.known.shift()).toBe('u1');
    expect(q.known.shift()).toBe('owner');
  });

  it('bounds each address, all of them together, and the known lane', () => {
    const q = new FairQueue<number>(limits);
    expect([1, 2, 3].map((n) => q.push(n, from('a')))).toEqual([true, true, false]);
    expect([4, 5, 6, 7].map((n) => q.push(n, from(`x${n}`)))).toEqual([true, true, true, false]);
    expect([8, 9, 10, 11].map((n) => q.push(n, knownTo(`c${n % 2}`)))).toEqual([true, true, true, false]);
    expect(q.size).toBe(8);
  });
});
