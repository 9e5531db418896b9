import { createStatusStore } from '../status-store';

// The rendition being prepared, for the busy overlay ('Preparando la versión para teléfonos…
// 40 %' and 'Cancelar'): video-rendition.ts publishes here, like upload-status.ts for uploads.

export interface PreparationStatus {
  /** 0..1 */
  fraction: number;
  cancel(): void;
  /** What is being prepared; without it, a video's phone version. */
  label?: string;
}

const store = createStatusStore<PreparationStatus>();

export const publishPreparation = store.publish;

export function usePreparationStatus(): PreparationStatus | null {
  return store.use();
}
