/**
 * Who a password check is for, deciding where it waits (password-pool.ts):
 * - `known`: an address that signed into this account before (known-addresses.ts) — the studio on
 *   its own devices — or the operator's own commands (create-admin). Served before anyone else.
 * - otherwise by `address`: each address waits in its own line and the lines take turns, so a few
 *   addresses sending wrong passwords as fast as they can hold one turn each, not the whole queue
 *   (issue 34: four such addresses kept the administrator out — 429 on 10 of 15 sign-ins).
 */
export interface PasswordLane {
  known: boolean;
  address: string;
}

export interface FairQueueLimits {
  /** Checks from known addresses waiting at once. */
  known: number;
  /** Checks one other address may have waiting. */
  perAddress: number;
  /** Checks from other addresses waiting at once, all addresses together. */
  others: number;
}

/** A queue with a priority lane and round-robin turns between addresses; bounded everywhere. */
export class FairQueue<T> {
  private readonly known: T[] = [];
  /** Map order is the turn order: an address served goes to the back. */
  private readonly byAddress = new Map<string, T[]>();
  private waitingOthers = 0;

  constructor(private readonly limits: FairQueueLimits) {}

  get size(): number {
    return this.known.length + this.waitingOthers;
  }

  /** False (nothing queued) when the item's lane is full. */
  push(item: T, lane: PasswordLane): boolean {
    if (lane.known) {
      if (this.known.length >= this.limits.known) return false;
      this.known.push(item);
      return true;
    }
    const line = this.byAddress.get(lane.address) ?? [];
    if (line.length >= this.limits.perAddress || this.waitingOthers >= this.limits.others) return false;
    line.push(item);
    this.byAddress.set(lane.address, line);
    this.waitingOthers += 1;
    return true;
  }

  /** The next item: a known address's first, else the first of the address whose turn it is. */
  shift(): T | undefined {
    const known = this.known.shift();
    if (known !== undefined) return known;
    for (const [address, line] of this.byAddress) {
      const item = line.shift()!;
      this.byAddress.delete(address);
      if (line.length > 0) this.byAddress.set(address, line);
      this.waitingOthers -= 1;
      return item;
    }
    return undefined;
  }
}
