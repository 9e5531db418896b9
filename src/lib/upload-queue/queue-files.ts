import { STORAGE_BUCKET } from '../../../core/constants';
import { supabase } from '../supabase';
import { WriteError } from '../write-error';
import type { QueueItem } from './queue-types';

// What the upload queue leaves in the bucket and the browser, and how it cleans up after itself.

/** A failure that waiting for the network mends: no answer at all, or the server's own trouble. */
export const isNetwork = (error: unknown) =>
  (error instanceof WriteError && (error.status === 0 || (error.status ?? 0) >= 500)) ||
  error instanceof TypeError;

/**
 * Removes stored objects, a hundred per request; whether every request was answered (an object
 * already gone is simply not listed in the answer, and counts as removed).
 */
export async function removeParts(names: readonly string[]): Promise<boolean> {
  for (let i = 0; i < names.length; i += 100) {
    const { error } = await supabase.storage.from(STORAGE_BUCKET).remove(names.slice(i, i + 100));
    if (error) {
      console.error('No se pudieron quitar archivos de la cola:', error);
      return false;
    }
  }
  return true;
}

/** Forgets the resumable uploads tus-js-client noted for the queue (an item's, or all with ''). */
export function forgetResumes(itemId: string): void {
  const prefix = `tus::estudio-cola:${itemId}`;
  for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
}

/** Whether the bucket lost any file `item` stored (swept as an orphan while the item waited). */
export async function partsMissing(item: QueueItem): Promise<boolean> {
  for (const part of Object.values(item.parts)) {
    const answer = await fetch(part.url, { method: 'HEAD', cache: 'no-store' });
    if (answer.status === 404) return true;
  }
  return false;
}
