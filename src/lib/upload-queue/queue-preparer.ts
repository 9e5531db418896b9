import type { CompressOptions } from '../compress-image';
import { FileRefusedError } from '../file-refused';
import type { QueueStore } from './queue-store';
import type { PreparedFiles, QueueItem, QueueTarget } from './queue-types';
import { prepareQueued } from './store-queued';

/**
 * Photos prepared ahead of the one going up: a phone's compression of a 12 MP photo takes
 * longer than its upload at 10 Mbit/s, so it goes on while the connection is down and the
 * queue restarts at full speed (bench:media's queue row).
 */
const PREPARE_AHEAD = 4;

// The files each queued photo becomes before any is sent (SPEC §9's compression and the site's
// copies), made once: kept in the browser with the item, so a reload sends the same bytes.
export class Preparer {
  private readonly made = new Map<string, Promise<PreparedFiles>>();
  private running = false;

  constructor(
    private readonly store: QueueStore,
    /** Photos only in memory (the browser could not keep them). */
    private readonly unkept: ReadonlyMap<string, File>,
    private readonly asOf: (target: QueueTarget) => CompressOptions['as'],
  ) {}

  /** The files to send for `item`: kept from before, or made now. */
  prepare(item: QueueItem): Promise<PreparedFiles> {
    let made = this.made.get(item.id);
    if (!made) {
      made = this.make(item);
      made.catch(() => {});
      this.made.set(item.id, made);
    }
    return made;
  }

  private async make(item: QueueItem): Promise<PreparedFiles> {
    const kept = await this.store.prepared(item.id).catch(() => undefined);
    if (kept) return kept;
    const file = this.unkept.get(item.id) ?? (await this.store.file(item.id));
    if (!file) throw new FileRefusedError(`«${item.fileName}» ya no está en este navegador. No se subió.`);
    const files = await prepareQueued(file, this.asOf(item.target));
    await this.store.savePrepared(item.id, files).catch((error: unknown) => {
      console.error(`No se guardaron las copias de «${item.fileName}» en el navegador:`, error);
    });
    return files;
  }

  forget(id: string): void {
    this.made.delete(id);
  }

  /** Prepares, one after another, the first few of `waiting` not prepared yet. */
  async prefetch(waiting: readonly QueueItem[], stopped: () => boolean): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (!stopped()) {
        const next = waiting
          .filter((i) => i.stage === 'waiting')
          .slice(0, PREPARE_AHEAD)
          .find((i) => !this.made.has(i.id));
        if (!next) break;
        await this.prepare(next).catch(() => {});
      }
    } finally {
      this.running = false;
    }
  }
}
