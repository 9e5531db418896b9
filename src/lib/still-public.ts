import { createStatusStore } from './status-store';

// The files of trashed items that could not leave the public bucket, even after the retries
// (src/lib/bucket-moves.ts): each is still reachable by its public link. Every move to the trash
// reports what it moved and what it could not (src/lib/trash-files.ts), whoever asked for it
// (a deleted item, a replaced cover, a restore that had to be undone), so the panel shows one
// warning with the count and a way to try those files again
// (src/features/admin/components/StillPublicAlert.tsx), until they are moved.

const store = createStatusStore<readonly string[]>();
const NONE: readonly string[] = [];

/** The keys still public, as they are now. */
export const stillPublicKeys = (): readonly string[] => store.get() ?? NONE;

/**
 * After files were moved: `settled` are no longer a trashed file left public (moved to the trash,
 * named by a live row, restored, or deleted for good), `failed` are.
 */
export function noteStillPublic(settled: readonly string[], failed: readonly string[]): void {
  const keys = stillPublicKeys();
  const gone = new Set(settled);
  const next = [...new Set([...keys.filter((k) => !gone.has(k)), ...failed])];
  if (next.length !== keys.length || next.some((k, i) => k !== keys[i])) store.publish(next);
}

/** The keys still public; the component re-renders when they change. */
export function useStillPublic(): readonly string[] {
  return store.use() ?? NONE;
}
