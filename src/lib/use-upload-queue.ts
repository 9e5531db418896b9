import { useRef, useState } from 'react';
import { useAdminWrite } from './admin-write';
import { FileRefusedError } from './file-refused';
import { UploadCancelledError } from './upload-resumable';

// Several files chosen at once: each is compressed and sent by the caller's per-file
// upload function (the same one a single file uses), one after the other. One file alone is a
// single save with SPEC's busy overlay; several are shown in the list beside the slot, each with
// its progress and then its result, and no full-screen overlay hides that list while a large
// render goes up (the caller keeps its slot and button disabled meanwhile). A failure marks that
// file with its message and the next file still goes; a file that arrived is never undone.

/** One file in an upload slot's list (UploadQueueList): this hook's, or the upload queue's. */
export interface ListedUpload {
  key: string | number;
  name: string;
  /** While only chosen: the slot previews it. */
  file?: File;
  /** 'offline': waiting in the queue for the connection to come back. */
  state: 'waiting' | 'sending' | 'done' | 'failed' | 'cancelled' | 'offline';
  /** 0..100 of the file sent (while sending). */
  percent: number;
  /** Why this file did not arrive, naming it, when it failed. */
  failed: string | null;
  /** Takes it out of the queue (and what the bucket has of it). */
  remove?: () => void;
}

export interface QueuedFile extends ListedUpload {
  key: number;
  file: File;
  state: 'waiting' | 'sending' | 'done' | 'failed' | 'cancelled';
}

export function useUploadQueue<T>({
  upload,
  failure,
  onUploaded,
}: {
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<T>;
  /** SPEC §8's alert for a failed upload of this kind. */
  failure: string;
  onUploaded: (row: T) => void;
}) {
  const { run } = useAdminWrite();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const nextKey = useRef(0);

  const patch = (key: number, change: Partial<QueuedFile>) =>
    setQueue((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  function setFiles(files: File[]) {
    setQueue(
      files.map((file) => ({
        key: nextKey.current++,
        name: file.name,
        file,
        state: 'waiting',
        percent: 0,
        failed: null,
      })),
    );
  }

  async function start() {
    const items = queue.filter((q) => q.state === 'waiting' || q.state === 'cancelled');
    const inList = items.length > 1;
    setUploading(true);
    for (const item of items) {
      let row: T | undefined;
      let error: unknown = null;
      patch(item.key, { state: 'sending', percent: 0, failed: null });
      const ok = await run(
        failure,
        async (onProgress) => {
          try {
            row = await upload(item.file, (fraction) => {
              onProgress(fraction);
              patch(item.key, { percent: Math.round(fraction * 100) });
            });
          } catch (caught) {
            error = caught;
            throw caught;
          }
        },
        { inList },
      );
      if (ok && row !== undefined) {
        onUploaded(row);
        patch(item.key, { state: 'done', percent: 100 });
      } else if (error instanceof UploadCancelledError) {
        // 'Cancelar' stops this file and those after it; they stay chosen, to send later.
        patch(item.key, { state: 'cancelled', percent: 0 });
        break;
      } else {
        const message = error instanceof FileRefusedError ? error.message : `«${item.file.name}»: ${failure}`;
        patch(item.key, { state: 'failed', percent: 0, failed: message });
      }
    }
    setUploading(false);
  }

  /** Files still to send (chosen, not yet sent or stopped by 'Cancelar'). */
  const waiting = queue.filter((q) => q.state === 'waiting' || q.state === 'cancelled');
  return { queue, setFiles, start, uploading, waiting };
}

/** The file the upload slot previews: the first not yet sent (none once all have gone). */
export const unsent = (queue: readonly ListedUpload[]): File | null =>
  queue.find((q) => q.file && q.state !== 'done' && q.state !== 'failed')?.file ?? null;
