/**
 * Who a password check is for, deciding where it waits (password-pool.ts):
 * - `known`: an address that signed into this account before (known-addresses.ts) — the studio on
 *   its own devices — or the operator's own commands (create-admin). Served before anyone else,
 *   each account in its own line, the lines taking turns: a user who is not an administrator,
 *   signing in to their own account from their own address, cannot hold the owner's turn either.
 * - otherwise by `address`: each address waits in its own line and the lines take turns, so a few
 *   addresses sending wrong passwords as fast as they can hold one turn each, not the whole queue
 *   (four such addresses kept the administrator out — 429 on 10 of 15 sign-ins).
 */
export interface PasswordLane {
  known: boolean;
  /** The normalised email (the line of a known address's check). */
  account: string;
  /** The client address (the line of any other check). */
  address: string;
}

export interface FairQueueLimits {
  /** Checks one account may have waiting from its known addresses. */
  perAccount: number;
  /** Checks from known addresses waiting at once, all accounts together. */
  known: number;
  /** Checks one other address may have waiting. */
  perAddress: number;
  /** Checks from other addresses waiting at once, all addresses together. */
  others: number;
}

/** Lines keyed by who waits, taking turns; bounded per line and in all. */
class TakingTurns<T> {
  /** Map order is the turn order: a line served goes to the back. */
  private readonly lines = new Map<string, T[]>();
  size = 0;

  constructor(
    private readonly perLine: number,
    private readonly total: number,
  ) {}

  push(key: string, item: T): boolean {
    const line = this.lines.get(key) ?? [];
    if (line.length >= this.perLine || this.size >= this.total) return false;
    line.push(item);
    this.lines.set(key, line);
    this.size += 1;
    return true;
  }

  shift(): T | undefined {
    for (const [key, line] of this.lines) {
      const item = line.shift()!;
      this.lines.delete(key);
      if (line.length > 0) this.lines.set(key, line);
      this.size -= 1;
      return item;
    }
    return undefined;
  }
}

/** The known lane and the others, each taking turns by line; bounded everywhere. */
export class FairQueue<T> {
  readonly known: TakingTurns<T>;
  readonly others: TakingTurns<T>;

  constructor(limits: FairQueueLimits) {
    this.known = new TakingTurns<T>(limits.perAccount, limits.known);
    this.others = new TakingTurns<T>(limits.perAddress, limits.others);
  }

  get size(): number {
    return this.known.size + this.others.size;
  }

  /** False (nothing queued) when the item's line or lane is full. */
  push(item: T, lane: PasswordLane): boolean {
    return lane.known ? this.known.push(lane.account, item) : this.others.push(lane.address, item);
  }

  /** The next item: a known address's first, else the first of the address whose turn it is. */
  shift(): T | undefined {
    return this.known.shift() ?? this.others.shift();
  }
}
