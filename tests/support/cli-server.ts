// The real `server/main.ts start` (what `npm start` ends in) as a child process in its own process
// group, its output kept, for tests that look at what an operator sees: the log, the files written.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { eventually } from './eventually';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

export interface CliServer {
  child: ChildProcess;
  port: number;
  /** Everything printed so far, stdout and stderr. */
  output(): string;
  /** Waits until /health answers 200. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGTERM to the group, SIGKILL after 10 s; resolves when it exited. */
  stop(): Promise<void>;
}

/** Starts `command args` (default: tsx server/main.ts start) with `env` on top of this process's. */
export function startCli(
  port: number,
  env: Record<string, string>,
  command = TSX,
  args = ['server/main.ts', 'start'],
): CliServer {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const out: string[] = [];
  let failed = false;
  child.once('error', (error) => {
    failed = true;
    out.push(String(error));
  });
  child.stdout!.on('data', (c: Buffer) => out.push(c.toString()));
  child.stderr!.on('data', (c: Buffer) => out.push(c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  return {
    child,
    port,
    output: () => out.join(''),
    ready: (timeoutMs = 90_000) =>
      eventually(
        async () => {
          if (failed || child.exitCode !== null) throw new Error(`the server exited:\n${out.join('')}`);
          const r = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null);
          expect(r?.status, out.join('')).toBe(200);
        },
        { timeout: timeoutMs, interval: 300 },
      ),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
