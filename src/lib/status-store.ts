import { useSyncExternalStore } from 'react';

/**
 * One value of something under way (an upload, a rendition being made) that the code doing it
 * publishes and the busy overlay reads, so the writes in between need not pass it along.
 */
export function createStatusStore<T>() {
  let current: T | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    publish(status: T | null): void {
      current = status;
      for (const listener of listeners) listener();
    },
    use(): T | null {
      return useSyncExternalStore(subscribe, () => current);
    },
  };
}
