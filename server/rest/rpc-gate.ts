import type { IncomingMessage } from 'node:http';
import { RateLimiter } from '../auth/rate-limit';
import type { Keys } from '../auth/keys';
import { restError, type HttpError } from '../http/errors';

/**
 * What an anonymous caller of `/rest/v1/rpc/*` can cost the embedded backend (issue 32). PGlite
 * runs in this process, on the same thread as every request: while it runs a call, no visitor's
 * page read is answered. So calls go to the database one at a time, and after each one the next
 * waits long enough that calls take at most SHARE of the time (a call of 1 ms, then 9 ms for
 * everything else); a bounded number wait; each address has a token bucket. A visitor sends one
 * count per page and one per contact link, far below it. Over budget, an answer costs no database
 * and no crypto: the router asks `refuses` before the caller's key is even verified.
 * Hosted Supabase has its own gateway limits; the function's daily caps hold on both.
 */
export const RPC_RATE = { capacity: 10, perSecond: 1 / 6 };
/**
 * The share of the time anonymous calls may keep the database (and so the server) busy. A tenth:
 * on two busy cores a quarter still let the project list's p99 reach 2.9x idle during
 * bench/visit-flood.ts; a tenth still counts ~70 calls a second, far beyond a studio's visitors.
 */
export const SHARE = 0.1;

// One answer each, made once: a flood's refusals cost no new Error (its stack trace) apiece.
const OVER_BUDGET = restError(429, '54000', 'Too many requests from this address', null, 'Try again later');
const QUEUE_FULL = restError(503, '53400', 'Too many calls waiting', null, 'Try again later');

export class RpcGate {
  private readonly perAddress: RateLimiter;
  /** A call is in the database, or the pause after one has not ended. */
  private busy = false;
  private readonly waiting: (() => void)[] = [];

  /** `rate`: each address's bucket, by default 10 at once, then 10 a minute. */
  constructor(
    rate: { capacity: number; perSecond: number } = RPC_RATE,
    private readonly maxWaiting = 32,
    private readonly share = SHARE,
  ) {
    this.perAddress = new RateLimiter(rate.capacity, rate.perSecond);
  }

  /**
   * The refusal a call from `address` would get now (over its budget, or too many waiting), or
   * null; takes nothing. For the router: checked before the caller's key is verified.
   */
  refuses(address: string): HttpError | null {
    if (this.waiting.length >= this.maxWaiting) return QUEUE_FULL;
    return this.perAddress.retryAfter(address) > 0 ? OVER_BUDGET : null;
  }

  /** Refuses an address over its budget, or any call when too many wait: before the body is read. */
  admit(address: string): void {
    if (this.waiting.length >= this.maxWaiting) throw QUEUE_FULL;
    if (!this.perAddress.take(address)) throw OVER_BUDGET;
  }

  /** Runs `fn` when no other call is in the database and the pause after the last one is over. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.busy) {
      if (this.waiting.length >= this.maxWaiting) throw QUEUE_FULL;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.busy = true;
    const started = performance.now();
    try {
      return await fn();
    } finally {
      // Measured as it ran, others' requests included: a busy server spaces calls out further.
      const pause = (performance.now() - started) * (1 / this.share - 1);
      const next = () => {
        const waiter = this.waiting.shift();
        if (waiter) waiter();
        else this.busy = false;
      };
      // The caller's answer does not wait for the pause; only the next call does.
      if (pause >= 1) setTimeout(next, pause);
      else next();
    }
  }
}

/**
 * Whether a request is a visitor's by its key alone: no user token, only the project's public key
 * (the publishable key, or the legacy anon key). Plain comparisons: these keys are public.
 */
export function visitorKey(
  req: IncomingMessage,
  url: URL,
  keys: Pick<Keys, 'publishableKey' | 'anonKey'>,
): boolean {
  const isPublic = (key: unknown) => key === keys.publishableKey || key === keys.anonKey;
  const apikey = req.headers.apikey ?? url.searchParams.get('apikey');
  const authorization = req.headers.authorization;
  const bearer = authorization && /^bearer /i.test(authorization) ? authorization.slice(7).trim() : apikey;
  return isPublic(apikey) && isPublic(bearer);
}
