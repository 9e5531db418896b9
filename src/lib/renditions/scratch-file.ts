import type { StreamTargetChunk } from 'mediabunny';
import type { PositionalFile } from './isobmff-fast-start';

// Where the rewrite of a video's original goes instead of memory: a file in the origin's private
// file system (OPFS), written at positions through a synchronous access handle (dedicated workers
// only: the rendition worker). A 600 MB video then needs a few MiB of memory, not its size; the
// finished file is handed back as a File read from disk. Browsers without it (or with the storage
// refused) get null, and the rewrite is made in memory as before.

/** FileSystemSyncAccessHandle, which TypeScript's DOM library leaves to its WebWorker library. */
interface SyncAccessHandle {
  read(buffer: Uint8Array, options: { at: number }): number;
  write(buffer: Uint8Array, options: { at: number }): number;
  getSize(): number;
  truncate(size: number): void;
  flush(): void;
  close(): void;
}
type SyncHandleFile = FileSystemFileHandle & { createSyncAccessHandle(): Promise<SyncAccessHandle> };

const FOLDER = 'videos-sin-etiquetas';
/** A rewrite older than this is left from an earlier session (its upload long over): removed. */
const STALE_MS = 24 * 60 * 60 * 1000;

export interface ScratchFile {
  /** Its name in the folder, for removeScratchFile once what was read from it is stored. */
  name: string;
  /** What Mediabunny's StreamTarget writes into. */
  stream: WritableStream<StreamTargetChunk>;
  /** The same file, for the pass that moves an MP4's index to the front. */
  positional: PositionalFile;
  /** Closes the file and returns it as a File (on disk), named and typed as given. */
  finish(name: string, type: string, lastModified: number): Promise<File>;
  /** Closes and removes it (a failed or refused rewrite). */
  discard(): Promise<void>;
}

async function removeStale(folder: FileSystemDirectoryHandle): Promise<void> {
  const entries = (folder as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries();
  for await (const [name, entry] of entries) {
    if (entry.kind !== 'file') continue;
    try {
      const file = await (entry as FileSystemFileHandle).getFile();
      if (Date.now() - file.lastModified > STALE_MS) await folder.removeEntry(name);
    } catch {
      // In use elsewhere or already gone: left for a later pass.
    }
  }
}

/**
 * Removes a finished scratch file once its bytes are stored (or the upload failed): a 600 MB
 * rewrite does not stay on the studio's disk. From the page or the worker alike.
 */
export async function removeScratchFile(name: string): Promise<void> {
  try {
    const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(FOLDER);
    await folder.removeEntry(name);
  } catch (error) {
    console.error('No se pudo borrar la copia temporal del video (se borrará en un día):', error);
  }
}

/** A new scratch file, or null where the origin's private file system cannot be used. */
export async function openScratchFile(): Promise<ScratchFile | null> {
  let folder: FileSystemDirectoryHandle;
  let handle: SyncHandleFile;
  let access: SyncAccessHandle;
  const name = `${Date.now()}-${Math.random().toString(36).slice(2)}.bin`;
  try {
    const root = await navigator.storage.getDirectory();
    folder = await root.getDirectoryHandle(FOLDER, { create: true });
    await removeStale(folder);
    handle = (await folder.getFileHandle(name, { create: true })) as SyncHandleFile;
    if (typeof handle.createSyncAccessHandle !== 'function') return null;
    access = await handle.createSyncAccessHandle();
  } catch {
    return null;
  }
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    access.flush();
    access.close();
  };
  return {
    name,
    stream: new WritableStream<StreamTargetChunk>({
      write(chunk) {
        let done = 0;
        while (done < chunk.data.length)
          done += access.write(chunk.data.subarray(done), { at: chunk.position + done });
      },
    }),
    positional: {
      size: () => access.getSize(),
      read: (into, at) => access.read(into, { at }),
      write: (from, at) => access.write(from, { at }),
    },
    async finish(fileName, type, lastModified) {
      close();
      // A File over the one on disk: its bytes are read as they are sent, never all at once.
      return new File([await handle.getFile()], fileName, { type, lastModified });
    },
    async discard() {
      try {
        close();
        await folder.removeEntry(name);
      } catch {
        // Removed with the stale ones next time.
      }
    },
  };
}
