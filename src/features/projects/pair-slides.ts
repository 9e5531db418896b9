// A render paired with the photograph of what was built becomes one slide (the comparison slider);
// the photograph then takes no slide of its own. A pair the database still lists but whose half
// the page does not show (a new upload not read yet) leaves both slides as they were.

export interface Paired<T> {
  /** The photograph of the built space shown under the same slider. */
  photo?: T;
}

export function foldPairs<T extends { id?: number } & Paired<T>>(
  renders: readonly T[],
  pairs: readonly { id_render: number; id_photo: number }[],
): T[] {
  const byId = new Map(renders.map((r) => [r.id, r]));
  const photoOf = new Map<number, T>();
  for (const pair of pairs) {
    const photo = byId.get(pair.id_photo);
    if (photo && byId.has(pair.id_render)) photoOf.set(pair.id_render, photo);
  }
  const photos = new Set([...photoOf.values()]);
  return renders
    .filter((r) => !photos.has(r))
    .map((r) => (r.id !== undefined && photoOf.has(r.id) ? { ...r, photo: photoOf.get(r.id) } : r));
}
