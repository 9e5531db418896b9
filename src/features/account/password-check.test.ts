import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from './messages';
import { newPasswordProblem } from './password-check';

describe('newPasswordProblem', () => {
  it('applies the CLI rule: 8 characters, at most 72 bytes, typed twice alike', () => {
    expect(newPasswordProblem('corta', 'corta')).toBe(ACCOUNT_TEXTS.passwordTooShort);
    expect(newPasswordProblem('ñ'.repeat(37), 'ñ'.repeat(37))).toBe(ACCOUNT_TEXTS.passwordTooLong);
    expect(newPasswordProblem('larga-clave-1', 'larga-clave-2')).toBe(ACCOUNT_TEXTS.passwordMismatch);
    expect(newPasswordProblem('larga-clave-1', 'larga-clave-1')).toBeNull();
  });
});
