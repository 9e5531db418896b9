import { RateLimiter } from '../auth/rate-limit';
import { restError } from '../http/errors';

/**
 * What an anonymous caller of `/rest/v1/rpc/*` can cost the embedded backend (issue 32). PGlite
 * runs one transaction at a time, so a flood of calls would queue every visitor's page read
 * behind it: calls go to the database one at a time, a bounded number wait, and each address
 * has a token bucket. A visitor sends one count per page and one per contact link, far below it.
 * Hosted Supabase has its own gateway limits; the function's daily caps hold on both.
 */
export const RPC_RATE = { capacity: 10, perSecond: 1 / 6 };

export class RpcGate {
  private readonly perAddress: RateLimiter;
  private busy = false;
  private readonly waiting: (() => void)[] = [];

  /** `rate`: each address's bucket, by default 10 at once, then 10 a minute. */
  constructor(
    rate: { capacity: number; perSecond: number } = RPC_RATE,
    private readonly maxWaiting = 32,
  ) {
    this.perAddress = new RateLimiter(rate.capacity, rate.perSecond);
  }

  /** Refuses an address over its budget: called first, before the body is even read. */
  admit(address: string): void {
    if (!this.perAddress.take(address)) {
      throw restError(429, '54000', 'Too many requests from this address', null, 'Try again later');
    }
  }

  /** Runs `fn` when no other call is in the database. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.busy) {
      if (this.waiting.length >= this.maxWaiting) {
        throw restError(503, '53400', 'Too many calls waiting', null, 'Try again later');
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.busy = true;
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy = false;
    }
  }
}
