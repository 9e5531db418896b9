// The admin socket runs exactly one command per connection. It used to look
// for the newline again on every chunk, so each chunk sent after the first line ran the whole
// command once more (a second `backup`, a second password reset…).
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminRequest } from '../../server/ops/admin-commands';
import { adminSocketPath, listenAdminSocket } from '../../server/ops/admin-socket';

let dir: string;
let server: Server;
const received: AdminRequest[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'estudio-socket-'));
  server = await listenAdminSocket(
    dir,
    async (request) => {
      received.push(request);
      await sleep(400); // a command takes a while (a backup): more chunks arrive meanwhile
      return 'hecho';
    },
    // Longer than the command above takes (the limit is on the line, not on the command).
    { commandWithinMs: 300 },
  );
});

afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

it('runs one command per connection, whatever arrives after its line', async () => {
  const socket = connect(adminSocketPath(dir));
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  const closed = new Promise((resolve) => socket.on('close', resolve));
  await new Promise((resolve) => socket.on('connect', resolve));
  socket.write(JSON.stringify({ command: 'remove-admin', email: 'socia@estudio.test' }) + '\n');
  // More chunks on the same connection, each arriving on its own.
  for (const extra of ['{"command":"backup"', ',"file":"/tmp/x"}\n', 'basura\n']) {
    await sleep(30);
    if (!socket.destroyed) socket.write(extra);
  }
  await closed;
  expect(received).toEqual([{ command: 'remove-admin', email: 'socia@estudio.test' }]);
  expect(JSON.parse(answer)).toEqual({ ok: true, output: 'hecho' });
});

// A connection that never completes its line (silent, or a byte at a time) is
// closed; it used to stay open for good.
it('closes a connection that sends no complete command in time, even one trickling bytes', async () => {
  for (const trickle of [false, true]) {
    const socket = connect(adminSocketPath(dir));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.on('error', () => {});
    await new Promise((resolve) => socket.on('connect', resolve));
    let open = true;
    void closed.then(() => (open = false));
    while (trickle && open) {
      socket.write('{');
      await sleep(50);
    }
    await closed;
  }
  expect(received).toHaveLength(1); // only the first test's command ran
});
