import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

/**
 * bcrypt in its own small pool of worker threads (Piscina), so a burst of sign-ins cannot starve
 * anything else (issue 23: on libuv's 4-thread pool, which file serving, JWT checks and /health
 * share, 300 wrong sign-ins from 10 addresses stalled every request 9–10 s).
 *
 * - 1 thread on a 2-core machine, 2 from 4 cores on: the other core(s) keep serving visitors.
 * - The threads run at a lower CPU priority (nice 10, through @napi-rs/nice): when visitors need
 *   the core, they get about 90% of it; sign-ins wait a little longer. Not 19: on a machine busy
 *   with other work a nice-19 thread gets ~1.5% of a contended core (CFS weights 15 vs 1024), so a
 *   60 ms check could take seconds.
 * - At most PASSWORD_QUEUE checks wait: one more is refused at once (PasswordPoolBusy, which the
 *   sign-in answers with 429 and Retry-After) rather than queued for seconds.
 */
export const PASSWORD_THREADS = Math.max(1, Math.min(2, availableParallelism() - 2));
export const PASSWORD_QUEUE = 16;
/** Seconds a caller refused by a full queue is told to wait. */
export const PASSWORD_RETRY_AFTER_S = 2;

export class PasswordPoolBusy extends Error {
  constructor() {
    super('Too many password checks waiting');
    this.name = 'PasswordPoolBusy';
  }
}

type Task =
  { op: 'hash'; password: string; cost: number } | { op: 'verify'; password: string; encoded: string };

let pool: Piscina | undefined;

function thePool(): Piscina {
  pool ??= new Piscina({
    filename: fileURLToPath(new URL('./bcrypt-worker.mjs', import.meta.url)),
    minThreads: 0,
    maxThreads: PASSWORD_THREADS,
    // Piscina's own bound stays above ours: run() below refuses first, with our error.
    maxQueue: PASSWORD_QUEUE + 1,
    idleTimeout: 30_000,
    niceIncrement: 10,
    // Workers idle between tasks must not keep a CLI command (create-admin) from exiting.
    atomics: 'disabled',
  });
  return pool;
}

/** Runs one bcrypt task on the pool; rejects with PasswordPoolBusy when the queue is full. */
export function runPasswordTask<T extends string | boolean>(task: Task): Promise<T> {
  const p = thePool();
  if (p.queueSize >= PASSWORD_QUEUE) return Promise.reject(new PasswordPoolBusy());
  return p.run(task) as Promise<T>;
}

/** Stops the pool's threads (tests, shutdown); a later task starts a new pool. */
export async function closePasswordPool(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.destroy();
}
