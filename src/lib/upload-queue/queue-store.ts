import { clear, createStore, delMany, entries, get, set, setMany, type UseStore } from 'idb-keyval';
import type { PreparedFiles, QueueItem } from './queue-types';

// The queue kept in the browser, in IndexedDB through idb-keyval (a maintained key-value layer of
// under 1 KiB): one database per signed-in account, named by its id, so an account never opens
// another's queue on a shared device; emptied when the account signs out. An item's description
// (small, rewritten at each step) is kept apart from its files (written once each): the photo
// as chosen and, once made, its compressed copies.

const itemKey = (id: string) => `item:${id}`;
const fileKey = (id: string) => `file:${id}`;
const preparedKey = (id: string) => `prepared:${id}`;

export interface QueueStore {
  /** Every item, oldest first. */
  items(): Promise<QueueItem[]>;
  file(id: string): Promise<File | undefined>;
  prepared(id: string): Promise<PreparedFiles | undefined>;
  /** A new item with its photo, both or neither. */
  add(item: QueueItem, file: File): Promise<void>;
  save(item: QueueItem): Promise<void>;
  savePrepared(id: string, prepared: PreparedFiles): Promise<void>;
  remove(id: string): Promise<void>;
  /** Empties the account's queue (sign-out). */
  clear(): Promise<void>;
}

const stores = new Map<string, UseStore>();

export function queueStore(owner: string): QueueStore {
  let db = stores.get(owner);
  if (!db) {
    db = createStore(`estudio-subidas-${owner}`, 'cola');
    stores.set(owner, db);
  }
  const store = db;
  return {
    async items() {
      const all = await entries<string, unknown>(store);
      return all
        .filter(([key]) => key.startsWith('item:'))
        .map(([, value]) => value as QueueItem)
        .filter((item) => item.owner === owner)
        .sort((a, b) => a.addedAt - b.addedAt);
    },
    file: (id) => get<File>(fileKey(id), store),
    prepared: (id) => get<PreparedFiles>(preparedKey(id), store),
    add: (item, file) =>
      setMany(
        [
          [fileKey(item.id), file],
          [itemKey(item.id), item],
        ],
        store,
      ),
    save: (item) => set(itemKey(item.id), item, store),
    savePrepared: (id, prepared) => set(preparedKey(id), prepared, store),
    remove: (id) => delMany([itemKey(id), fileKey(id), preparedKey(id)], store),
    clear: () => clear(store),
  };
}
