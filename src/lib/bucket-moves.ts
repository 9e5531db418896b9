import { supabase } from './supabase';

// Moving files between the public bucket and the private trash bucket, one Storage request per
// file (src/lib/trash-files.ts says which files and why).

/**
 * Moves in flight at once. Storage moves one object per request, so a plano's pyramid (294 tiles
 * for a 9000×6000 plano, over a thousand for a larger one) costs as many requests; one after the
 * other they take a round trip each (about 50 s each way at 150 ms of latency, minutes on a worse
 * link), while the studio waits behind 'Actualizando...'. A few together take a fraction of that
 * and stay within the six connections a browser opens to one origin over HTTP/1.1.
 */
const MOVES_IN_FLIGHT = 6;

/**
 * Waits before each retry of a failed move. A dropped connection or a server's passing 5xx should
 * not leave a trashed file public (or a restored one missing), so a move is tried again twice,
 * a little later each time, before it counts as failed; the wait is short because the studio is
 * looking at 'Actualizando...' meanwhile.
 */
const RETRY_WAITS_MS = [250, 1000];

const notFound = (error: { message?: string; statusCode?: string; status?: number } | null) =>
  error !== null &&
  (error.status === 404 || error.statusCode === '404' || /not.?found/i.test(error.message ?? ''));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One move, tried again after each wait while it fails. An object no longer where it was counts
 * as moved: a retry finds it gone when the first try did move it but its answer was lost.
 */
async function moveOne(key: string, from: string, to: string): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { error } = await supabase.storage.from(from).move(key, key, { destinationBucket: to });
      if (!error || notFound(error)) return true;
      throw error;
    } catch (error) {
      const wait = RETRY_WAITS_MS[attempt];
      if (wait === undefined) {
        console.error(`No se pudo mover ${key} de ${from} a ${to}:`, error);
        return false;
      }
      await pause(wait);
    }
  }
}

/** Moves keys between the two buckets; returns the keys it could not move after the retries. */
export async function moveAll(keys: readonly string[], from: string, to: string): Promise<string[]> {
  const failed: string[] = [];
  let next = 0;
  const mover = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      if (!(await moveOne(key, from, to))) failed.push(key);
    }
  };
  await Promise.all(Array.from({ length: Math.min(MOVES_IN_FLIGHT, keys.length) }, mover));
  return failed;
}
