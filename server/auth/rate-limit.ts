/**
 * A token bucket per client, like Supabase Auth's rate limits: `capacity` requests at once,
 * refilled at `perSecond`. `take` answers false when the client has to wait.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
  ) {}

  take(client: string, now = Date.now()): boolean {
    const bucket = this.buckets.get(client) ?? { tokens: this.capacity, at: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    this.buckets.set(client, bucket);
    if (this.buckets.size > 10_000) this.prune(now);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Gives back a token taken by `take` (an attempt that turned out not to count). */
  refund(client: string): void {
    const bucket = this.buckets.get(client);
    if (bucket) bucket.tokens = Math.min(this.capacity, bucket.tokens + 1);
  }

  /** Seconds until `client` may try again (0 when it may now). */
  retryAfter(client: string, now = Date.now()): number {
    const bucket = this.buckets.get(client);
    if (!bucket) return 0;
    const tokens = bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond;
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / this.perSecond);
  }

  private prune(now: number): void {
    for (const [client, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond >= this.capacity)
        this.buckets.delete(client);
    }
  }
}
