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

  private prune(now: number): void {
    for (const [client, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond >= this.capacity) this.buckets.delete(client);
    }
  }
}
