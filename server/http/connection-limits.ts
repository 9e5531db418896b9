import type { Server } from 'node:http';
import type { Socket } from 'node:net';

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
const HEADERS_TIMEOUT_MS = 20_000;

/**
 * Bounds what one client can hold open: thousands of idle half-open sockets from one host once
 * used up every file handle and everyone got resets. Slow uploads are fine — only silence counts.
 */
export function applyConnectionLimits(server: Server, limits: ConnectionLimits): void {
  server.maxConnections = limits.maxConnections;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = 0; // a 50 MB video over a slow phone link may take many minutes
  server.keepAliveTimeout = 5_000;
  server.timeout = limits.idleTimeoutMs; // socket inactivity: destroyed (see 'timeout' below)
  server.on('timeout', (socket: Socket) => socket.destroy());
  if (limits.trustProxy) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
