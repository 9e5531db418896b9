import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { HeldConnections } from './held-connections';

export interface ConnectionLimits {
  /** Open connections in all (MAX_CONNECTIONS). */
  maxConnections: number;
  /** Connections one address may hold without a request under way before its own are the first
   * closed when the server is full (MAX_CONNECTIONS_PER_ADDRESS); behind a trusted proxy every
   * visitor shares the proxy's address, so there only the total counts. */
  perAddress: number;
  /** A connection that sends nothing for this long is closed (IDLE_TIMEOUT_S, in ms here). */
  idleTimeoutMs: number;
  trustProxy: boolean;
}

/** A client must finish sending its request headers within this time (slowloris). */
const HEADERS_TIMEOUT_MS = 10_000;

/**
 * How long a connection may stay idle between requests, announced with every keep-alive answer
 * as `Keep-Alive: timeout=15` so a client that reads it (Firefox, Safari, most HTTP libraries)
 * stops reusing it before the server closes it. Long enough that a visit's pauses (a loading
 * screen, a visitor reading before scrolling to lazy images) do not close the connections a
 * browser is about to reuse: every close is a moment when a browser may send on a socket the
 * server has just closed. Node keeps the socket a second longer than it announces (its
 * keepAliveTimeoutBuffer), so a client at the announced limit still finds it open.
 */
export const KEEP_ALIVE_S = 15;

/**
 * When this share of MAX_CONNECTIONS is open, answers to an address holding its share or more end
 * with `Connection: close`: the server starts giving back room before it has to close anything
 * (the client is told, so it never sends on a socket that is gone).
 */
const ROOM_NEEDED = 7 / 8;

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
 * phones behind one carrier's address (each browser opening up to 6 connections, some opened
 * ahead of need and kept silent for seconds) are all served, however many, while what an attacker
 * can hold cheaply is bounded (held-connections.ts): connections that are silent, a head still
 * arriving, idle between requests, or a response its client stopped reading.
 *
 * A connection a client holds is closed only when the server as a whole needs the room: when
 * every connection is taken, the held connection of an address holding more than its share, else
 * the longest-held one, is closed for the newcomer; a newcomer is refused only when every
 * connection has a request actually moving. So partial heads (17 addresses once shut everyone
 * out) and clients that ask for a large download and stop reading cannot starve anyone. Before
 * that point (ROOM_NEEDED) an address holding its share or more is answered with
 * `Connection: close`, which a client is told rather than discovering. Closing an address's idle
 * connections as soon as it held its share lost real browsers' requests
 * (net::ERR_SOCKET_NOT_CONNECTED: Chromium had just picked the connection to reuse), 20 phones
 * behind one address losing up to 34 of 506.
 *
 * Thousands of idle half-open sockets from one host once used up every file handle: the total
 * bounds them; silence closes a connection (IDLE_TIMEOUT_S), and so does a head not complete
 * in 10 s. Slow uploads are fine — only silence counts — and slow bodies are bounded apart
 * (body-limits.ts).
 */
export function applyConnectionLimits(server: Server, limits: ConnectionLimits): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = 0; // a 50 MB video over a slow phone link may take many minutes
  server.keepAliveTimeout = KEEP_ALIVE_S * 1000;
  server.timeout = limits.idleTimeoutMs; // socket inactivity: destroyed (see 'timeout' below)
  server.on('timeout', (socket: Socket) => socket.destroy());
  const connections = new HeldConnections(limits.trustProxy ? 0 : limits.perAddress);

  server.on('connection', (socket: Socket) => {
    const now = Date.now();
    const address = socket.remoteAddress ?? 'unknown';
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
    if (
      connections.size >= limits.maxConnections * ROOM_NEEDED &&
      (limits.trustProxy || connections.heldFrom(connection.address) >= limits.perAddress)
    )
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
