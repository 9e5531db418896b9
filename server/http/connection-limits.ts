import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { clientAddress, sendJson } from './respond';

export interface ConnectionLimits {
  /** Open connections in all (MAX_CONNECTIONS); further ones are dropped at once. */
  maxConnections: number;
  /** Open connections from one address (MAX_CONNECTIONS_PER_ADDRESS); behind a trusted proxy every
   * visitor shares the proxy's address, so there only the total counts. */
  perAddress: number;
  /** A connection that sends nothing for this long is closed (IDLE_TIMEOUT_S, in ms here). */
  idleTimeoutMs: number;
  trustProxy: boolean;
}

/** A client must finish sending its request headers within this time (slowloris). */
const HEADERS_TIMEOUT_MS = 10_000;

/**
 * For createServer: Node looks for connections past their header timeout only every 30 s by
 * default, so a 20 s timeout held a partial head up to 50 s; every second here.
 */
export const SERVER_OPTIONS = { connectionsCheckingInterval: 1_000 };

/**
 * Bounds what one client can hold open: thousands of idle half-open sockets from one host once
 * used up every file handle and everyone got resets. Slow uploads are fine — only silence counts.
 *
 * When every connection is taken, a new one does not wait for a slot: the connection that has
 * waited longest without a request under way (a head still arriving, a keep-alive between
 * requests) is closed for it. Holding connections with partial request heads then cannot shut
 * anyone out (issue 34: 17 addresses did, an 18th was reset 24 times of 25 for 50 s); only
 * requests actually being served keep their connection, and slow bodies are bounded apart
 * (BodyLimits).
 */
export function applyConnectionLimits(server: Server, limits: ConnectionLimits): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = 0; // a 50 MB video over a slow phone link may take many minutes
  server.keepAliveTimeout = 5_000;
  server.timeout = limits.idleTimeoutMs; // socket inactivity: destroyed (see 'timeout' below)
  server.on('timeout', (socket: Socket) => socket.destroy());
  let total = 0;
  /** Connections with no request under way, longest-waiting first (a Set keeps insertion order). */
  const waiting = new Set<Socket>();
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (!limits.trustProxy && count > limits.perAddress) {
      socket.destroy();
      return;
    }
    if (total >= limits.maxConnections) {
      const oldest = waiting.values().next().value;
      if (!oldest) {
        socket.destroy();
        return;
      }
      waiting.delete(oldest);
      oldest.destroy();
    }
    total += 1;
    open.set(address, count);
    waiting.add(socket);
    socket.once('close', () => {
      total -= 1;
      waiting.delete(socket);
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    waiting.delete(socket);
    res.once('close', () => {
      if (!socket.destroyed) waiting.add(socket);
    });
  });
}

/** Requests whose body is still arriving, per address: the panel uploads a few files at a time. */
export const MAX_BODIES_PER_ADDRESS = 8;
/** …and in all, as a share of MAX_CONNECTIONS: slow bodies can never take every connection. */
export const BODIES_SHARE_OF_CONNECTIONS = 4;

/**
 * Bounds the requests whose body is still arriving. A body sent one byte a minute keeps its
 * connection "not silent" for as long as the sender likes, so connection caps alone let 9
 * addresses × 128 slow bodies fill the 1024 connections and reset everyone else for 50 s
 * (issue 23). Beyond MAX_BODIES_PER_ADDRESS from one address: 429; beyond 1/BODIES_SHARE of
 * MAX_CONNECTIONS in all: 503; both with Retry-After and the connection closed, before the handler
 * reads the body. Requests without a body, or whose body came with the headers, are not counted.
 */
export class BodyLimits {
  private readonly byAddress = new Map<string, number>();
  private total = 0;
  readonly maxTotal: number;

  constructor(
    maxConnections: number,
    private readonly trustProxy: boolean,
    private readonly perAddress = MAX_BODIES_PER_ADDRESS,
  ) {
    this.maxTotal = Math.max(1, Math.floor(maxConnections / BODIES_SHARE_OF_CONNECTIONS));
  }

  /**
   * Resolves true when the request may go on; otherwise it has been answered (429/503) and will
   * close. Looked at once the packet that carried the headers has been parsed: a small body that
   * came with them (every JSON call of the app) is complete by then and never counts, however
   * many run at once; only a body still arriving takes a slot, until it has been read.
   */
  async admit(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const length = req.headers['content-length'];
    const hasBody =
      req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
    if (!hasBody) return true;
    await new Promise((resolve) => setImmediate(resolve));
    if (req.complete || req.destroyed) return true;
    const address = clientAddress(req, this.trustProxy);
    const mine = this.byAddress.get(address) ?? 0;
    if (mine >= this.perAddress || this.total >= this.maxTotal) {
      const perAddress = mine >= this.perAddress;
      sendJson(
        res,
        perAddress ? 429 : 503,
        {
          message: perAddress
            ? 'Too many requests with a body under way from this address'
            : 'Too many requests with a body under way',
        },
        { 'Retry-After': '10', Connection: 'close' },
      );
      return false;
    }
    this.byAddress.set(address, mine + 1);
    this.total += 1;
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      this.total -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left <= 0) this.byAddress.delete(address);
      else this.byAddress.set(address, left);
    };
    req.once('end', release);
    req.once('close', release);
    res.once('close', release);
    return true;
  }
}
