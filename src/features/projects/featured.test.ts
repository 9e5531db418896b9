import { afterEach, describe, expect, it } from 'vitest';
import { inDrawOrder, takeServerDraw } from './featured';

const projects = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id }));

/** A page holding the server's draw (the unit suite runs without a DOM). */
function serve(json: string | null): { removed: boolean } {
  const state = { removed: false };
  const element = { textContent: json, remove: () => (state.removed = true) };
  (globalThis as { document?: unknown }).document = {
    getElementById: (id: string) =>
      id === 'featured-projects' && json !== null && !state.removed ? element : null,
  };
  return state;
}

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe("the server's draw", () => {
  it('is read once, in its order', () => {
    const state = serve('[6,2,7,1,4]');
    const draw = takeServerDraw();
    expect(draw).toEqual([6, 2, 7, 1, 4]);
    expect(inDrawOrder(draw!, projects)!.map((p) => p.id)).toEqual([6, 2, 7, 1, 4]);
    expect(state.removed).toBe(true);
    // The next visit to the home page in the same tab draws anew.
    expect(takeServerDraw()).toBeNull();
  });

  it('is no draw when it is not a list of ids, and names no project that no longer exists', () => {
    for (const json of ['no es json', '{"a":1}', '[]', '["x"]']) {
      serve(json);
      expect(takeServerDraw(), json).toBeNull();
    }
    expect(inDrawOrder([6, 2, 99], projects)).toBeNull();
  });
});
