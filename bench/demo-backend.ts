// The backend the bench scenarios measure: a fresh data dir with the demo content, quiet, on
// 127.0.0.1 only. `stop()` closes it and removes the data dir.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBackend, type BackendOptions } from '../server/app';
import { seedOnce } from '../server/seed';

type Parts = Parameters<NonNullable<BackendOptions['prepare']>>[0];

export async function startDemoBackend(
  options: {
    /** The built app to serve (dist/ unless told), false for the API alone. */
    appDir?: BackendOptions['appDir'];
    /** Runs before the demo content is seeded (e.g. an account to sign in with). */
    before?: (parts: Parts) => Promise<unknown>;
    /** X-Forwarded-For names the client (to play several addresses from one machine). */
    trustProxy?: boolean;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'estudio-bench-'));
  const backend = await startBackend({
    dataDir,
    port: 0,
    host: '127.0.0.1',
    appDir: options.appDir,
    trustProxy: options.trustProxy,
    log: () => {},
    prepare: async (parts) => {
      await options.before?.(parts);
      await seedOnce(parts);
    },
  });
  return Object.assign(backend, {
    async stop() {
      await backend.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  });
}
