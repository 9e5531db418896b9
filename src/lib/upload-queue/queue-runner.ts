import type { AdminWriteApi } from '../admin-write';
import { FileRefusedError } from '../file-refused';
import { UploadCancelledError, UploadStoppedError, UploadTooLargeError } from '../upload-resumable';
import { isSessionExpired, WriteError } from '../write-error';
import { forgetResumes, isNetwork, partsMissing, removeParts } from './queue-files';
import { Preparer } from './queue-preparer';
import { queueStore, type QueueStore } from './queue-store';
import {
  newQueueItem,
  type QueueItem,
  type QueueKind,
  type QueueKinds,
  type QueueState,
  type QueueTarget,
} from './queue-types';

export type { QueueState } from './queue-types';
import { storeQueued } from './store-queued';

// The upload queue at work: one photo after another, each prepared (compressed, copies made)
// while the one before it goes up, stored, then recorded; its progress kept in the browser at
// every step (queue-store.ts, store-queued.ts). Offline it waits and goes on by itself when the
// connection is back; a failure that waiting cannot mend (not an image, refused by the server) is
// reported with SPEC's alert and leaves the photo marked, with nothing of it stored. One tab of
// an account works the queue at a time (a Web Lock); the others show it and add to it.

/** After a failure that looked like the network (no 'offline' event), the next try. */
const RETRY_MS = 15_000;
/** Files older than this may have been swept from the bucket as orphans (a day on the embedded backend). */
const CHECK_AFTER_MS = 12 * 3600 * 1000;

type Run = AdminWriteApi['run'];

export class QueueRunner {
  private readonly store: QueueStore;
  private state: QueueState;
  private readonly listeners = new Set<() => void>();
  /** Photos the browser could not keep (storage full): sent while this page stays open. */
  private readonly unkept = new Map<string, File>();
  private readonly preparer: Preparer;
  private readonly restoredIds = new Set<string>();
  /** Items being written to the store: not sent before they are kept. */
  private readonly adding = new Set<string>();
  private controller: AbortController | null = null;
  private current: QueueItem | null = null;
  private wake: () => void = () => {};
  private stopped = false;
  /** Emptied for a sign-out: nothing is written to the store any more. */
  private cleared = false;
  private readonly channel: BroadcastChannel | null;

  constructor(
    private readonly owner: string,
    private readonly kinds: QueueKinds,
    private readonly run: Run,
    private readonly onRecorded: (item: QueueItem, row: unknown) => void,
  ) {
    this.store = queueStore(owner);
    this.preparer = new Preparer(this.store, this.unkept, (target) => this.kindOf(target).as);
    this.state = { items: [], sending: null, online: navigator.onLine, restored: 0 };
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(this.lockName);
  }

  /** The kind of `target`, typed loosely: `kinds` pairs each kind with its own target's type. */
  private kindOf(target: QueueTarget): QueueKind {
    return this.kinds[target.kind] as unknown as QueueKind;
  }

