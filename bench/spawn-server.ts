// The real `npm start` (scripts/start.ts through tsx) as a child process on 127.0.0.1, for the
// rows that measure the server as an operator starts it: a process that has run nothing yet.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface SpawnedServer {
  child: ChildProcess;
  /** What it wrote to stderr so far (for the error when it exits). */
  stderr(): string;
  /** SIGTERM, then SIGKILL after 10 s; resolves when it has exited. */
  stop(): Promise<void>;
}

export function spawnServer(dataDir: string, port: number, env: Record<string, string> = {}): SpawnedServer {
  const child = spawn(TSX, ['scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: 'bench@estudio.local',
      ADMIN_PASSWORD: 'bench-clave-123456',
      BACKUP_DIR: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killed = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
        if (!killed) child.kill('SIGKILL');
      }
      await exited;
    },
  };
}
