import type { CompressOptions } from '../compress-image';
import { prepareImage } from '../renditions/image-widths';
import { storeCopies, type Store } from '../renditions/upload-media';
import { storedUrlOf, uploadToGallery, type StoredFile } from '../storage';
import { uploadName } from '../upload-name';
import { WriteError } from '../write-error';
import type { PreparedFiles, QueueItem, QueuedUpload } from './queue-types';

// One queued photo from the browser to the bucket, a step at a time, each step noted in the item
// (`save`) before the next: the compressed photo and its copies are made once and kept (so a
// resumed upload sends the same bytes), each file's name in the bucket is chosen once, and each
// file the bucket has is noted. After a reload the files already stored are skipped and the one
// cut short goes on from the server's last byte.

/** The files made from the chosen photo (SPEC §9's compression, the site's narrower copies). */
export async function prepareQueued(file: File, as?: CompressOptions['as']): Promise<PreparedFiles> {
  const made = await prepareImage(file, as ? { as } : {});
  return { ...made, made: crypto.randomUUID() };
}

export interface StoreSteps {
  signal: AbortSignal;
  /** Keeps the item as it is now (IndexedDB). */
  save: (item: QueueItem) => Promise<void>;
  onProgress: (fraction: number) => void;
}

/** Stores every file of `item` the bucket does not have yet; what its row will record. */
export async function storeQueued(
  item: QueueItem,
  prepared: PreparedFiles,
  { signal, save, onProgress }: StoreSteps,
): Promise<QueuedUpload> {
  const total = [prepared.original, ...prepared.copies.map((c) => c.file)].reduce(
    (sum, f) => sum + f.size,
    0,
  );
  let done = 0;
  const store: Store = async (file) => {
    // Each file by the name it was made with: unique within the item, the same after a reload.
    const key = file.name;
    const had = item.parts[key];
    if (had) {
      done += file.size;
      return had;
    }
    let name = item.names[key];
    if (!name) {
      name = uploadName(key);
      item.names = { ...item.names, [key]: name };
      await save(item);
    }
    let stored: StoredFile;
    try {
      stored = await uploadToGallery(file, {
        compress: false,
        name,
        resumeKey: `${item.id}/${prepared.made}/${key}`,
        signal,
        onProgress: (fraction) => onProgress(total ? (done + fraction * file.size) / total : 0),
      });
    } catch (error) {
      // Stored before the page could note it (the tab closed as the last byte arrived): the
      // bucket refuses the same name a second time, and this name is this file's alone.
      if (!(error instanceof WriteError && error.status === 409)) throw error;
      stored = { name, url: storedUrlOf(name) };
    }
    done += file.size;
    item.parts = { ...item.parts, [key]: stored };
    await save(item);
    return stored;
  };
  const stored = await store(prepared.original);
  const widths = await storeCopies(store, prepared, prepared.original.name, stored.url);
  return {
    stored,
    widths: Object.keys(widths).length > 0 ? widths : null,
    names: Object.values(item.parts).map((part) => part.name),
  };
}
