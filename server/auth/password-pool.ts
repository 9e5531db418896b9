import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { FairQueue, type PasswordLane } from './password-queue';

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
 * - Checks wait in our own queue (password-queue.ts), not Piscina's: a known address's sign-in
 *   goes first, every other address waits in its own line and the lines take turns, and each lane
 *   is bounded — one more is refused at once (PasswordPoolBusy, which the sign-in answers with 429
 *   and Retry-After) rather than queued for seconds. A few addresses guessing as fast as they can
 *   hold PASSWORD_QUEUE_PER_ADDRESS places each and one turn each; the studio's sign-in from an
 *   address it used before waits only for the checks already running (issue 34).
 */
export const PASSWORD_THREADS = Math.max(1, Math.min(2, availableParallelism() - 2));
/** Checks from known addresses (and the operator's commands) waiting at once. */
export const PASSWORD_QUEUE_KNOWN = 16;
/** Checks one other address may have waiting. */
export const PASSWORD_QUEUE_PER_ADDRESS = 2;
/** Checks from all other addresses waiting at once (32 addresses' worth, ~2 s of bcrypt). */
export const PASSWORD_QUEUE = 64;
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

interface Waiting {
  task: Task;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

let pool: Piscina | undefined;
const waiting = new FairQueue<Waiting>({
  known: PASSWORD_QUEUE_KNOWN,
  perAddress: PASSWORD_QUEUE_PER_ADDRESS,
  others: PASSWORD_QUEUE,
});
/** Tasks handed to the pool: never more than its threads, so nothing waits inside Piscina. */
let running = 0;

function thePool(): Piscina {
  pool ??= new Piscina({
    filename: fileURLToPath(new URL('./bcrypt-worker.mjs', import.meta.url)),
    minThreads: 0,
    maxThreads: PASSWORD_THREADS,
    idleTimeout: 30_000,
    niceIncrement: 10,
    // Workers idle between tasks must not keep a CLI command (create-admin) from exiting.
    atomics: 'disabled',
  });
  return pool;
}

function pump(): void {
  while (running < PASSWORD_THREADS) {
    const next = waiting.shift();
    if (!next) return;
    running += 1;
    thePool()
      .run(next.task)
      .then(next.resolve, next.reject)
      .finally(() => {
        running -= 1;
        pump();
      });
  }
}

/** The operator's own commands (create-admin, the first start) wait with the known addresses. */
const OPERATOR: PasswordLane = { known: true, address: '' };

/**
 * Runs one bcrypt task on the pool, waiting in `lane`'s line; rejects with PasswordPoolBusy when
 * that line is full.
 */
export function runPasswordTask<T extends string | boolean>(
  task: Task,
  lane: PasswordLane = OPERATOR,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (!waiting.push({ task, resolve: resolve as (value: unknown) => void, reject }, lane))
      reject(new PasswordPoolBusy());
    else pump();
  });
}

/** Stops the pool's threads (tests, shutdown); a later task starts a new pool. */
export async function closePasswordPool(): Promise<void> {
  const p = pool;
  pool = undefined;
  await p?.destroy();
}
