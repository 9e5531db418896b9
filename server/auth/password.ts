import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH, passwordBytes } from '../../core/auth/password-rule';
import { runPasswordTask } from './password-pool';
import type { PasswordLane } from './password-queue';

/**
 * Password hashing for auth.users.encrypted_password, compatible with Supabase Auth (bcrypt,
 * `$2a$`, cost 10) so users move to a hosted project with their passwords. @node-rs/bcrypt runs
 * in the password pool's own worker threads (password-pool.ts): a burst of sign-ins neither
 * blocks the event loop (bcryptjs did) nor fills libuv's thread pool.
 */
const COST = 10;

/**
 * A hash of nothing anyone knows, checked when the email is unknown, so a wrong email costs as
 * much time as a wrong password and timing does not tell which emails exist.
 */
const UNKNOWN_USER_HASH = '$2a$10$CwTycUXWue0Thq9StjUM0uJ8xY8JkM3QW7s6ZP1y3n8r8C5m1x0eW';

/**
 * The one strength rule (CLI `create-admin --password`, `PUT /auth/v1/user`): what is wrong with
 * `password`, in English for the CLI and Supabase Auth's error, or null when it is acceptable.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters`;
  if (passwordTooLong(password))
    return `The password must be at most ${MAX_PASSWORD_BYTES} bytes long (bcrypt ignores the rest)`;
  return null;
}

export function passwordTooLong(password: string): boolean {
  return passwordBytes(password) > MAX_PASSWORD_BYTES;
}

export function hashPassword(password: string): Promise<string> {
  if (passwordTooLong(password))
    throw new Error(`The password must be at most ${MAX_PASSWORD_BYTES} bytes long`);
  return runPasswordTask<string>({ op: 'hash', password, cost: COST });
}

/**
 * Whether `password` matches `encoded`; with no stored hash, spends the same time and says no.
 * Rejects with PasswordPoolBusy when too many checks already wait in `lane` (the caller answers
 * 429); without a lane, the check waits with the operator's commands.
 */
export async function passwordMatches(
  password: string,
  encoded: string | undefined,
  lane?: PasswordLane,
): Promise<boolean> {
  if (passwordTooLong(password)) return false;
  const ok = await runPasswordTask<boolean>(
    { op: 'verify', password, encoded: encoded ?? UNKNOWN_USER_HASH },
    lane,
  );
  return ok && encoded !== undefined;
}
