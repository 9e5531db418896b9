// Many visitors behind one address (a carrier's NAT, an office): each browser opens up to 6
// connections at once, and every request is served however many share the address. What one
// address may hold without using it stays bounded by the total: when every connection is taken,
// the silent connections of an address beyond its share are closed first, oldest first; while
// the server has room none is closed. Here the server has 64 connections, so an address's share
// is 4 (a 64th, at least 4). Real browsers: tests/browser/browsers-one-address.test.ts.
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { KEEP_ALIVE_S } from '../../server/http/connection-limits';
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

  it("keeps an address's silent connections while the server has room, however many it holds", async () => {
    await eventually(async () => expect(await open()).toBe(0), { timeout: 10_000 });
    // Twice its share (4), past the time a head has to arrive: browsers open connections ahead of
    // need and leave them silent for seconds; closing them lost the requests sent on them.
    const first = silent(4, '127.0.0.7');
    await eventually(async () => expect(await open()).toBe(4), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 2500));
    const next = silent(4, '127.0.0.7');
    try {
      await eventually(async () => expect(await open()).toBe(8), { timeout: 5000 });
      await new Promise((r) => setTimeout(r, 1000));
      expect([...first, ...next].filter((s) => s.closedByServer)).toHaveLength(0);
    } finally {
      [...first, ...next].forEach((s) => s.destroy());
    }
  }, 30_000);

  it('closes the silent connections of an address over its share first when every connection is taken', async () => {
    await eventually(async () => expect(await open()).toBe(0), { timeout: 10_000 });
    // 60 silent from one address and 4 (its share) from another fill the 64 connections.
    const crowd = silent(60, '127.0.0.7');
    const neighbour = silent(4, '127.0.0.8');
    try {
      await eventually(async () => expect(await open()).toBe(64), { timeout: 10_000 });
      await new Promise((r) => setTimeout(r, 2500));
      // A visitor from a third address is served; the room is taken from the crowd, oldest first.
      const res = await fetch(`${b.url}/rest/v1/Project?select=id`, { headers: { apikey: b.anonKey } });
      expect(res.status).toBe(200);
      await eventually(() => expect(crowd.filter((s) => s.closedByServer).length).toBeGreaterThan(0));
      expect(crowd[0]!.closedByServer).toBe(true);
      expect(neighbour.filter((s) => s.closedByServer)).toHaveLength(0);
    } finally {
      [...crowd, ...neighbour].forEach((s) => s.destroy());
    }
  }, 30_000);

  it('near the cap, tells an address holding its share to close after its answer, and no other', async () => {
    // 7/8 of the 64 connections open, held by one address (an earlier test's idle keep-alive may
    // still be open beside them).
    const crowd = silent(56, '127.0.0.7');
    try {
      await eventually(async () => expect(await open()).toBeGreaterThanOrEqual(56), { timeout: 10_000 });
      const ask = (from: string) =>
        new Promise<string | undefined>((resolve, reject) => {
          // A keep-alive client, as a browser is (without an agent Node itself asks to close).
          const agent = new Agent({ keepAlive: true });
          const req = request(`${b.url}/health`, { localAddress: from, agent }, (res) => {
            res.resume();
            res.on('end', () => {
              agent.destroy();
              resolve(res.headers.connection);
            });
          });
          req.on('error', reject);
          req.end();
        });
      expect(await ask('127.0.0.7')).toBe('close');
      expect(await ask('127.0.0.9')).toBe('keep-alive');
    } finally {
      crowd.forEach((s) => s.destroy());
    }
  }, 30_000);

  it(`tells a client how long an idle connection stays open, and keeps it that long`, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const once = () =>
      new Promise<{ keepAlive: string; reused: boolean }>((resolve, reject) => {
        const req = request(`${b.url}/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ keepAlive: String(res.headers['keep-alive']), reused: req.reusedSocket }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      const first = await once();
      expect(first.keepAlive).toBe(`timeout=${KEEP_ALIVE_S}`);
      // Idle longer than Node's default (5 s, which closed connections browsers were reusing),
      // the same connection still answers.
      await new Promise((r) => setTimeout(r, 6000));
      expect(await once()).toEqual({ keepAlive: `timeout=${KEEP_ALIVE_S}`, reused: true });
    } finally {
      agent.destroy();
    }
  }, 30_000);
});
