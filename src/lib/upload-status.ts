import { useSyncExternalStore } from 'react';
import type { UploadProgress } from './upload-progress';

// The upload under way, for the busy overlay (bytes, percent, time left, 'Cancelar'): the upload
// helper (upload-resumable.ts) publishes here, so the writes that call it (covers, videos,
// renders, blueprints, gallery photos) need not pass anything through.

export interface UploadStatus {
  fileName: string;
  progress: UploadProgress;
  /** Stops the upload and discards what the server holds of it. */
  cancel(): void;
}

let current: UploadStatus | null = null;
const listeners = new Set<() => void>();

export function publishUpload(status: UploadStatus | null): void {
  current = status;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUploadStatus(): UploadStatus | null {
  return useSyncExternalStore(subscribe, () => current);
}
