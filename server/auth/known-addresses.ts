/**
 * Addresses each account has signed in from successfully, so the per-account limit on failed
 * sign-ins cannot lock the owner out: one wrong password every 5 s from anywhere kept that bucket
 * empty and the studio's own sign-ins were refused (3 of 30 got through). A sign-in
 * from an address that has signed into the same account within KNOWN_FOR_MS is not counted
 * against the account (the per-address limit still applies to it). Kept in memory: after a
 * restart the account limit starts full anyway.
 */
export const KNOWN_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** Most addresses remembered per account (the oldest go first) and accounts remembered in all. */
const PER_ACCOUNT = 16;
const ACCOUNTS = 10_000;

export class KnownAddresses {
  private readonly byAccount = new Map<string, Map<string, number>>();

  has(account: string, address: string, now = Date.now()): boolean {
    const at = this.byAccount.get(account)?.get(address);
    return at !== undefined && now - at < KNOWN_FOR_MS;
  }

  /** Remembers a successful sign-in of `account` from `address`. */
  add(account: string, address: string, now = Date.now()): void {
    const addresses = this.byAccount.get(account) ?? new Map<string, number>();
    this.byAccount.delete(account);
    this.byAccount.set(account, addresses); // most recently used account last
    addresses.delete(address);
    addresses.set(address, now);
    for (const oldest of addresses.keys()) {
      if (addresses.size <= PER_ACCOUNT) break;
      addresses.delete(oldest);
    }
    for (const oldest of this.byAccount.keys()) {
      if (this.byAccount.size <= ACCOUNTS) break;
      this.byAccount.delete(oldest);
    }
  }
}
