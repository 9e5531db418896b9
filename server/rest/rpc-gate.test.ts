import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/errors';
import { createHash, randomBytes } from 'node:crypto';
import { FormProofs } from './form-proofs';
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

  describe("the contact form's calls", () => {
    /** A challenge as the database answers it, and a proof that solves it (found by brute force). */
    function challengeAndProof(expiresInS = 600) {
      const parameters = {
        algorithm: 'SHA-256',
        cost: 1,
        expiresAt: Math.floor(Date.now() / 1000) + expiresInS,
        keyLength: 32,
        keyPrefix: '',
        nonce: randomBytes(16).toString('hex'),
        salt: randomBytes(16).toString('hex'),
      };
      const counter = 37;
      parameters.keyPrefix = keyOf(parameters.salt, parameters.nonce, counter).slice(0, 32);
      const challenge = { parameters, signature: randomBytes(32).toString('hex') };
      return { body: JSON.stringify(challenge), proof: { challenge, solution: { counter } } };
    }
    const keyOf = (salt: string, nonce: string, counter: number) => {
      const count = Buffer.alloc(4);
      count.writeUInt32BE(counter);
      return createHash('sha256')
        .update(Buffer.from(salt + nonce, 'hex'))
        .update(count)
        .digest('hex');
    };

    it('are never refused for their address, however many come from it', () => {
      const gate = new RpcGate({ capacity: 1, perSecond: 1 / 60 });
      gate.admit('203.0.113.5');
      expect(gate.door('203.0.113.5', true)).toMatchObject({ status: 429 });
      for (let i = 0; i < 50; i += 1) {
        expect(gate.door('203.0.113.5', true, undefined, 'contact_challenge')).toBeNull();
        expect(gate.door('203.0.113.5', true, undefined, 'send_contact_message')).toBeNull();
        gate.admit('203.0.113.5', { role: 'anon' }, undefined, 'send_contact_message');
      }
    });

    it('put a message solving a challenge handed out here first, once; a replay, an unsolved or a made-up one last', () => {
      const gate = new RpcGate();
      const issued = challengeAndProof();
      gate.answered('contact_challenge', issued.body);
      const unsolved = { ...issued.proof, solution: { counter: 38 } };
      expect(gate.laneFor('visitor', 'send_contact_message', { proof: unsolved })).toBe('unproven');
      expect(gate.laneFor('visitor', 'send_contact_message', { proof: issued.proof })).toBe('proven');
      // The same proof again (a replay): last.
      expect(gate.laneFor('visitor', 'send_contact_message', { proof: issued.proof })).toBe('unproven');
      // Solved, but never handed out here.
      const madeUp = challengeAndProof();
      expect(gate.laneFor('visitor', 'send_contact_message', { proof: madeUp.proof })).toBe('unproven');
      expect(gate.laneFor('visitor', 'send_contact_message', { proof: 'nada' })).toBe('unproven');
      expect(gate.laneFor('visitor', 'contact_challenge', {})).toBe('challenge');
      expect(gate.laneFor('visitor', 'count_visit', {})).toBe('visitor');
      // A signed-in caller keeps its own line.
      expect(gate.laneFor('signed-in', 'send_contact_message', { proof: madeUp.proof })).toBe('signed-in');
    });

    it('serve solved messages before challenges, visit counts and unsolved messages, and hold few of the last', async () => {
      const gate = new RpcGate({ capacity: 100, perSecond: 1 }, 32, 0.25);
      const order: string[] = [];
      const named = (name: string) => async () => {
        order.push(name);
        await new Promise((resolve) => setTimeout(resolve, 10));
      };
      const first = gate.run(named('first'), 'unproven');
      const waiting = [
        gate.run(named('unproven'), 'unproven'),
        gate.run(named('count'), 'visitor'),
        gate.run(named('challenge'), 'challenge'),
        gate.run(named('proven'), 'proven'),
      ];
      const more = Array.from({ length: 10 }, () =>
        gate.run(named('unproven'), 'unproven').catch((e: HttpError) => e),
      );
      await vi.advanceTimersByTimeAsync(2000);
      await Promise.all([first, ...waiting]);
      expect(order.slice(0, 5)).toEqual(['first', 'proven', 'challenge', 'count', 'unproven']);
      // Eight wait in the unsolved line; the ninth and later are answered at once.
      const refused = (await Promise.all(more)).filter((r) => r instanceof HttpError);
      expect(refused).toHaveLength(3);
    });

    it('forget challenges past their expiry and beyond the most they keep', () => {
      const proofs = new FormProofs(2);
      const expired = challengeAndProof(-1);
      proofs.issue(expired.body);
      expect(proofs.claim(expired.proof)).toBe(false);
      const [a, b, c] = [challengeAndProof(), challengeAndProof(), challengeAndProof()];
      proofs.issue(a.body);
      proofs.issue(b.body);
      proofs.issue(c.body);
      expect(proofs.claim(a.proof)).toBe(false);
      expect(proofs.claim(b.proof)).toBe(true);
      expect(proofs.claim(c.proof)).toBe(true);
    });
  });
});
