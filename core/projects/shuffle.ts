// A fair shuffle (Fisher–Yates): every ordering is equally likely, unlike sorting with a
// random comparator, whose bias depends on the engine's sort algorithm.

/** A random number in [0, 1), injectable so tests can be deterministic. */
export type RandomSource = () => number;

/** A shuffled copy of `items`; the input is left untouched. */
export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const result = items.slice();
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** `count` distinct items chosen uniformly at random (all of them, shuffled, if fewer). */
export function pickRandom<T>(items: readonly T[], count: number, random: RandomSource = Math.random): T[] {
  return shuffle(items, random).slice(0, Math.max(0, count));
}

/**
 * `count` items chosen at random, kept in the order they have in `items`: the home's five
 * projects are a random choice, shown in the order the studio set (SPEC §3).
 */
export function pickRandomInOrder<T>(
  items: readonly T[],
  count: number,
  random: RandomSource = Math.random,
): T[] {
  const chosen = new Set(pickRandom(items, count, random));
  return items.filter((item) => chosen.has(item));
}

/**
 * `count` distinct positions among 1…`total`, chosen uniformly at random, in ascending order: the
 * home page draws its five projects by their place in the studio's gapless order (1…n), so it
 * reads five rows instead of every project.
 */
export function randomPositions(total: number, count: number, random: RandomSource = Math.random): number[] {
  const positions = Array.from({ length: Math.max(0, total) }, (_, i) => i + 1);
  return pickRandom(positions, count, random).sort((a, b) => a - b);
}
