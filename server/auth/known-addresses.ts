import type { Database } from '../db/database';

/**
 * Addresses each account has proved itself from (a right password, or a right second-step code),
 * so the per-account limits on failures cannot lock the owner out: one wrong password every 5 s
 * from anywhere kept that bucket empty and the studio's own sign-ins were refused (3 of 30 got
 * through). An address that proved the same account within KNOWN_FOR_MS is not counted against
 * the account (its own per-address limit still applies). Kept in the database
 * (embedded.known_addresses, `open`), so a restart does not hand the guessers the owner's lane:
 * after one, wrong passwords from 10 addresses held the owner's sign-in at 429, 8 times of 8.
 */
export const KNOWN_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** Most addresses remembered per account (the oldest go first) and accounts remembered in all. */
const PER_ACCOUNT = 16;
const ACCOUNTS = 10_000;

/** What the address proved: the password (sign-in) or the second factor. */
export type Proof = 'password' | 'second_step';

export class KnownAddresses {
  private readonly byAccount = new Map<string, Map<string, number>>();

  /** In memory only; `open` also keeps them in the database. */
  constructor(private readonly store: { db: Database; proof: Proof } | null = null) {}

  /** The addresses of `proof` the database holds, remembered from now on as they are proved. */
  static async open(db: Database, proof: Proof): Promise<KnownAddresses> {
    const known = new KnownAddresses({ db, proof });
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ account: string; address: string; at: number }>(
        `select account, address, (extract(epoch from at) * 1000)::float8 as at from embedded.known_addresses
          where proof = $1 and at > now() - make_interval(secs => $2) order by at`,
        [proof, KNOWN_FOR_MS / 1000],
      ),
    );
    for (const row of rows) known.remember(row.account, row.address, Number(row.at));
    return known;
  }

  has(account: string, address: string, now = Date.now()): boolean {
    const at = this.byAccount.get(account)?.get(address);
    return at !== undefined && now - at < KNOWN_FOR_MS;
  }

  /** Remembers a successful proof of `account` from `address` (in the database too, with `open`). */
  async add(account: string, address: string, now = Date.now()): Promise<void> {
    this.remember(account, address, now);
    if (!this.store) return;
    const { db, proof } = this.store;
    await db.asOwner(async (tx) => {
      await tx.query(
        `insert into embedded.known_addresses (account, proof, address, at) values ($1, $2, $3, to_timestamp($4 / 1000.0))
         on conflict (account, proof, address) do update set at = excluded.at`,
        [account, proof, address, now],
      );
      // As in memory: the newest PER_ACCOUNT of the account, none older than KNOWN_FOR_MS.
      await tx.query(
        `delete from embedded.known_addresses where proof = $1 and (at < now() - make_interval(secs => $3)
           or (account = $2 and address not in (select address from embedded.known_addresses
                where account = $2 and proof = $1 order by at desc limit $4)))`,
        [proof, account, KNOWN_FOR_MS / 1000, PER_ACCOUNT],
      );
    });
  }

  private remember(account: string, address: string, at: number): void {
    const addresses = this.byAccount.get(account) ?? new Map<string, number>();
    this.byAccount.delete(account);
    this.byAccount.set(account, addresses); // most recently used account last
    addresses.delete(address);
    addresses.set(address, at);
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