  private get lockName() {
    return `estudio-subidas-${this.owner}`;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = () => this.state;

  private emit(change: Partial<QueueState>) {
    const next = { ...this.state, ...change };
    next.restored = next.items.filter((item) => this.restoredIds.has(item.id)).length;
    this.state = next;
    this.listeners.forEach((listener) => listener());
  }

  private setItems(items: QueueItem[]) {
    this.emit({ items });
  }

  /** Another tab (or this one) changed the stored queue: read it again. */
  private async reload() {
    const items = [...(await this.store.items()), ...this.state.items.filter((i) => this.unkept.has(i.id))];
    // Discarded in another tab while this one sends it: stop, and remove what it stored.
    if (this.current && !items.some((i) => i.id === this.current!.id)) this.controller?.abort('discard');
    this.setItems(items);
    this.wake();
  }

  private changed() {
    try {
      this.channel?.postMessage('changed');
    } catch {
      // Closed: this runner has stopped (the panel closed); the others read the store anyway.
    }
  }

  private readonly onOnline = () => {
    this.emit({ online: navigator.onLine });
    this.wake();
  };

  async start(): Promise<void> {
    const items = await this.store.items();
    items.forEach((item) => this.restoredIds.add(item.id));
    this.setItems(items);
    if (this.stopped) return;
    if (this.channel) this.channel.onmessage = () => void this.reload();
    addEventListener('online', this.onOnline);
    addEventListener('offline', this.onOnline);
    const work = () => this.loop();
    if (navigator.locks) void navigator.locks.request(this.lockName, work);
    else void work();
  }

  stop(): void {
    this.stopped = true;
    this.controller?.abort('stop');
    this.wake();
    this.channel?.close();
    removeEventListener('online', this.onOnline);
    removeEventListener('offline', this.onOnline);
  }

  /** Puts photos chosen for `target` in the queue, kept in the browser before anything is sent. */
  async enqueue(target: QueueTarget, files: readonly File[]): Promise<void> {
    void navigator.storage?.persist?.().catch(() => false);
    const now = Date.now();
    const added = files.map((file, i) => newQueueItem(this.owner, target, file, now + i / 1000));
    // Shown at once (the panel says they wait while they are being kept), sent once kept.
    added.forEach((item, i) => {
      this.unkept.set(item.id, files[i]!);
      this.adding.add(item.id);
    });
    this.setItems([...this.state.items, ...added]);
    for (const [i, item] of added.entries()) {
      try {
        await this.store.add(item, files[i]!);
        this.unkept.delete(item.id);
      } catch (error) {
        // Storage full or refused: it goes up while this page stays open.
        console.error(`No se pudo guardar «${item.fileName}» en la cola del navegador:`, error);
      }
      this.adding.delete(item.id);
    }
    this.changed();
    this.wake();
  }

  /** Takes photos out of the queue, with whatever of them the bucket already has. */
  async discard(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      if (this.current?.id === id) {
        // Its upload stops and the loop removes what it stored.
        this.controller?.abort('discard');
        continue;
      }
      const item = this.state.items.find((i) => i.id === id);
      if (item) await this.forget(item);
    }
  }

  /** Empties the queue (the account signs out): nothing of it stays in the browser or the bucket. */
  async discardAll(): Promise<void> {
    this.stopped = true;
    this.cleared = true;
    this.controller?.abort('discard');
    const names = this.state.items.flatMap((item) => Object.values(item.parts).map((p) => p.name));
    if (!(await removeParts(names)))
      console.error(`Quedan ${names.length} archivos de la cola en el almacenamiento (sin conexión).`);
    await this.store.clear();
    forgetResumes('');
    this.setItems([]);
    this.changed();
    this.stop();
  }

  /**
   * Removes an item and what the bucket has of it. Offline, the item stays marked as discarded
   * (out of sight) until its files can be removed: no file is left behind without its row.
   */
  private async forget(item: QueueItem): Promise<void> {
    if (this.cleared) return;
    if (!(await removeParts(Object.values(item.parts).map((p) => p.name)))) {
      if (!item.discarded) await this.save({ ...item, discarded: true });
      return;
    }
    await this.store.remove(item.id);
    this.unkept.delete(item.id);
    this.preparer.forget(item.id);
    forgetResumes(item.id);
    this.setItems(this.state.items.filter((i) => i.id !== item.id));
    this.changed();
  }

  private save = async (item: QueueItem) => {
    if (this.cleared) return;
    if (!this.unkept.has(item.id)) await this.store.save(item);
    this.setItems(this.state.items.map((i) => (i.id === item.id ? { ...item } : i)));
    this.changed();
  };

