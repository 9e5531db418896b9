import { useState, type FormEvent } from 'react';
import { AlertMessage } from '../../../components/AlertMessage';
import { BusyOverlay } from '../../../components/BusyOverlay';
import { requestRecovery, type RecoveryRequest } from '../api/recovery';
import { AUTH_TEXTS } from '../messages';
import { EmailField } from './EmailField';
import styles from './LoginForm.module.css';

const ANSWER: Record<RecoveryRequest, { tone: 'info' | 'error'; text: string }> = {
  sent: { tone: 'info', text: AUTH_TEXTS.forgotSent },
  'no-mail': { tone: 'info', text: AUTH_TEXTS.forgotNoMail },
  'rate-limited': { tone: 'error', text: AUTH_TEXTS.forgotRateLimited },
  unavailable: { tone: 'error', text: AUTH_TEXTS.unavailable },
};

// '¿Olvidaste tu contraseña?': the account's email, then one answer whatever the email (the
// server tells no one which emails have an account).
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<RecoveryRequest | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setPending(true);
    setAnswer(await requestRecovery(email));
    setPending(false);
  }

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      {answer && <AlertMessage tone={ANSWER[answer].tone} message={ANSWER[answer].text} />}
      <EmailField />
      <button className={styles.submit} type="submit" disabled={pending}>
        {AUTH_TEXTS.forgotSubmit}
      </button>
      <button className={styles.secondary} type="button" onClick={onBack}>
        {AUTH_TEXTS.backToSignIn}
      </button>
      {pending && <BusyOverlay label={AUTH_TEXTS.forgotSending} />}
    </form>
  );
}
