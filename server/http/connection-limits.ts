import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { HeldConnections } from './held-connections';

export interface ConnectionLimits {
  /** Open connections in all (MAX_CONNECTIONS). */
  maxConnections: number;
  /** Connections one address may hold without a request under way (MAX_CONNECTIONS_PER_ADDRESS);
   * behind a trusted proxy every visitor shares the proxy's address, so there only the total counts. */
  perAddress: number;
  /** A connection that sends nothing for this long is closed (IDLE_TIMEOUT_S, in ms here). */
  idleTimeoutMs: number;
  trustProxy: boolean;
}

/** A client must finish sending its request headers within this time (slowloris). */
const HEADERS_TIMEOUT_MS = 10_000;

/**
 * A response that cannot write for this long (its client stopped reading) holds its connection:
 * its address then loses it for a new connection of its own. Long enough for a phone on a slow
 * link to take the next piece of a video (a full server does not wait for it: held-connections.ts
 * picks a response waiting for its reader before refusing anyone).
 */
export const STALL_MS = 10_000;
/** How often responses waiting for their client to read are looked at. */
const SWEEP_MS = 1_000;

/**
 * For createServer: Node looks for connections past their header timeout only every 30 s by
 * default, so a 20 s timeout held a partial head up to 50 s; every second here.
 */
export const SERVER_OPTIONS = { connectionsCheckingInterval: 1_000 };

/**
 * Bounds what clients can hold open without using it, never the requests being served: many
 * phones behind one carrier's address (each browser opening up to 6 connections) are all served,
 * however many, while what an attacker can hold cheaply is bounded (held-connections.ts):
 * connections that are silent, a head still arriving, idle between requests, or a response its
 * client stopped reading.
 *
 * - Per address (not behind a proxy): an address holding its share or more loses its oldest
 *   connection that has not sent a head in its grace, or whose response stalled, for each new one
 *   it opens; and its answers end with `Connection: close` instead of adding idle keep-alive
 *   connections (a client is never reset for it: the answer says so).
 * - In all: when every connection is taken, the held connection of whoever holds most beyond its
 *   share, else the longest-held one, is closed for the newcomer; a newcomer is refused only when
 *   every connection has a request actually moving. So partial heads (17 addresses once shut
 *   everyone out) and clients that ask for a large download and stop reading cannot starve anyone.
 *
 * Thousands of idle half-open sockets from one host once used up every file handle: the total
 * bounds them; silence closes a connection (IDLE_TIMEOUT_S), and so does a head not complete
 * in 10 s. Slow uploads are fine — only silence counts — and slow bodies are bounded apart
 * (body-limits.ts).
 */
export function applyConnectionLimits(server: Server, limits: ConnectionLimits): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = 0; // a 50 MB video over a slow phone link may take many minutes
  server.keepAliveTimeout = 5_000;
  server.timeout = limits.idleTimeoutMs; // socket inactivity: destroyed (see 'timeout' below)
  server.on('timeout', (socket: Socket) => socket.destroy());
  const connections = new HeldConnections(limits.trustProxy ? 0 : limits.perAddress);

  server.on('connection', (socket: Socket) => {
    const now = Date.now();
    const address = socket.remoteAddress ?? 'unknown';
    const own = connections.overShare(address, now);
    if (own) connections.evict(own);
    if (connections.size >= limits.maxConnections) {
      const victim = connections.victim(now);
      if (!victim) {
        socket.destroy();
        return;
      }
      connections.evict(victim);
    }
    const connection = connections.add(socket, address, now);
    socket.once('close', () => connections.forget(connection));
    socket.on('drain', () => {
      connection.blockedSince = undefined;
      if (connection.state === 'stalled') connections.release(connection);
    });
  });

  // First of the 'request' listeners: the keep-alive decision is made before the app answers.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.all.get(req.socket);
    if (!connection) return;
    connection.requests += 1;
    if (connection.state !== 'busy') connections.release(connection);
    if (connections.heldFrom(connection.address) >= limits.perAddress && !limits.trustProxy)
      res.shouldKeepAlive = false;
    res.once('close', () => {
      connection.requests -= 1;
      if (connection.requests > 0 || !connections.all.has(req.socket) || req.socket.destroyed) return;
      connection.blockedSince = undefined;
      connections.hold(connection, 'idle', Date.now());
    });
  });

  // Responses whose client stopped reading: their connection becomes held once blocked STALL_MS.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const connection of connections.busy) {
      if (!connection.socket.writableNeedDrain) {
        connection.blockedSince = undefined;
        continue;
      }
      connection.blockedSince ??= now;
      if (now - connection.blockedSince >= STALL_MS)
        connections.hold(connection, 'stalled', connection.blockedSince);
    }
  }, SWEEP_MS);
  sweep.unref();
  server.once('close', () => clearInterval(sweep));
}
