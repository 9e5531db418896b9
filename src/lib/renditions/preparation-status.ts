import { useSyncExternalStore } from 'react';

// The rendition being prepared, for the busy overlay ('Preparando la versión para teléfonos…
// 40 %' and 'Cancelar'): video-rendition.ts publishes here, like upload-status.ts for uploads.

export interface PreparationStatus {
  /** 0..1 */
  fraction: number;
  cancel(): void;
}

let current: PreparationStatus | null = null;
const listeners = new Set<() => void>();

export function publishPreparation(status: PreparationStatus | null): void {
  current = status;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePreparationStatus(): PreparationStatus | null {
  return useSyncExternalStore(subscribe, () => current);
}
