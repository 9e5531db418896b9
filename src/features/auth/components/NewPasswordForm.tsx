import { useState, type FormEvent } from 'react';
import { AlertMessage } from '../../../components/AlertMessage';
import { BusyOverlay } from '../../../components/BusyOverlay';
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH, passwordBytes } from '../../../../core/auth/password-rule';
import { setRecoveredPassword, type NewPasswordOutcome } from '../api/recovery';
import { AUTH_TEXTS } from '../messages';
import styles from './LoginForm.module.css';

const FAILURE: Record<Exclude<NewPasswordOutcome, 'ok'>, string> = {
  weak: AUTH_TEXTS.newPasswordWeak,
  expired: AUTH_TEXTS.linkExpired,
  unavailable: AUTH_TEXTS.unavailable,
};

function problem(next: string, repeated: string): string | null {
  if (next.length < MIN_PASSWORD_LENGTH) return AUTH_TEXTS.newPasswordTooShort;
  if (passwordBytes(next) > MAX_PASSWORD_BYTES) return AUTH_TEXTS.newPasswordTooLong;
  if (next !== repeated) return AUTH_TEXTS.newPasswordMismatch;
  return null;
}

// After the recovery link: the new password twice, then on to the panel (the link's session).
export function NewPasswordForm({ onSaved }: { onSaved: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const next = String(data.get('password') ?? '');
    const wrong = problem(next, String(data.get('repeated') ?? ''));
    setError(wrong);
    if (wrong) return;
    setPending(true);
    const outcome = await setRecoveredPassword(next);
    setPending(false);
    if (outcome === 'ok') onSaved();
    else setError(FAILURE[outcome]);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {error && <AlertMessage message={error} />}
      <label className={styles.field}>
        <span className={styles.label}>Nueva contraseña</span>
        <input
          className={styles.input}
          type="password"
          name="password"
          autoComplete="new-password"
          autoFocus
        />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>Repite la nueva contraseña</span>
        <input className={styles.input} type="password" name="repeated" autoComplete="new-password" />
      </label>
      <button className={styles.submit} type="submit" disabled={pending}>
        {AUTH_TEXTS.newPasswordSubmit}
      </button>
      {pending && <BusyOverlay label={AUTH_TEXTS.newPasswordSaving} />}
    </form>
  );
}
