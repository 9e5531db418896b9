import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Keys } from './auth/keys';
import type { SendMail } from './auth/mailer';
import type { Database } from './db/database';
import type { Limits } from './config/limits';
import type { BackupStatus } from './ops/backup-status';
import type { Disk } from './storage/disk';
import type { WarmUpVisit } from './warm-up';

// What startBackend (server/app.ts) takes and gives: the embedded backend's options and handle.

/** Limits (server/config/limits.ts) default to LIMIT_DEFAULTS. */
export interface BackendOptions extends Partial<Limits> {
  dataDir: string;
  port?: number;
  host?: string;
  /** Serve the built app from this folder (default dist/); false for an API-only server. */
  appDir?: string | false;
  /** Handles non-API requests instead of the built app (Vite's dev middleware). */
  appMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** Sign-in attempts per client: burst and refill per second (Supabase-like defaults). */
  signInRate?: { capacity: number; perSecond: number };
  /** Anonymous function calls per address (rpc-gate.ts; the visit counter). */
  rpcRate?: { capacity: number; perSecond: number };
  /** Signed-in function calls, per account and per address (rpc-gate.ts). */
  signedInRpcRate?: { capacity: number; perSecond: number };
  /** Failed sign-ins per account: burst and refill per second. */
  accountSignInRate?: { capacity: number; perSecond: number };
  /** Second-step codes per account from addresses that never proved it (default 5, then one every 12 s). */
  mfaRate?: { capacity: number; perSecond: number };
  log?: (line: string) => void;
  /**
   * One line per request (method, path, status, time). Default false: a production server logs
   * only errors and security events, which a small disk and the journal can keep (LOG_REQUESTS=1).
   */
  logRequests?: boolean;
  /** The scheduled backups' last outcome (start-local.ts), shown to administrators in the panel; unset: none are taken. */
  backupStatus?: () => Promise<BackupStatus | null>;
  /** Sends recovery mails (SMTP_HOST, server/auth/mailer.ts); with siteUrl, '¿Olvidaste tu contraseña?' mails a link. */
  sendMail?: SendMail;
  /** Absolute URL visitors reach the site at (SITE_URL), for canonical URLs, previews and the sitemap; default: the request's origin. */
  siteUrl?: string;
  /** Behind a reverse proxy: X-Forwarded-* headers count (TRUST_PROXY=true). Default false. */
  trustProxy?: boolean;
  /** How long a rotated refresh token may be presented again (default 10 s, as Supabase Auth). */
  refreshReuseSeconds?: number;
  /**
   * Before the port opens, visit the site through the server's own handler as its first visitors
   * will (server/warm-up.ts), so a crowd at the first second is served at warm speed. `npm start`
   * sets it; tests that do not measure the start leave it off (it adds about a second).
   */
  warmUp?: boolean;
  /** Runs after migrations and before the port opens (first-start admin, demo content). */
  prepare?: (parts: Pick<Backend, 'db' | 'disk' | 'keys'>) => Promise<void>;
}

export interface Backend {
  url: string;
  keys: Keys;
  db: Database;
  disk: Disk;
  server: Server;
  /** What the warm-up visited before the port opened (its last round), null without `warmUp`. */
  warmedUp: WarmUpVisit[] | null;
  /**
   * Stops: no new connections; requests under way (uploads too) get up to `graceMs` (default 0)
   * to finish, keep-alive clients are told to go; then every connection closes and the database.
   */
  close(opts?: { graceMs?: number }): Promise<void>;
}
