import { FirstTries } from './first-tries';
import { KnownAddresses } from './known-addresses';
import { RateLimiter } from './rate-limit';

export interface Rate {
  capacity: number;
  perSecond: number;
}

/** Codes per account from addresses that never proved its second factor (all of them together). */
export const ACCOUNT_RATE: Rate = { capacity: 5, perSecond: 1 / 12 };
/**
 * Codes per account from one such address: fewer than the account's, and refilled slower, so one
 * address guessing as fast as it may never empties the account's budget for the owner's new device.
 */
export const ADDRESS_RATE: Rate = { capacity: 3, perSecond: 1 / 30 };
/** Codes per account from one address that proved its second factor before: its own lane. */
export const KNOWN_RATE: Rate = { capacity: 5, perSecond: 1 / 12 };

export type Admission = { refund: () => void } | { retryAfter: number };

/**
 * How many second-step codes (`POST /auth/v1/factors/{id}/verify`) an account may have checked,
 * with an owner's lane as sign-in has one (known-addresses.ts). A stolen password gives an aal1
 * session; one per-account budget let it send garbage codes every 300 ms and keep the owner's
 * right codes at 429 (8 of 8 in 32 s). Now:
 * - an address that has proved this account's second factor within 30 days has its own budget
 *   (KNOWN_RATE) and shares nothing with anyone: the studio's own devices always get their turn;
 * - any other address draws from its own small budget (ADDRESS_RATE) AND the account's
 *   (ACCOUNT_RATE), so one attacking address cannot empty the account's, and many addresses
 *   together still get no more than ACCOUNT_RATE guesses at the account: with three codes valid
 *   at a time, a million-code space takes weeks on average at 5 a minute.
 * - with the account's budget used up, an address that sent no wrong code for it still has its
 *   first try (first-tries.ts): a new device's right code gets through, once.
 * A right code gives its tokens back. The addresses that proved the factor are kept in the database
 * (known-addresses.ts), as those of sign-in are; the verify endpoint also counts an address where
 * one of the account's aal2 sessions was last used.
 */
export class SecondStepBudget {
  private readonly account: RateLimiter;
  private readonly address = new RateLimiter(ADDRESS_RATE.capacity, ADDRESS_RATE.perSecond);
  private readonly knownLane = new RateLimiter(KNOWN_RATE.capacity, KNOWN_RATE.perSecond);

  constructor(
    accountRate: Rate = ACCOUNT_RATE,
    private readonly known = new KnownAddresses(),
    private readonly first = new FirstTries(),
  ) {
    this.account = new RateLimiter(accountRate.capacity, accountRate.perSecond);
  }

  /** `provedHere`: the caller knows `address` proved the factor some other way (a live aal2 session). */
  take(account: string, address: string, provedHere = false, now = Date.now()): Admission {
    const key = `${account} ${address}`;
    if (provedHere || this.known.has(account, address, now)) {
      if (!this.knownLane.take(key, now)) return { retryAfter: this.knownLane.retryAfter(key, now) };
      return { refund: () => this.knownLane.refund(key) };
    }
    if (!this.address.take(key, now)) return { retryAfter: this.address.retryAfter(key, now) };
    if (!this.account.take(account, now)) {
      this.address.refund(key);
      if (this.first.take(account, address, now)) return { refund: () => {} };
      return { retryAfter: this.account.retryAfter(account, now) };
    }
    return {
      refund: () => {
        this.address.refund(key);
        this.account.refund(account);
      },
    };
  }

  /** `address` just proved `account`'s second factor: from now on it has its own lane. */
  proved(account: string, address: string, now = Date.now()): Promise<void> {
    return this.known.add(account, address, now);
  }

  /** `address` sent a wrong code for `account`: no first try for it for a while. */
  failed(account: string, address: string, now = Date.now()): void {
    this.first.failed(account, address, now);
  }
}
