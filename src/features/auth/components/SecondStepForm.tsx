import { useState, type FormEvent } from 'react';
import { AlertMessage } from '../../../components/AlertMessage';
import { BusyOverlay } from '../../../components/BusyOverlay';
import { verifySecondStep, type SecondStepOutcome } from '../api/auth';
import { AUTH_TEXTS } from '../messages';
import styles from './LoginForm.module.css';

const FAILURE: Record<Exclude<SecondStepOutcome, 'ok'>, string> = {
  invalid: AUTH_TEXTS.codeInvalid,
  'rate-limited': AUTH_TEXTS.codeRateLimited,
  unavailable: AUTH_TEXTS.unavailable,
};

// The second step of /login: once the password is right, an account with two-step
// sign-in proves it holds its phone with the 6-digit code of its authenticator app.
export function SecondStepForm({ onVerified, onCancel }: { onVerified: () => void; onCancel: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    setError(null);
    setPending(true);
    const outcome = await verifySecondStep(code);
    setPending(false);
    if (outcome === 'ok') onVerified();
    else setError(FAILURE[outcome]);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      {error && <AlertMessage message={error} />}
      <label className={styles.field}>
        <span className={styles.label}>Código de verificación</span>
        <input
          className={styles.input}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          required
          autoFocus
        />
      </label>
      <button className={styles.submit} type="submit" disabled={pending}>
        Verificar
      </button>
      <button className={styles.secondary} type="button" onClick={onCancel}>
        Usar otra cuenta
      </button>
      {pending && <BusyOverlay label={AUTH_TEXTS.verifyingCode} />}
    </form>
  );
}
