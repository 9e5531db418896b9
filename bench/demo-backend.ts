// The backend the bench scenarios measure: a fresh data dir with the demo content, quiet, on
// 127.0.0.1 only. `stop()` closes it and removes the data dir.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBackend, type BackendOptions } from '../server/app';
import { upsertUser } from '../server/auth/users';
import { LIMIT_DEFAULTS } from '../server/config/limits';
import { seedOnce } from '../server/seed';

type Parts = Parameters<NonNullable<BackendOptions['prepare']>>[0];

/** The administrator the sign-in scenarios guess at (and, in turn, with the right password). */
export const BENCH_ADMIN = { email: 'admin@estudio.local', password: 'clave-del-estudio-1' };

export async function startDemoBackend(
  options: {
    /** The built app to serve (dist/ unless told), false for the API alone. */
    appDir?: BackendOptions['appDir'];
    /** Runs before the demo content is seeded. */
    before?: (parts: Parts) => Promise<unknown>;
    /** Creates BENCH_ADMIN first, for the sign-in scenarios. */
    admin?: boolean;
    /** X-Forwarded-For names the client (to play several addresses from one machine). */
    trustProxy?: boolean;
    /**
     * Connections one address may hold. The load comes from 127.0.0.1 alone, so by default that
     * one address may hold them all; a scenario about the per-address share sets the real one.
     */
    maxConnectionsPerAddress?: number;
    /** Open connections in all (MAX_CONNECTIONS; default 1024). */
    maxConnections?: number;
  } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'estudio-bench-'));
  const backend = await startBackend({
    dataDir,
    port: 0,
    host: '127.0.0.1',
    appDir: options.appDir,
    trustProxy: options.trustProxy,
    maxConnectionsPerAddress: options.maxConnectionsPerAddress ?? LIMIT_DEFAULTS.maxConnections,
    maxConnections: options.maxConnections,
    log: () => {},
    prepare: async (parts) => {
      if (options.admin) await upsertUser(parts.db, BENCH_ADMIN.email, BENCH_ADMIN.password, true);
      await options.before?.(parts);
      await seedOnce(parts);
    },
  });
  const anonKey = backend.keys.anonKey;
  return Object.assign(backend, {
    port: Number(new URL(backend.url).port),
    /** What a visitor's browser sends with each API call (the anon key). */
    anonHeaders: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    async stop() {
      await backend.close();
      // Retried: a cached image the renderer is still writing can leave a folder not yet empty
      // (ENOTEMPTY) at the first attempt.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  });
}
