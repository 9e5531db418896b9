import { useRef, useState } from 'react';
import { useAdminWrite } from './admin-write';

// Several files chosen at once (issue 20): each is compressed and sent by the caller's per-file
// upload function (the same one a single file uses), one after the other, each with its own
// progress and its own busy overlay. A failure marks that file with the alert and the next file
// still goes; a file that arrived is never undone.

export interface QueuedFile {
  key: number;
  file: File;
  /** 0..100 while or after sending; null while waiting. */
  percent: number | null;
  /** The alert for this file when it failed. */
  failed: string | null;
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
    setQueue(files.map((file) => ({ key: nextKey.current++, file, percent: null, failed: null })));
  }

  async function start() {
    setUploading(true);
    for (const item of queue) {
      let row: T | undefined;
      patch(item.key, { percent: 0, failed: null });
      const ok = await run(failure, async (onProgress) => {
        row = await upload(item.file, (fraction) => {
          onProgress(fraction);
          patch(item.key, { percent: Math.round(fraction * 100) });
        });
      });
      if (ok && row !== undefined) {
        onUploaded(row);
        setQueue((list) => list.filter((q) => q.key !== item.key));
      } else {
        patch(item.key, { percent: null, failed: failure });
      }
    }
    setUploading(false);
  }

  return { queue, setFiles, start, uploading };
}
