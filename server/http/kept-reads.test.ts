import { describe, expect, it } from 'vitest';
import { KeptReads } from './kept-reads';

/** A read the test answers by hand. */
function reads() {
  const pending: { resolve(v: string): void; reject(e: Error): void }[] = [];
  const load = () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  return { pending, load };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('KeptReads', () => {
  it('serves an old answer at once while one read refreshes it', async () => {
    const kept = new KeptReads({ maxAgeMs: 0, maxStaleMs: 60_000, retryMs: 0 });
    const { pending, load } = reads();
    const first = kept.get('k', load);
    pending[0]!.resolve('uno');
    expect(await first).toBe('uno');
    // Old at once (maxAgeMs 0): answered without waiting, one read started for all callers.
    expect(await kept.get('k', load)).toBe('uno');
    expect(await kept.get('k', load)).toBe('uno');
    expect(pending).toHaveLength(2);
    pending[1]!.resolve('dos');
    await settle();
    expect(await kept.get('k', load)).toBe('dos');
  });

  it('keeps the last good answer when a read fails, and asks again only after retryMs', async () => {
    const kept = new KeptReads({ maxAgeMs: 0, maxStaleMs: 60_000, retryMs: 60_000 });
    const { pending, load } = reads();
    const first = kept.get('k', load);
    pending[0]!.resolve('uno');
    await first;
    expect(await kept.get('k', load)).toBe('uno');
    pending[1]!.reject(new Error('tarda demasiado'));
    await settle();
    expect(await kept.get('k', load)).toBe('uno');
    expect(pending).toHaveLength(2);
  });

  it('never read: the failure reaches the caller, and stands for retryMs without a new read', async () => {
    const failures: string[] = [];
    const kept = new KeptReads({ maxAgeMs: 60_000, retryMs: 60_000, onFailure: (key) => failures.push(key) });
    const { pending, load } = reads();
    const first = kept.get('k', load);
    pending[0]!.reject(new Error('caído'));
    await expect(first).rejects.toThrow('caído');
    await expect(kept.get('k', load)).rejects.toThrow('caído');
    expect(pending).toHaveLength(1);
    expect(failures).toEqual(['k']);
  });

  it('after a write, never serves an answer from before it: a failed read is then the failure', async () => {
    const kept = new KeptReads({ maxAgeMs: 60_000, retryMs: 0 });
    const { pending, load } = reads();
    const first = kept.get('k', load);
    pending[0]!.resolve('antes');
    await first;
    kept.invalidate();
    const after = kept.get('k', load);
    pending[1]!.reject(new Error('caído'));
    await expect(after).rejects.toThrow('caído');
  });

  it('serves the last good answer no older than maxStaleMs: past it, a failing read is the failure', async () => {
    const kept = new KeptReads({ maxAgeMs: 0, maxStaleMs: 20, retryMs: 60_000 });
    const { pending, load } = reads();
    const first = kept.get('k', load);
    pending[0]!.resolve('proyecto aún publicado');
    await first;
    expect(await kept.get('k', load)).toBe('proyecto aún publicado');
    pending[1]!.reject(new Error('caído'));
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await expect(kept.get('k', load)).rejects.toThrow('caído');
  });
});
