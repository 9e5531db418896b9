// What one client can hold open is bounded (per-address connections, silence closes a
// connection), and a stop lets requests and uploads under way finish before the database closes.
import { connect, type Socket } from 'node:net';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../harness/backend';
import { eventually } from '../support/eventually';
import { BUCKET, pngImage, signInAdmin, startApi } from './helpers';

let b: TestBackend;

beforeAll(async () => {
  b = await startApi({ maxConnectionsPerAddress: 5, idleTimeoutS: 1 });
});

afterAll(() => b?.stop());

/** Raw TCP connections that send nothing (a half-open flood); `closed` turns true when the server drops one. */
function idleSockets(n: number) {
  const port = Number(new URL(b.url).port);
  return Array.from({ length: n }, () => {
    const socket: Socket & { closedByServer?: boolean } = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.on('close', () => (socket.closedByServer = true));
    return socket;
  });
}

describe('connections', () => {
  // How many one address may hold beyond its share: shared-address.test.ts.
  it('silent connections from one address are all closed, and freed slots serve again', async () => {
    const held = idleSockets(12);
    await eventually(() => expect(held.filter((s) => s.closedByServer)).toHaveLength(12), {
      timeout: 5000,
    });
    held.forEach((s) => s.destroy());
    const open = () =>
      new Promise<number>((resolve) => b.backend.server.getConnections((_e, n) => resolve(n)));
    await eventually(async () => expect(await open()).toBe(0), { timeout: 3000 });
    const res = await fetch(`${b.url}/rest/v1/Project?select=id`, { headers: { apikey: b.anonKey } });
    expect(res.status).toBe(200);
  });

  it('a connection that stays silent is closed', async () => {
    const [silent] = idleSockets(1);
    await eventually(() => expect(silent!.closedByServer).toBe(true), { timeout: 5000 });
  });
});

/** A request whose body (1000 bytes announced) is sent one byte now and the rest never, from `from`. */
function slowBody(backend: TestBackend, from: string) {
  const req = request(`${backend.url.replace('localhost', '127.0.0.1')}/rest/v1/Client`, {
    method: 'POST',
    localAddress: from,
    headers: { apikey: backend.anonKey, 'content-type': 'application/json', 'content-length': '1000' },
  });
  const answered = new Promise<number>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
  });
  req.write('[');
  return { req, answered };
}

describe('slow request bodies', () => {
  let small: TestBackend;
  beforeAll(async () => {
    // 40 connections in all, so 9 addresses × 8 slow bodies (72) would hold every one of them
    // (room for 8 per address: the default share of 40 connections is 4).
    small = await startApi({ maxConnections: 40, maxConnectionsPerAddress: 16 });
  });
  afterAll(() => small?.stop());

  it('9 addresses sending bodies slowly cannot fill the server: the extra ones are refused at once', async () => {
    const slow = Array.from({ length: 9 }, (_, a) =>
      Array.from({ length: 8 }, () => slowBody(small, `127.0.0.${a + 2}`)),
    ).flat();
    try {
      // 10 bodies at a time in all (a quarter of the connections): the other 62 are answered now.
      const refused = await eventually(
        async () => {
          const settled = await Promise.all(
            slow.map((s) =>
              Promise.race([s.answered, new Promise<null>((r) => setTimeout(() => r(null), 20))]),
            ),
          );
          const answered = settled.filter((status) => status !== null);
          expect(answered.length).toBe(62);
          return answered;
        },
        { timeout: 5000 },
      );
      expect(new Set(refused)).toEqual(new Set([503]));
      // Another visitor still gets in.
      const res = await fetch(`${small.url}/rest/v1/Project?select=id`, {
        headers: { apikey: small.anonKey },
      });
      expect(res.status).toBe(200);
    } finally {
      slow.forEach((s) => s.req.destroy());
    }
  });

  it('one address gets 429 beyond 8 bodies under way, and its other requests still pass', async () => {
    // The previous test's bodies are gone (their sockets closed) before these start.
    const open = () =>
      new Promise<number>((resolve) => small.backend.server.getConnections((_e, n) => resolve(n)));
    await eventually(async () => expect(await open()).toBeLessThanOrEqual(2), { timeout: 5000 });
    const slow = Array.from({ length: 9 }, () => slowBody(small, '127.0.0.20'));
    try {
      const ninth = await Promise.race(slow.map((s, i) => s.answered.then((status) => ({ i, status }))));
      expect(ninth.status).toBe(429);
      const res = await fetch(`${small.url}/rest/v1/Project?select=id`, {
        headers: { apikey: small.anonKey },
      });
      expect(res.status).toBe(200);
    } finally {
      slow.forEach((s) => s.req.destroy());
    }
  });
});

describe('stopping', () => {
  it('an upload under way when the stop begins finishes and is kept; new connections are refused', async () => {
    const { session } = await signInAdmin(b);
    const image = await pngImage(1600, 1000);
    const name = `parada/${Date.now()}.png`;
    const upload = new Promise<number>((resolve, reject) => {
      const req = request(`${b.url}/storage/v1/object/${BUCKET}/${name}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${session.access_token}`,
          apikey: b.anonKey,
          'content-type': 'image/png',
          'content-length': String(image.length),
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      // Half now, the rest once the stop has begun.
      req.write(image.subarray(0, image.length / 2));
      setTimeout(() => {
        const stopping = b.backend.close({ graceMs: 5000 });
        setTimeout(() => req.end(image.subarray(image.length / 2)), 300);
        void stopping;
      }, 200);
    });
    expect(await upload).toBe(200);
    await expect(
      fetch(`${b.url}/rest/v1/Project?select=id`, { headers: { apikey: b.anonKey } }),
    ).rejects.toThrow();

    const dataDir = b.dataDir;
    await b.stop({ keepData: true });
    b = await startApi({ dataDir });
    const served = await fetch(b.client().storage.from(BUCKET).getPublicUrl(name).data.publicUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
  });
});
