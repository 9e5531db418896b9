// Many visitors behind one address (a carrier's NAT, an office): each browser opens up to 6
// connections at once, and every request is served however many share the address. What one
// address may hold without using it stays bounded: its silent connections beyond its share are
// closed, oldest first, as it opens new ones. Here the server has 64 connections, so an address's
// share is 4 (a 64th, at least 4).
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { eventually } from '../support/eventually';
import { startApi } from './helpers';

const BROWSERS = 10;
const CONNECTIONS_PER_BROWSER = 6;
const PATHS = [
  '/rest/v1/Project?select=*',
  '/rest/v1/Gallery?select=*',
  '/rest/v1/Render?select=*',
  '/rest/v1/Blueprint?select=*',
  '/rest/v1/Project?select=id,title&order=id',
  '/health',
];

let b: TestBackend;

beforeAll(async () => {
  b = await startApi({ maxConnections: 64 });
});
afterAll(() => b?.stop());

/** One GET through `agent` from 127.0.0.1: its status, or 0 when the connection was reset. */
function get(agent: Agent, path: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(`${b.url}${path}`, { agent, headers: { apikey: b.anonKey } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** Raw connections from `from` that send nothing; `closedByServer` turns true when the server closes one. */
function silent(n: number, from = '127.0.0.1') {
  const port = Number(new URL(b.url).port);
  return Array.from({ length: n }, () => {
    const socket: Socket & { closedByServer?: boolean } = connect({
      port,
      host: '127.0.0.1',
      localAddress: from,
    });
    socket.on('error', () => {});
    socket.on('close', () => (socket.closedByServer = true));
    return socket;
  });
}

const open = () => new Promise<number>((r) => b.backend.server.getConnections((_e, n) => r(n)));

describe('one address shared by many browsers', () => {
  it('serves every request of 10 browsers opening 6 connections each at once', async () => {
    const browsers = Array.from(
      { length: BROWSERS },
      () => new Agent({ keepAlive: true, maxSockets: CONNECTIONS_PER_BROWSER }),
    );
    try {
      // Each browser asks for its page's calls twice over, all at once: 6 connections each.
      const statuses = await Promise.all(
        browsers.flatMap((agent) => [...PATHS, ...PATHS].map((path) => get(agent, path))),
      );
      expect(statuses).toEqual(Array(statuses.length).fill(200));
      // ...and again on the connections they kept.
      const again = await Promise.all(browsers.flatMap((agent) => PATHS.map((path) => get(agent, path))));
      expect(again).toEqual(Array(again.length).fill(200));
    } finally {
      browsers.forEach((agent) => agent.destroy());
    }
  }, 60_000);

  it("closes an address's silent connections beyond its share, oldest first, as it opens more", async () => {
    await eventually(async () => expect(await open()).toBe(0), { timeout: 10_000 });
    const first = silent(4, '127.0.0.7');
    await eventually(async () => expect(await open()).toBe(4), { timeout: 5000 });
    // Past the time a head has to arrive, the next ones take the old ones' places.
    await new Promise((r) => setTimeout(r, 2500));
    const next = silent(4, '127.0.0.7');
    try {
      await eventually(() => expect(first.filter((s) => s.closedByServer)).toHaveLength(4), {
        timeout: 5000,
      });
      expect(next.filter((s) => s.closedByServer)).toHaveLength(0);
      // Another address is untouched by it.
      const res = await fetch(`${b.url}/rest/v1/Project?select=id`, { headers: { apikey: b.anonKey } });
      expect(res.status).toBe(200);
    } finally {
      [...first, ...next].forEach((s) => s.destroy());
    }
  }, 30_000);
});
