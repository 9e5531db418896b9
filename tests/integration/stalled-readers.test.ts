// Clients that ask for a large download and stop reading it: a request under way is never closed
// for someone else, but a response whose client stopped reading is only held, not served. Here 16
// of them from 4 addresses (each within its share) take every one of the server's 16 connections,
// and keep opening more; a newcomer is still served, again and again.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { eventually } from '../support/eventually';
import { BUCKET, must, signInAdmin, startApi } from './helpers';

const READERS_PER_ADDRESS = 4;
const ADDRESSES = 4;
const SIZE = 32 * 1024 * 1024;

let b: TestBackend;
let file: string;

beforeAll(async () => {
  b = await startApi({ maxConnections: 16 });
  const { client: admin } = await signInAdmin(b);
  file = `lectores/${Date.now()}.mp4`;
  must(await admin.storage.from(BUCKET).upload(file, randomBytes(SIZE), { contentType: 'video/mp4' }));
}, 120_000);
afterAll(() => b?.stop());

/**
 * Connections from `from` that ask for the large file and never read the answer: `count` at
 * first, then one more every 250 ms for as long as they run (a paused socket never notices the
 * server closing it, so the attacker keeps pressing instead of reopening).
 */
function stalledReaders(from: string, count: number) {
  const port = Number(new URL(b.url).port);
  const sockets: Socket[] = [];
  const open = () => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from });
    sockets.push(socket);
    socket.on('error', () => {});
    socket.on('connect', () => {
      socket.write(`GET /storage/v1/object/public/${BUCKET}/${file} HTTP/1.1\r\nHost: x\r\n\r\n`);
      socket.pause();
    });
  };
  for (let i = 0; i < count; i++) open();
  const more = setInterval(open, 250);
  return {
    stop() {
      clearInterval(more);
      for (const s of sockets) s.destroy();
    },
  };
}

/** One GET from `from` on a new connection: its status, or 0 when the connection was reset. */
function newcomer(from: string): Promise<number> {
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const connections = () => new Promise<number>((r) => b.backend.server.getConnections((_e, n) => r(n)));

describe('clients that stop reading a large download', () => {
  it('cannot keep a newcomer out: stalled connections are closed for it', async () => {
    const readers = Array.from({ length: ADDRESSES }, (_, a) =>
      stalledReaders(`127.0.0.${a + 2}`, READERS_PER_ADDRESS),
    );
    try {
      await eventually(async () => expect(await connections()).toBe(16), { timeout: 10_000 });
      // Tried every 250 ms for up to 15 s (the server closes a silent connection only after 60 s).
      const statuses: number[] = [];
      while (statuses.length < 60 && !statuses.includes(200)) {
        statuses.push(await newcomer('127.0.0.200'));
        if (!statuses.includes(200)) await sleep(250);
      }
      expect(statuses).toContain(200);
      // From then on, with the readers still reopening, every newcomer gets in.
      const after: number[] = [];
      for (let i = 0; i < 10; i++) {
        after.push(await newcomer('127.0.0.200'));
        await sleep(100);
      }
      expect(after).toEqual(Array(10).fill(200));
    } finally {
      readers.forEach((r) => r.stop());
    }
  }, 90_000);
});
