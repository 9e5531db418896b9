import { useSyncExternalStore } from 'react';

/**
 * One value that the code doing something publishes and components read, so the calls in between
 * need not pass it along: something under way (an upload, a rendition being made, read by the
 * busy overlay), or what a write left behind (trashed files still public, read by the panel).
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
    /** The value now, for code outside React. */
    get(): T | null {
      return current;
    },
    use(): T | null {
      return useSyncExternalStore(subscribe, () => current);
    },
  };
}
