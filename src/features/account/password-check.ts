import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH, passwordBytes } from '../../../core/auth/password-rule';
import { ACCOUNT_TEXTS } from './messages';

/** What is wrong with the new password before anything is sent (the server checks the same rule). */
export function newPasswordProblem(next: string, repeated: string): string | null {
  if (next.length < MIN_PASSWORD_LENGTH) return ACCOUNT_TEXTS.passwordTooShort;
  if (passwordBytes(next) > MAX_PASSWORD_BYTES) return ACCOUNT_TEXTS.passwordTooLong;
  if (next !== repeated) return ACCOUNT_TEXTS.passwordMismatch;
  return null;
}
