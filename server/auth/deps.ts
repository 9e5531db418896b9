import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/database';
import type { BackupStatus } from '../ops/backup-status';
import type { FirstTries } from './first-tries';
import type { Keys } from './keys';
import type { KnownAddresses } from './known-addresses';
import type { RateLimiter } from './rate-limit';
import type { SecondStepBudget } from './second-step-budget';

// What every /auth/v1 route is handed: its own file, so the route files (handler.ts, mfa.ts,
// user-update.ts, account-admin.ts) import it without importing each other.
export interface AuthDeps {
  db: Database;
  keys: Keys;
  signInLimiter: RateLimiter;
  /** Failed sign-ins per account (normalised email); not applied from the account's known addresses. */
  accountLimiter: RateLimiter;
  knownAddresses: KnownAddresses;
  /** A new device's first try past the account's used-up budget (first-tries.ts). */
  firstTries: FirstTries;
  refreshLimiter: RateLimiter;
  /** How long a rotated refresh token may be presented again (Supabase Auth: 10 s). */
  refreshReuseSeconds: number;
  /** Second-step codes per account, with the owner's lane: wrong TOTP codes cannot be guessed at speed. */
  secondStep: SecondStepBudget;
  /** Second-step requests (challenges and verifications) per session: each session at its own pace. */
  mfaRequests: RateLimiter;
  /** Whether X-Forwarded-For names the client (a reverse proxy in front, TRUST_PROXY). */
  trustProxy: boolean;
  /** Security events (refused sign-ins, recovery mails asked for): logged whatever LOG_REQUESTS says. */
  log: (line: string) => void;
  /** Called once an account's password changed (the first-start credentials file must not outlive it). */
  passwordChanged: (email: string) => Promise<void>;
  /** Forgotten passwords: the recovery mail and its link (recovery.ts). */
  recovery: PasswordRecovery;
  /** The scheduled backups' last outcome, for the panel's alert; null when this server takes none. */
  backupStatus: () => Promise<BackupStatus | null>;
}

/**
 * What the routes ask of the forgotten-password flow (implemented by recovery.ts's Recovery,
 * which is handed these deps in turn: declared here so neither file imports the other).
 */
export interface PasswordRecovery {
  /** `POST /auth/v1/recover`: mails a one-time link. */
  recover(req: IncomingMessage, res: ServerResponse, url: URL, deps: AuthDeps): Promise<void>;
  /** `GET /auth/v1/verify`: the mail's link, used once. */
  verify(req: IncomingMessage, res: ServerResponse, url: URL, deps: AuthDeps): Promise<void>;
}
