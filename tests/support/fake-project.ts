// A hosted project on loopback that misbehaves as a test says: it passes requests on to the real
// one (`upstream`), holds them without answering, or streams an endless body.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

const MiB = 1024 * 1024;

export type Mode = 'pass' | 'stall' | 'huge';

export interface FakeProject {
  url: string;
  mode: Mode;
  /** Bytes of the endless bodies written before the reader went away. */
  hugeBytesSent: number[];
  stop(): Promise<void>;
}

/** The loopback project: passes requests to `upstream`, holds them, or streams without end. */
export async function startFakeProject(upstream: string): Promise<FakeProject> {
  const sockets = new Set<Socket>();
  const target = new URL(upstream);
  const fake: FakeProject = { url: '', mode: 'pass', hugeBytesSent: [], stop: async () => {} };
  const endless = async (res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    const row = JSON.stringify({ id: 1, title: 'x'.repeat(1000) }) + ',';
    const chunk = Buffer.from(('[' + row.repeat(Math.floor(MiB / row.length))).slice(0, MiB));
    let sent = 0;
    let closed = false;
    res.on('close', () => (closed = true));
    // Up to 400 MiB, as fast as the reader takes it.
    while (!closed && sent < 400 * MiB) {
      sent += chunk.length;
      if (!res.write(chunk))
        await new Promise<void>((resolve) => {
          res.once('drain', resolve);
          res.once('close', resolve);
        });
    }
    fake.hugeBytesSent.push(sent);
    res.end();
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (fake.mode === 'stall') return; // Never answered: the socket stays open.
    if (fake.mode === 'huge') return void endless(res);
    const forward = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}
