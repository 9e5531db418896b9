import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/errors';
import { RpcGate } from './rpc-gate';

// The gate keeps visitors' function calls (the visit counter) to a share of the one thread PGlite
// and every request run on: after a call, the next waits long enough to keep the calls to their share
// (here a quarter: three times as long as the call took).
describe('RpcGate', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A call that keeps the database busy for `ms`, recording when it started. */
  const call = (ms: number, starts: number[]) => async () => {
    starts.push(performance.now());
    await new Promise((resolve) => setTimeout(resolve, ms));
  };

  it('starts the next call only after a pause of three times the last one', async () => {
    const gate = new RpcGate({ capacity: 100, perSecond: 1 }, 32, 0.25);
    const starts: number[] = [];
    const first = gate.run(call(10, starts));
    const second = gate.run(call(10, starts));
    const third = gate.run(call(20, starts));
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all([first, second, third]);
    const t0 = starts[0]!;
    // 10 ms of work, 30 of pause; 10 more, 30 more.
    expect(starts.map((t) => t - t0)).toEqual([0, 40, 80]);
  });

  it('answers a call past the waiting line at once, and the caller of a paced call without waiting for the pause', async () => {
    const gate = new RpcGate({ capacity: 100, perSecond: 1 }, 1, 0.25);
    const starts: number[] = [];
    let firstDone = Number.NaN;
    const first = gate.run(call(10, starts)).then(() => (firstDone = performance.now()));
    const second = gate.run(call(10, starts));
    await expect(gate.run(call(10, starts))).rejects.toMatchObject({ status: 503 });
    expect(gate.refuses('198.51.100.1')).toBeInstanceOf(HttpError);
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all([first, second]);
    expect(firstDone - starts[0]!).toBe(10);
    expect(starts).toHaveLength(2);
    expect(gate.refuses('198.51.100.1')).toBeNull();
  });

  it('refuses an address past its budget without taking from it', () => {
    const gate = new RpcGate({ capacity: 2, perSecond: 1 / 60 });
    expect(gate.refuses('203.0.113.5')).toBeNull();
    gate.admit('203.0.113.5');
    gate.admit('203.0.113.5');
    expect(gate.refuses('203.0.113.5')).toMatchObject({ status: 429 });
    expect(() => gate.admit('203.0.113.5')).toThrow(HttpError);
    expect(gate.refuses('203.0.113.6')).toBeNull();
  });

  it("serves signed-in callers' calls before visitors' waiting ones", async () => {
    const gate = new RpcGate({ capacity: 100, perSecond: 1 }, 32, 0.25);
    const order: string[] = [];
    const named = (name: string) => async () => {
      order.push(name);
      await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const calls = [
      gate.run(named('visitor 1')),
      gate.run(named('visitor 2')),
      gate.run(named('visitor 3')),
      gate.run(named('member'), 'signed-in'),
    ];
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all(calls);
    expect(order).toEqual(['visitor 1', 'member', 'visitor 2', 'visitor 3']);
  });

  it('budgets a signed-in account wherever it calls from, and its address before its token is verified', () => {
    const gate = new RpcGate({ capacity: 100, perSecond: 1 }, 32, 0.25, { capacity: 2, perSecond: 1 / 60 });
    const member = { role: 'authenticated' as const, sub: 'u-1' };
    gate.admit('203.0.113.5', member);
    gate.admit('203.0.113.6', member);
    expect(() => gate.admit('203.0.113.7', member)).toThrow(HttpError);
    // Another account is not touched by it.
    gate.admit('203.0.113.7', { role: 'authenticated', sub: 'u-2' });
    // At the door, a token-bearing call takes from its address's budget; a visitor's takes nothing.
    expect(gate.door('198.51.100.9', false)).toBeNull();
    expect(gate.door('198.51.100.9', false)).toBeNull();
    expect(gate.door('198.51.100.9', false)).toMatchObject({ status: 429 });
    expect(gate.door('198.51.100.9', true)).toBeNull();
    // One token from many addresses: its own budget, spent before any verification.
    expect(gate.door('198.51.100.20', false, 'Bearer a.b.firma')).toBeNull();
    expect(gate.door('198.51.100.21', false, 'Bearer a.b.firma')).toBeNull();
    expect(gate.door('198.51.100.22', false, 'Bearer a.b.firma')).toMatchObject({ status: 429 });
    expect(gate.door('198.51.100.22', false, 'Bearer a.b.otra')).toBeNull();
  });
});
