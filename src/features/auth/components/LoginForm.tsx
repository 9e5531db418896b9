import { useState, type FormEvent } from 'react';
import { AlertMessage } from '../../../components/AlertMessage';
import { BusyOverlay } from '../../../components/BusyOverlay';
import { signIn, type SignInOutcome } from '../api/auth';
import { AUTH_TEXTS } from '../messages';
import { EmailField } from './EmailField';
import styles from './LoginForm.module.css';

const FAILURE: Record<Exclude<SignInOutcome, 'ok'>, string> = {
  invalid: AUTH_TEXTS.invalid,
  'rate-limited': AUTH_TEXTS.rateLimited,
  unavailable: AUTH_TEXTS.unavailable,
};

// /login (SPEC §2, §5): email (type email) and password, both required; 'Entrar'; the overlay
// 'Iniciando sesión...' while signing in. The browser's own validation handles empty fields
// and a malformed email, so only real sign-in attempts reach the server.
export function LoginForm({ notice, onSignedIn }: { notice?: string; onSignedIn: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    setError(null);
    setPending(true);
    const outcome = await signIn(email, password);
    setPending(false);
    if (outcome === 'ok') onSignedIn();
    else setError(FAILURE[outcome]);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      {notice && !error && <AlertMessage tone="info" message={notice} />}
      {error && <AlertMessage message={error} />}
      <EmailField />
      <label className={styles.field}>
        <span className={styles.label}>Contraseña</span>
        <input
          className={styles.input}
          type="password"
          name="password"
          autoComplete="current-password"
          required
        />
      </label>
      <button className={styles.submit} type="submit" disabled={pending}>
        Entrar
      </button>
      {pending && <BusyOverlay label={AUTH_TEXTS.signingIn} />}
    </form>
  );
}
