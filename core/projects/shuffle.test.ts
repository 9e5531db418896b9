import { describe, expect, it } from 'vitest';
import { pickRandom, pickRandomInOrder, shuffle } from './shuffle';

/** A small deterministic generator (mulberry32) so the statistics test is reproducible. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('shuffle', () => {
  it('returns a permutation and leaves the input untouched', () => {
    const input = [1, 2, 3, 4, 5, 6, 7];
    const result = shuffle(input, seeded(1));
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect([...result].sort((a, b) => a - b)).toEqual(input);
  });

  it('handles empty and single-item lists', () => {
    expect(shuffle([])).toEqual([]);
    expect(shuffle(['a'])).toEqual(['a']);
  });

  it('makes every ordering of three items about equally likely', () => {
    const random = seeded(42);
    const counts = new Map<string, number>();
    const rounds = 60_000;
    for (let i = 0; i < rounds; i++) {
      const key = shuffle(['a', 'b', 'c'], random).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) {
      // Expected 10 000 each; a biased shuffle is off by thousands, chance by about ±300.
      expect(Math.abs(count - rounds / 6)).toBeLessThan(600);
    }
  });

  it('puts each item first about equally often among nine', () => {
    const random = seeded(7);
    const firsts = new Array<number>(9).fill(0);
    const rounds = 45_000;
    for (let i = 0; i < rounds; i++) firsts[shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8], random)[0]!]!++;
    for (const count of firsts) expect(Math.abs(count - rounds / 9)).toBeLessThan(400);
  });
});

describe('pickRandom', () => {
  it('picks the requested number of distinct items', () => {
    const picked = pickRandom([1, 2, 3, 4, 5, 6, 7, 8, 9], 5, seeded(3));
    expect(picked).toHaveLength(5);
    expect(new Set(picked).size).toBe(5);
  });

  it('returns every item when there are fewer than requested', () => {
    expect(pickRandom([1, 2, 3], 5, seeded(3)).sort()).toEqual([1, 2, 3]);
    expect(pickRandom([], 5)).toEqual([]);
  });
});

describe('pickRandomInOrder', () => {
  it('chooses at random but keeps the list order (the studio sets slide order)', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    for (let seed = 1; seed <= 20; seed++) {
      let state = seed;
      const random = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
      const chosen = pickRandomInOrder(items, 5, random);
      expect(chosen).toHaveLength(5);
      expect(chosen).toEqual([...chosen].sort((x, y) => items.indexOf(x) - items.indexOf(y)));
    }
  });
});
