// Runs a TypeScript entry point (`node scripts/run-ts.mjs scripts/start.ts …`) with tsx, its
// compile cache in a folder only this run can write. What production runs goes through here: the
// systemd unit's build step (as root) and server, `npm start`, `npm run update` (as root) and the
// admin commands it runs as the service user.
//
// Why: tsx keeps the code it compiled in `<tmpdir>/tsx-<uid>` and loads it again from there,
// whoever owns that folder. A local user who made `/tmp/tsx-0` before root's first run could swap
// its entries and have them run as root. Here the cache is a folder made anew for each run by
// mkdtemp (mode 0700, a random name no one can take first) and removed at the end; the entry and
// everything it starts (vite, npm, the server's workers) get it as their TMPDIR. Plain JavaScript,
// so nothing here is itself compiled through a cache.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <file.ts> [arguments…]');
  process.exit(2);
}

const own = mkdtempSync(path.join(os.tmpdir(), 'estudio-run-'));
const forget = () => rmSync(own, { recursive: true, force: true });
process.on('exit', forget);

// `node --import tsx`: tsx's loader in this one child (and its worker threads, which inherit it),
// without tsx's command-line wrapper process.
const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), entry, ...args], {
  stdio: 'inherit',
  env: { ...process.env, TMPDIR: own },
});

// A signal for this process is the child's to act on (the server finishes what is under way;
// it ignores the same signal a second time, as when systemd signals every process of the unit).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });

child.on('exit', (code, signal) => {
  forget();
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 1));
});
