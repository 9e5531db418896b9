import type { Socket } from 'node:net';

/**
 * What a connection is doing, as far as the connection limits care:
 * - `new`: accepted, its first request head not complete yet (silent, or still arriving);
 * - `idle`: between requests (keep-alive), or its next head still arriving;
 * - `busy`: a request under way, its response moving;
 * - `stalled`: a request under way whose response has not been able to write for STALL_MS (the
 *   client stopped reading it).
 * Every state but `busy` is something a client merely holds, which costs it nothing and keeps a
 * file handle and a slot: those connections are the ones that may be closed for someone else.
 */
export type ConnectionState = 'new' | 'idle' | 'busy' | 'stalled';

export interface Connection {
  socket: Socket;
  address: string;
  state: ConnectionState;
  /** Requests under way on it (pipelined ones included). */
  requests: number;
  /** When it entered a held state (`new`: accepted; `idle`: its last answer ended; `stalled`: blocked since). */
  since: number;
  /** When the sweep first saw its response waiting for the client to read (undefined: not waiting). */
  blockedSince?: number;
}

/**
 * A new connection's request head may take this long to arrive before the connection counts as
 * merely held: a browser sends the head right after connecting, a phone on a slow link within a
 * round trip or two. Until then it is closed for someone else only as a last resort.
 */
export const HEAD_GRACE_MS = 2_000;

/** The open connections, and among them the held ones (not busy), each address's apart. */
export class HeldConnections {
  readonly all = new Map<Socket, Connection>();
  /** Held connections, in the order they came to be held (oldest first). */
  private readonly held = new Set<Connection>();
  private readonly heldBy = new Map<string, Set<Connection>>();
  readonly busy = new Set<Connection>();

  constructor(
    /** Held connections one address may keep before its own are closed first when the server is
     * full; 0 when addresses are not told apart (behind a proxy). */
    private readonly perAddress: number,
  ) {}

  get size(): number {
    return this.all.size;
  }

  /** How many connections `address` holds (new, idle or stalled). */
  heldFrom(address: string): number {
    return this.heldBy.get(address)?.size ?? 0;
  }

  add(socket: Socket, address: string, now: number): Connection {
    const connection: Connection = { socket, address, state: 'busy', requests: 0, since: now };
    this.all.set(socket, connection);
    this.hold(connection, 'new', now);
    return connection;
  }

  hold(c: Connection, state: 'new' | 'idle' | 'stalled', since: number): void {
    this.busy.delete(c);
    // Re-added so the set stays in the order connections came to be held.
    this.held.delete(c);
    c.state = state;
    c.since = since;
    this.held.add(c);
    let mine = this.heldBy.get(c.address);
    if (!mine) this.heldBy.set(c.address, (mine = new Set()));
    mine.delete(c);
    mine.add(c);
  }

  /** A request began on it, or its stalled response moves again. */
  release(c: Connection): void {
    this.unhold(c);
    c.state = 'busy';
    this.busy.add(c);
  }

  forget(c: Connection): void {
    this.unhold(c);
    this.busy.delete(c);
    this.all.delete(c.socket);
  }

  /** Closes `c` at once, and stops counting it now (its 'close' comes later). */
  evict(c: Connection): void {
    this.forget(c);
    c.socket.destroy();
  }

  /**
   * The connection to close for a newcomer when every one is taken, or undefined when every one has
   * a request moving. First held ones: those of addresses over their share that are past their
   * grace, then any past its grace, then an over-share one within it; then a busy one whose
   * response is waiting for its client to read (it moves only when its client wants it to: a
   * download the client stopped reading would otherwise keep its slot, and fresh ones replace it
   * faster than STALL_MS marks them); then the longest-held of all. Each group oldest first:
   * whoever holds connections without using them loses them before anyone else.
   */
  victim(now: number): Connection | undefined {
    let settled: Connection | undefined;
    let crowded: Connection | undefined;
    let oldest: Connection | undefined;
    for (const c of this.held) {
      oldest ??= c;
      const young = c.state === 'new' && now - c.since < HEAD_GRACE_MS;
      const over = this.perAddress > 0 && (this.heldBy.get(c.address)?.size ?? 0) > this.perAddress;
      if (over && !young) return c;
      if (!young) settled ??= c;
      else if (over) crowded ??= c;
    }
    if (settled ?? crowded) return settled ?? crowded;
    let waiting: Connection | undefined;
    for (const c of this.busy) {
      if (!c.socket.writableNeedDrain) continue;
      if (!waiting || (c.blockedSince ?? now) < (waiting.blockedSince ?? now)) waiting = c;
    }
    return waiting ?? oldest;
  }

  private unhold(c: Connection): void {
    if (!this.held.delete(c)) return;
    const mine = this.heldBy.get(c.address);
    mine?.delete(c);
    if (mine?.size === 0) this.heldBy.delete(c.address);
  }
}
