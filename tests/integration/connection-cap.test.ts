// The connection cap cannot be filled from a few addresses holding partial
// request heads. 17 addresses did it to the 1024 connections (64 each) and an 18th address was
// reset 24 times of 25. Here the cap is 40 (so 4 per address by default, a 64th of it) and 12
// addresses hold 4 partial heads each, reopening any the server closes: every connection is
// taken, yet a newcomer is served every time.
import { connect, type Socket } from 'node:net';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { startApi } from './helpers';

let b: TestBackend;

beforeAll(async () => {
  b = await startApi({ maxConnections: 40 });
});
afterAll(() => b?.stop());

/** `perAddress` connections from `from` sending half a request head, reopened whenever closed. */
function holdPartialHeads(from: string, perAddress: number) {
  const port = Number(new URL(b.url).port);
  let holding = true;
  const sockets = new Set<Socket>();
  let reopened = 0;
  const open = () => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from });
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('connect', () => socket.write('GET /rest/v1/Project HTTP/1.1\r\nHost: x\r\nX-Lento: '));
    socket.on('close', () => {
      sockets.delete(socket);
      if (!holding) return;
      reopened += 1;
      setTimeout(open, 5);
    });
  };
  for (let i = 0; i < perAddress; i++) open();
  return {
    get reopened() {
      return reopened;
    },
    stop() {
      holding = false;
      for (const s of sockets) s.destroy();
    },
  };
}

/** One GET from `from` on a fresh connection: its status, or 0 when the connection was reset. */
function getFrom(from: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      `${b.url}/rest/v1/Project?select=id`,
      { localAddress: from, headers: { apikey: b.anonKey, connection: 'close' }, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end();
  });
}

const connections = () => new Promise<number>((r) => b.backend.server.getConnections((_e, n) => r(n)));

describe('partial request heads from 12 addresses', () => {
  it('take every connection, yet a newcomer is served 25 times of 25', async () => {
    const attackers = Array.from({ length: 12 }, (_, a) => holdPartialHeads(`127.0.0.${a + 2}`, 6));
    try {
      await new Promise((r) => setTimeout(r, 500));
      expect(await connections()).toBeGreaterThanOrEqual(39);
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) statuses.push(await getFrom('127.0.0.200'));
      expect(statuses).toEqual(Array(25).fill(200));
    } finally {
      attackers.forEach((a) => a.stop());
    }
  }, 60_000);
});
