import { chmod, rm } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';
import type { AdminRequest } from './admin-commands';

/**
 * The running server takes admin commands over a Unix socket inside DATA_DIR (owner-only, like
 * the keys next to it): never over the network, and no key to leak. PGlite is one process, so
 * while the server runs this is the only way to the database.
 */
export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, 'admin.sock');
}

type Handler = (request: AdminRequest) => Promise<string>;

/**
 * A connection's command line must be complete within this time: the commands come
 * from `npm run admin`, which writes its line at once; one that never did stayed open for good.
 */
export const COMMAND_WITHIN_MS = 5000;

export async function listenAdminSocket(
  dataDir: string,
  handle: Handler,
  { commandWithinMs = COMMAND_WITHIN_MS } = {},
): Promise<Server> {
  const file = adminSocketPath(dataDir);
  await rm(file, { force: true }); // left by a server that was killed
  const server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    // From the connection, not from the last byte: a line trickled a byte at a time counts too.
    const deadline = setTimeout(() => socket.destroy(), commandWithinMs);
    deadline.unref();
    socket.on('close', () => clearTimeout(deadline));
    // Exactly one command per connection: once its line is complete, nothing more is read (every
    // chunk after the newline used to run the command again).
    const onData = (chunk: string) => {
      input += chunk;
      if (input.length > 64 * 1024) return socket.destroy();
      const end = input.indexOf('\n');
      if (end < 0) return;
      clearTimeout(deadline); // the command itself (a backup) may take minutes
      socket.off('data', onData); // what follows is read and dropped
      let request: AdminRequest;
      try {
        request = JSON.parse(input.slice(0, end)) as AdminRequest;
      } catch {
        socket.end(JSON.stringify({ ok: false, error: 'bad request' }) + '\n');
        return;
      }
      handle(request).then(
        (output) => socket.end(JSON.stringify({ ok: true, output }) + '\n'),
        (error: unknown) => socket.end(JSON.stringify({ ok: false, error: (error as Error).message }) + '\n'),
      );
    };
    socket.on('data', onData);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, resolve);
  });
  await chmod(file, 0o600);
  return server;
}

/** Sends one command to the running server; resolves with its output or rejects with its error. */
export function sendAdminCommand(dataDir: string, request: AdminRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(adminSocketPath(dataDir));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(JSON.stringify(request) + '\n'));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        const reply = JSON.parse(answer) as { ok: boolean; output?: string; error?: string };
        if (reply.ok) resolve(reply.output ?? '');
        else reject(new Error(reply.error));
      } catch {
        reject(new Error('The server gave no answer on its admin socket.'));
      }
    });
  });
}
