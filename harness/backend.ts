import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startBackend as start, type Backend } from '../server/app';
import type { SendMail } from '../server/auth/mailer';
import { upsertUser } from '../server/auth/users';
import type { BackupStatus } from '../server/ops/backup-status';
import { LIMIT_DEFAULTS, type Limits } from '../server/config/limits';
import { seedOnce } from '../server/seed';
import type { Database } from '../core/database-shapes';

export interface TestBackend {
  url: string;
  /** `sb_publishable_…`: acts as anon. */
  publishableKey: string;
  /** `sb_secret_…`: acts as service_role (not from a browser). */
  secretKey: string;
  /** Legacy JWT keys. */
  anonKey: string;
  serviceKey: string;
  dataDir: string;
  admin: { email: string; password: string };
  backend: Backend;
  /** Creates (or resets) a user; `admin: true` also names it an administrator. */
  createUser(email: string, password: string, opts?: { admin?: boolean }): Promise<void>;
  /** A supabase-js client for Node (anon key; sign in on it to act as a user). */
  client(key?: string): SupabaseClient<Database>;
  /** Stops the server; with `keepData` the data dir stays for a restart. */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

/** Limits (server/config/limits.ts) left out keep their defaults. */
export interface StartOptions extends Partial<Limits> {
  /** Load the demo content of supabase/seed (default false). */
  seed?: boolean;
  /** Serve the built app from dist/ (default true). */
  serveApp?: boolean;
  /** Serve the app from this folder instead of dist/ (e.g. a fixture index.html). */
  appDir?: string;
  siteUrl?: string;
  trustProxy?: boolean;
  /** Reuse a data dir (restart tests); default a new temporary one. */
  dataDir?: string;
  signInRate?: { capacity: number; perSecond: number };
  rpcRate?: { capacity: number; perSecond: number };
  accountSignInRate?: { capacity: number; perSecond: number };
  mfaRate?: { capacity: number; perSecond: number };
  /** Receives the server's log lines (default: dropped). */
  log?: (line: string) => void;
  /** Port to listen on (default: one the OS picks). */
  port?: number;
  /** Sends recovery mails (with siteUrl). */
  sendMail?: SendMail;
  /** The scheduled backups' last outcome, for the panel's alert (default: none are taken). */
  backupStatus?: () => Promise<BackupStatus | null>;
  /** Warm up before the port opens, as `npm start` does (default false). */
  warmUp?: boolean;
}

export const ADMIN = { email: 'admin@estudio.test', password: 'clave-segura-123' };

/** A real embedded backend on a free port with its own data dir. */
export async function startBackend(opts: StartOptions = {}): Promise<TestBackend> {
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'estudio-test-')));
  const backend = await start({
    dataDir,
    port: opts.port ?? 0,
    host: '127.0.0.1',
    sendMail: opts.sendMail,
    backupStatus: opts.backupStatus,
    warmUp: opts.warmUp,
    appDir: opts.serveApp === false ? false : opts.appDir,
    siteUrl: opts.siteUrl,
    trustProxy: opts.trustProxy,
    signInRate: opts.signInRate ?? { capacity: 1000, perSecond: 100 },
    // Every test client calls from 127.0.0.1 (doctor's probes among them); the test of the
    // per-address budget itself asks for the real one.
    rpcRate: opts.rpcRate ?? { capacity: 1000, perSecond: 100 },
    accountSignInRate: opts.accountSignInRate ?? { capacity: 1000, perSecond: 100 },
    // Every test client connects from 127.0.0.1, so one address is the whole audience here; the
    // per-address share (a 64th of the connections) is kept for the tests that set the cap.
    maxConnectionsPerAddress: opts.maxConnections === undefined ? 1024 : undefined,
    mfaRate: opts.mfaRate,
    ...limitsOf(opts),
    log: opts.log ?? (() => {}),
    // A test that reads the log reads the requests in it (off by default in production).
    logRequests: opts.log !== undefined,
    prepare: async (parts) => {
      await upsertUser(parts.db, ADMIN.email, ADMIN.password, true);
      if (opts.seed) await seedOnce(parts);
    },
  });
  const url = backend.url.replace('localhost', '127.0.0.1');
  return {
    url,
    publishableKey: backend.keys.publishableKey,
    secretKey: backend.keys.secretKey,
    anonKey: backend.keys.anonKey,
    serviceKey: backend.keys.serviceKey,
    dataDir,
    admin: ADMIN,
    backend,
    createUser: async (email, password, o) => {
      await upsertUser(backend.db, email, password, o?.admin ?? false);
    },
    client: (key = backend.keys.anonKey) =>
      createClient<Database>(url, key, {
        realtime: { transport: ws as never },
        auth: { persistSession: false, autoRefreshToken: false },
      }),
    stop: async (o) => {
      await backend.close();
      // An image render the page asked for may still be writing into the render cache when the
      // server closes; rm's retries absorb that ENOTEMPTY instead of failing the whole file.
      if (!o?.keepData) await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

function limitsOf(opts: StartOptions): Partial<Limits> {
  return Object.fromEntries(Object.entries(opts).filter(([key]) => key in LIMIT_DEFAULTS));
}
