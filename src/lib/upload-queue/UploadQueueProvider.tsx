import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useAdminWrite } from '../admin-write';
import { QueueRunner, type QueueState } from './queue-runner';
import type { QueueItem, QueueKinds, QueueTarget } from './queue-types';

// The panel's upload queue for the signed-in account (queue-runner.ts), given to every view:
// its state (what waits, what goes up, whether the browser is online), adding photos, discarding
// them, and the rows written — so a project's list shows a photo the queue recorded while the
// studio was elsewhere in the panel.

export interface UploadQueueApi {
  state: QueueState;
  enqueue(target: QueueTarget, files: readonly File[]): Promise<void>;
  discard(ids: readonly string[]): Promise<void>;
  /** Everything in the queue goes, from the browser and the bucket (sign-out). */
  discardAll(): Promise<void>;
  /** Calls `listener` with each item recorded and its row; returns the unsubscribe. */
  onRecorded(listener: (item: QueueItem, row: unknown) => void): () => void;
}

const EMPTY: QueueState = { items: [], sending: null, online: true, restored: 0 };
const QueueContext = createContext<UploadQueueApi | null>(null);
const noRunner = () => () => {};
const emptyState = () => EMPTY;

export function UploadQueueProvider({
  owner,
  kinds,
  children,
}: {
  /** The signed-in account's id: its queue, and only its own. */
  owner: string;
  kinds: QueueKinds;
  children: ReactNode;
}) {
  const { run } = useAdminWrite();
  const [runner, setRunner] = useState<QueueRunner | null>(null);
  const listeners = useRef(new Set<(item: QueueItem, row: unknown) => void>());

  useEffect(() => {
    const next = new QueueRunner(owner, kinds, run, (item, row) =>
      listeners.current.forEach((listener) => listener(item, row)),
    );
    setRunner(next);
    void next.start();
    return () => next.stop();
  }, [owner, kinds, run]);

  const state = useSyncExternalStore(runner?.subscribe ?? noRunner, runner?.snapshot ?? emptyState);
  const onRecorded = useCallback<UploadQueueApi['onRecorded']>((listener) => {
    listeners.current.add(listener);
    return () => listeners.current.delete(listener);
  }, []);
  const api = useMemo<UploadQueueApi>(
    () => ({
      state,
      enqueue: async (target, files) => runner?.enqueue(target, files),
      discard: async (ids) => runner?.discard(ids),
      discardAll: async () => runner?.discardAll(),
      onRecorded,
    }),
    [state, runner, onRecorded],
  );
  return <QueueContext.Provider value={api}>{children}</QueueContext.Provider>;
}

// eslint-disable-next-line react-refresh/only-export-components -- the hook belongs with its provider
export function useUploadQueueApi(): UploadQueueApi {
  const api = useContext(QueueContext);
  if (!api) throw new Error('useUploadQueueApi needs an <UploadQueueProvider> above it');
  return api;
}
