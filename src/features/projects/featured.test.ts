import { afterEach, describe, expect, it } from 'vitest';
import { chooseFeatured } from './featured';

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

describe('chooseFeatured', () => {
  it("shows the server's draw in its order, once", () => {
    const state = serve('[6,2,7,1,4]');
    expect(chooseFeatured(projects, 5).map((p) => p.id)).toEqual([6, 2, 7, 1, 4]);
    expect(state.removed).toBe(true);
    // The next visit to the home page in the same tab draws anew.
    expect(chooseFeatured(projects, 5)).toHaveLength(5);
  });

  it('draws on its own when the draw names a project that no longer exists, or is not valid', () => {
    for (const json of ['[6,2,7,1,99]', 'no es json', '{"a":1}']) {
      serve(json);
      const chosen = chooseFeatured(projects, 5);
      expect(chosen).toHaveLength(5);
      expect(new Set(chosen).size).toBe(5);
    }
  });
});