  private sleep(ms?: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = ms === undefined ? undefined : setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const discarded = this.state.items.find((i) => i.discarded);
      const item = this.state.items.find((i) => !i.refused && !i.discarded && !this.adding.has(i.id));
      if ((!item && !discarded) || !navigator.onLine) {
        this.prefetch();
        await this.sleep();
        continue;
      }
      if (discarded) {
        await this.forget(discarded);
        if (this.state.items.some((i) => i.id === discarded.id)) await this.sleep(RETRY_MS);
        continue;
      }
      const outcome = await this.process(item!);
      if (outcome === 'paused' && !this.stopped) await this.sleep(navigator.onLine ? RETRY_MS : undefined);
    }
  }

  /** The next photos waiting their turn are prepared meanwhile. */
  private prefetch() {
    const waiting = this.state.items.filter(
      (i) => i.id !== this.current?.id && !i.refused && !i.discarded && !this.adding.has(i.id),
    );
    void this.preparer.prefetch(waiting, () => this.stopped);
  }

  private async process(item: QueueItem): Promise<'done' | 'paused' | 'discarded' | 'failed'> {
    const kind = this.kindOf(item.target);
    const controller = new AbortController();
    this.controller = controller;
    this.current = item;
    this.emit({ sending: { id: item.id, fraction: 0 } });
    let outcome: 'done' | 'paused' | 'discarded' | 'failed' = 'done';
    try {
      await this.run(
        kind.failure,
        async () => {
          try {
            await this.send(item, controller.signal);
          } catch (error) {
            const stopped = error instanceof UploadStoppedError || controller.signal.aborted;
            if (
              error instanceof UploadCancelledError ||
              (stopped && controller.signal.reason === 'discard')
            ) {
              outcome = 'discarded';
              await this.forget(item);
              return;
            }
            if (stopped || isNetwork(error)) {
              outcome = 'paused';
              return;
            }
            if (isSessionExpired(error)) {
              // Sign in again and it goes on; nothing of it is lost meanwhile.
              outcome = 'paused';
              this.stop();
              throw error;
            }
            outcome = 'failed';
            // Waiting will not mend it: marked with the reason, nothing of it left in the bucket.
            const refused =
              error instanceof FileRefusedError || error instanceof UploadTooLargeError
                ? error.message
                : `«${item.fileName}»: ${typeof kind.failure === 'string' ? kind.failure : kind.failure(error)}`;
            await this.forgetParts(item);
            await this.save({ ...item, refused });
            throw error;
          }
        },
        { inList: true },
      );
    } finally {
      this.current = null;
      this.controller = null;
      this.emit({ sending: null });
    }
    return outcome;
  }

  /** Stores and records one item, a step at a time. */
  private async send(item: QueueItem, signal: AbortSignal): Promise<void> {
    if (item.stage !== 'waiting' && Date.now() - item.addedAt > CHECK_AFTER_MS) await this.checkParts(item);
    if (item.stage !== 'stored') {
      const prepared = await this.preparer.prepare(item);
      // The next photos are made while this one goes up.
      this.prefetch();
      if (signal.aborted) throw new UploadStoppedError();
      item.stage = 'storing';
      item.upload = await storeQueued(item, prepared, {
        signal,
        save: this.save,
        onProgress: (fraction) => this.emit({ sending: { id: item.id, fraction } }),
      });
      item.stage = 'stored';
      await this.save(item);
    }
    if (signal.aborted) throw new UploadStoppedError();
    const row = await this.kindOf(item.target).record(item.target, item.upload!);
    await this.store.remove(item.id);
    this.unkept.delete(item.id);
    this.preparer.forget(item.id);
    this.restoredIds.delete(item.id);
    this.setItems(this.state.items.filter((i) => i.id !== item.id));
    this.changed();
    this.onRecorded(item, row);
  }

  /** Removes what the bucket has of `item` and starts it again from its photo. */
  private async forgetParts(item: QueueItem): Promise<void> {
    if (!(await removeParts(Object.values(item.parts).map((p) => p.name))))
      throw new WriteError('no se pudieron quitar los archivos ya subidos', { status: 0 });
    Object.assign(item, { stage: 'waiting', names: {}, parts: {}, upload: null });
    forgetResumes(item.id);
  }

  /**
   * An item waiting long (a phone left in a drawer): its stored files may have been swept as
   * orphans meanwhile. Any missing, it starts again, so no row ever names a missing file.
   */
  private async checkParts(item: QueueItem): Promise<void> {
    if (!(await partsMissing(item))) return;
    await this.forgetParts(item);
    await this.save(item);
  }
}
