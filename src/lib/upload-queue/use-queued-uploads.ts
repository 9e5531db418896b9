import { useEffect, useRef, useState } from 'react';
import type { ListedUpload } from '../use-upload-queue';
import { sameTarget, type QueueTarget } from './queue-types';
import { useUploadQueueApi } from './UploadQueueProvider';

// One upload slot's side of the queue (Renders, Galería, the cover): the files chosen and not yet
// sent, then this slot's photos in the queue — each with its progress, what stopped it, a way to
// take it out — and those recorded since. Shaped like use-upload-queue.ts (the slots that send
// while the page stays open), so a slot takes either.

export function useQueuedUploads<T>({
  target,
  onUploaded,
}: {
  /** Null: a slot that does not use the queue (its list and rows are none of this hook's). */
  target: QueueTarget | null;
  /** A row the queue wrote for this slot (now, or after a reload). */
  onUploaded: (row: T) => void;
}) {
  const queue = useUploadQueueApi();
  const [chosen, setChosen] = useState<File[]>([]);
  const [recorded, setRecorded] = useState<ListedUpload[]>([]);
  const handler = useRef(onUploaded);
  const targetRef = useRef(target);
  useEffect(() => {
    handler.current = onUploaded;
    targetRef.current = target;
  });

  const { onRecorded } = queue;
  useEffect(
    () =>
      onRecorded((item, row) => {
        if (!targetRef.current || !sameTarget(item.target, targetRef.current)) return;
        setRecorded((list) => [
          ...list,
          { key: item.id, name: item.fileName, state: 'done', percent: 100, failed: null },
        ]);
        handler.current(row as T);
      }),
    [onRecorded],
  );

  const { items, sending, online } = queue.state;
  const mine = target ? items.filter((item) => sameTarget(item.target, target) && !item.discarded) : [];
  const listed: ListedUpload[] = [
    ...recorded,
    ...mine.map((item): ListedUpload => {
      const fraction = sending?.id === item.id ? sending.fraction : null;
      return {
        key: item.id,
        name: item.fileName,
        state: item.refused ? 'failed' : fraction !== null ? 'sending' : online ? 'waiting' : 'offline',
        percent: Math.round((fraction ?? 0) * 100),
        failed: item.refused,
        remove: fraction === null ? () => void queue.discard([item.id]) : undefined,
      };
    }),
    ...chosen.map((file, i): ListedUpload => ({
      key: `chosen-${i}`,
      name: file.name,
      file,
      state: 'waiting',
      percent: 0,
      failed: null,
    })),
  ];

  return {
    queue: listed,
    /** A new choice: what was shown of the last one goes. */
    setFiles(files: File[]) {
      setChosen(files);
      setRecorded([]);
    },
    /** Into the queue: kept in the browser at once, sent and recorded by the panel's queue. */
    async start() {
      const files = chosen;
      if (!target) return;
      setChosen([]);
      await queue.enqueue(target, files);
    },
    /** Straight into the queue (a slot of one file: the cover). */
    async send(files: readonly File[]) {
      if (target) await queue.enqueue(target, files);
    },
    /** The slot stays open: more photos can be added while others go up. */
    uploading: false,
    waiting: chosen,
  };
}
