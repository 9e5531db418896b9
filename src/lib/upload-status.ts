import { createStatusStore } from './status-store';
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

const store = createStatusStore<UploadStatus>();

export const publishUpload = store.publish;

export function useUploadStatus(): UploadStatus | null {
  return store.use();
}
