// Clients that ask for a large download and stop reading it, on a server of 64 connections (the
// default share per address then is 4): 64 of them from 16 addresses take every connection, and
// each address opens another one every second for as long as it runs. A newcomer from another
// address then asks for the project list 20 times, one a second. Before, a request under way
// kept its connection however long its client left it unread, and the newcomer got in 0 of 20
// times over 40 s. Target: all 20 served.
//
// Alone: `npx tsx bench/stalled-readers.ts`.
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { perAddressShare } from '../server/config/limits';
import { startDemoBackend } from './demo-backend';
import { newcomerTries } from './newcomer';
import { table } from './load';

const MAX_CONNECTIONS = 64;
const ADDRESSES = 16;
const PER_ADDRESS = 4;
const TRIES = 20;
const SIZE = 48 * 1024 * 1024;
const LIST = '/rest/v1/Project?select=id';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function stalledReaders(): Promise<[string, string][]> {
  const backend = await startDemoBackend({
    appDir: false,
    maxConnections: MAX_CONNECTIONS,
    maxConnectionsPerAddress: perAddressShare(MAX_CONNECTIONS),
  });
  const sockets: Socket[] = [];
  const timers: NodeJS.Timeout[] = [];
  try {
    const { port, anonHeaders } = backend;
    // A large file to ask for: a video, uploaded with the service key.
    const file = `bench/lectura-${Date.now()}.mp4`;
    const upload = await fetch(`http://127.0.0.1:${port}/storage/v1/object/Gallery/${file}`, {
      method: 'POST',
      headers: {
        apikey: backend.keys.serviceKey,
        authorization: `Bearer ${backend.keys.serviceKey}`,
        'content-type': 'video/mp4',
      },
      body: randomBytes(SIZE),
    });
    if (!upload.ok) throw new Error(`upload of the large file: ${upload.status} ${await upload.text()}`);
    const open = (from: string) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress: from });
      sockets.push(socket);
      socket.on('error', () => {});
      socket.on('connect', () => {
        socket.write(`GET /storage/v1/object/public/Gallery/${file} HTTP/1.1\r\nHost: x\r\n\r\n`);
        socket.pause();
      });
    };
    for (let a = 0; a < ADDRESSES; a++) {
      const from = `127.0.3.${a + 2}`;
      for (let i = 0; i < PER_ADDRESS; i++) open(from);
      timers.push(setInterval(() => open(from), 1000));
    }
    await sleep(3000);
    const held = await new Promise<number>((r) => backend.server.getConnections((_e, n) => r(n)));
    const newcomer = await newcomerTries(port, LIST, anonHeaders, TRIES, 1000);
    const served = newcomer.filter((r) => r.status === 200).length;
    const sorted = newcomer.map((r) => r.ms).sort((a, b) => a - b);
    return [
      [
        `readers that stopped reading a ${SIZE / 1024 / 1024} MB file, ${ADDRESSES} addresses x ${PER_ADDRESS} and one more each a second`,
        `${held} of ${MAX_CONNECTIONS} connections held after 3 s, ${sockets.length} opened in all`,
      ],
      [
        'a newcomer meanwhile (one try a second): served',
        `${served}/${TRIES}, median ${sorted[Math.floor(TRIES / 2)]!.toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms  ${served === TRIES ? 'ok' : 'MISSED'} (target: all served)`,
      ],
    ];
  } finally {
    timers.forEach(clearInterval);
    for (const s of sockets) s.destroy();
    await backend.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log('\nA newcomer while clients that stopped reading hold every connection\n');
  stalledReaders()
    .then((rows) => console.log(table(rows)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
