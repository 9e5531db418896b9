import { RateLimiter } from './rate-limit';

/** How long an address that failed stays without a first try on that account. */
export const FAILED_FOR_MS = 24 * 60 * 60 * 1000;
/** First tries per account, from all addresses together: 60 an hour. */
export const FIRST_TRIES = { capacity: 60, perSecond: 60 / 3600 };
const REMEMBERED = 100_000;

/**
 * A new device's way in that guesses cannot close. When an account's budget for failures is used
 * up (wrong passwords, or wrong second-step codes, from addresses it does not know), an address
 * that has sent no wrong one for that account in the last day still gets its attempt checked:
 * the right password or code, once, gets through; a wrong one marks the address, which then
 * waits like any other. The guessers' own addresses are marked by their first failure, so they
 * cannot spend these; an attacker with many fresh addresses gets one guess from each, at most
 * FIRST_TRIES an hour per account. In memory: a restart only clears the marks.
 */
export class FirstTries {
  private readonly failures = new Map<string, number>();
  private readonly perAccount = new RateLimiter(FIRST_TRIES.capacity, FIRST_TRIES.perSecond);

  /** True when `address` may have its attempt on `account` checked past the account's budget. */
  take(account: string, address: string, now = Date.now()): boolean {
    const failedAt = this.failures.get(`${account} ${address}`);
    if (failedAt !== undefined && now - failedAt < FAILED_FOR_MS) return false;
    return this.perAccount.take(account, now);
  }

  /** `address` sent a wrong password or code for `account`. */
  failed(account: string, address: string, now = Date.now()): void {
    const key = `${account} ${address}`;
    this.failures.delete(key);
    this.failures.set(key, now);
    for (const [oldest, at] of this.failures) {
      if (this.failures.size <= REMEMBERED && now - at < FAILED_FOR_MS) break;
      this.failures.delete(oldest);
    }
  }
}
