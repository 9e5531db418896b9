// `npm start`: build the app only when dist/ is not a build of the current sources and build
// settings (scripts/build-inputs.ts: a content hash, not timestamps), then serve it. A restart with
// nothing changed goes straight to the server (it used to rebuild, ~27 s, every time).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-inputs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

if (!buildIfStale(ROOT)) process.exit(1);

// `--build-only`: the build step alone (the systemd unit runs it as root before the server runs
// as the service user, deploy/estudio.service).
if (process.argv.includes('--build-only')) process.exit(0);

// The server reads its command from argv (server/main.ts): this process becomes `start`.
process.argv = [process.argv[0]!, path.join(ROOT, 'server/main.ts'), 'start', ...process.argv.slice(2)];
await import('../server/main');
