// Partial request heads (slowloris) from 80 addresses, 16 each — more
// than the 1024 connections (MAX_CONNECTIONS), each address at its share (a 64th) and reopening
// whatever the server closes — while a newcomer from another address asks for the project list
// 25 times. Before, 17 addresses filled the cap and an 18th was reset 24 times of 25.
// Target: every newcomer request served.
import { connect, type Socket } from 'node:net';
import { LIMIT_DEFAULTS, perAddressShare } from '../server/config/limits';
import { startDemoBackend } from './demo-backend';
import { newcomerTries } from './newcomer';

const ADDRESSES = 80;
const PER_ADDRESS = 16;
const TRIES = 25;
const LIST = '/rest/v1/Project?select=id';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function connectionCap(): Promise<[string, string][]> {
  const backend = await startDemoBackend({
    appDir: false,
    maxConnectionsPerAddress: perAddressShare(LIMIT_DEFAULTS.maxConnections),
  });
  let holding = true;
  const sockets = new Set<Socket>();
  let reopened = 0;
  try {
    const { port, anonHeaders } = backend;
    const open = (from: string) => {
      const socket = connect({ port, host: '127.0.0.1', localAddress: from });
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('connect', () => socket.write(`GET ${LIST} HTTP/1.1\r\nHost: x\r\nX-Lento: `));
      socket.on('close', () => {
        sockets.delete(socket);
        if (!holding) return;
        reopened += 1;
        setTimeout(() => open(from), 10);
      });
    };
    for (let a = 0; a < ADDRESSES; a++)
      for (let i = 0; i < PER_ADDRESS; i++) open(`127.0.${1 + Math.floor(a / 200)}.${2 + (a % 200)}`);
    await sleep(2000);
    const held = await new Promise<number>((r) => backend.server.getConnections((_e, n) => r(n)));
    const newcomer = await newcomerTries(port, LIST, anonHeaders, TRIES, 200);
    const served = newcomer.filter((r) => r.status === 200).length;
    const sorted = newcomer.map((r) => r.ms).sort((a, b) => a - b);
    return [
      [
        `partial heads from ${ADDRESSES} addresses x ${PER_ADDRESS}`,
        `${held} of ${LIMIT_DEFAULTS.maxConnections} connections held, ${reopened} closed by the server and reopened`,
      ],
      [
        'a newcomer meanwhile: served',
        `${served}/${TRIES}, median ${sorted[Math.floor(TRIES / 2)]!.toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms  ${served === TRIES ? 'ok' : 'MISSED'} (target: all served)`,
      ],
    ];
  } finally {
    holding = false;
    for (const s of sockets) s.destroy();
    await backend.stop();
  }
}
