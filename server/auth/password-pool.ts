import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { FairQueue, type PasswordLane } from './password-queue';

/**
 * bcrypt in its own small pools of worker threads (Piscina), so a burst of sign-ins cannot starve
 * anything else (on libuv's 4-thread pool, which file serving, JWT checks and /health
 * share, 300 wrong sign-ins from 10 addresses stalled every request 9–10 s).
 *
 * - Checks wait in our own queue (password-queue.ts), not Piscina's, in two lanes:
 *   - known addresses (an address that signed into that account before) and the operator's own
 *     commands: one thread of their own at normal priority, each account in its own line. The
 *     studio's sign-in waits for no stranger's check, and on a machine busy with other work its
 *     check is not held back by a low priority;
 *   - everyone else: PASSWORD_THREADS threads at a lower CPU priority (nice 10, through
 *     @napi-rs/nice), 1 on a 2-core machine, 2 from 4 cores on, so the other core(s) keep serving
 *     visitors; when visitors need the core they get about 90% of it. Not 19: on a busy machine a
 *     nice-19 thread gets ~1.5% of a contended core (CFS weights 15 vs 1024). Each address waits
 *     in its own line of PASSWORD_QUEUE_PER_ADDRESS and the lines take turns, so a few addresses
 *     guessing as fast as they can hold one turn each, not the whole queue (four of them
 *     kept one shared queue of 16 full and the owner got 429 on 10 of 15 sign-ins).
 * - Every line and lane is bounded: one more check is refused at once (PasswordPoolBusy, which the
 *   sign-in answers with 429 and Retry-After) rather than queued for seconds.
 */
export const PASSWORD_THREADS = Math.max(1, Math.min(2, availableParallelism() - 2));
/** Checks one account may have waiting from its known addresses. */
export const PASSWORD_QUEUE_PER_ACCOUNT = 4;
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

const waiting = new FairQueue<Waiting>({
  perAccount: PASSWORD_QUEUE_PER_ACCOUNT,
  known: PASSWORD_QUEUE_KNOWN,
  perAddress: PASSWORD_QUEUE_PER_ADDRESS,
  others: PASSWORD_QUEUE,
});

/** One lane's threads: never more tasks handed to Piscina than it has threads. */
class Workers {
  private pool: Piscina | undefined;
  private running = 0;

  constructor(
    private readonly threads: number,
    private readonly niceIncrement: number,
    private readonly next: () => Waiting | undefined,
  ) {}

  pump(): void {
    while (this.running < this.threads) {
      const item = this.next();
      if (!item) return;
      this.running += 1;
      this.thePool()
        .run(item.task)
        .then(item.resolve, item.reject)
        .finally(() => {
          this.running -= 1;
          this.pump();
        });
    }
  }

  async close(): Promise<void> {
    const p = this.pool;
    this.pool = undefined;
    await p?.destroy();
  }

  private thePool(): Piscina {
    this.pool ??= new Piscina({
      filename: fileURLToPath(new URL('./bcrypt-worker.mjs', import.meta.url)),
      minThreads: 0,
      maxThreads: this.threads,
      idleTimeout: 30_000,
      niceIncrement: this.niceIncrement,
      // Workers idle between tasks must not keep a CLI command (create-admin) from exiting.
      atomics: 'disabled',
    });
    return this.pool;
  }
}

const known = new Workers(1, 0, () => waiting.known.shift());
const others = new Workers(PASSWORD_THREADS, 10, () => waiting.others.shift());

/** The operator's own commands (create-admin, the first start) wait with the known addresses. */
const OPERATOR: PasswordLane = { known: true, account: '', address: '' };

/**
 * Runs one bcrypt task, waiting in `lane`'s line; rejects with PasswordPoolBusy when that line is
 * full.
 */
export function runPasswordTask<T extends string | boolean>(
  task: Task,
  lane: PasswordLane = OPERATOR,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (!waiting.push({ task, resolve: resolve as (value: unknown) => void, reject }, lane)) {
      reject(new PasswordPoolBusy());
      return;
    }
    (lane.known ? known : others).pump();
  });
}

/** Stops the pools' threads (tests, shutdown); a later task starts new ones. */
export async function closePasswordPool(): Promise<void> {
  await Promise.all([known.close(), others.close()]);
}
