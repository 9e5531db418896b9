import { useState } from 'react';
import { Link } from '../../../lib/navigation';
import { currentSession, dropLocalSession } from '../api/auth';
import { AUTH_TEXTS } from '../messages';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import formStyles from './LoginForm.module.css';
import styles from './LoginPage.module.css';
import { NewPasswordForm } from './NewPasswordForm';
import { SecondStepForm } from './SecondStepForm';

type Step = 'password' | 'code' | 'forgot' | 'new-password';

// The sign-in screen: a quiet card on the studio's navy, with a way back to the public site.
// An account with two-step sign-in gets a second card after its password: the code. A forgotten
// password: the email for the link; back from the link (recovering), the new password — after the
// code, for an account with two-step sign-in.
export function LoginPage({
  studioName,
  notice,
  secondStep = false,
  recovering = false,
  onSignedIn,
}: {
  studioName: string;
  notice?: string;
  /** The browser already holds a password-only session of an account with a second step. */
  secondStep?: boolean;
  /** The browser holds the session of a recovery link: a new password comes first. */
  recovering?: boolean;
  onSignedIn: () => void;
}) {
  // The route mounts it again (key) when it finds a session that owes the code.
  const [step, setStep] = useState<Step>(secondStep ? 'code' : recovering ? 'new-password' : 'password');

  async function afterPassword() {
    if ((await currentSession()) === 'second-step') setStep('code');
    else onSignedIn();
  }

  async function cancel() {
    await dropLocalSession();
    setStep('password');
  }

  const heading: Record<Step, { title: string; lead: string }> = {
    password: {
      title: 'Iniciar sesión',
      lead: 'Accede al panel para administrar proyectos, testimonios y galería.',
    },
    code: {
      title: 'Verificación en dos pasos',
      lead: 'Escribe el código de 6 dígitos que muestra tu app de autenticación.',
    },
    forgot: { title: AUTH_TEXTS.forgotTitle, lead: AUTH_TEXTS.forgotLead },
    'new-password': { title: AUTH_TEXTS.newPasswordTitle, lead: AUTH_TEXTS.newPasswordLead },
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{studioName}</p>
        <h1 className={styles.title}>{heading[step].title}</h1>
        <p className={styles.lead}>{heading[step].lead}</p>
        {step === 'password' && (
          <>
            <LoginForm notice={notice} onSignedIn={() => void afterPassword()} />
            <button className={formStyles.secondary} type="button" onClick={() => setStep('forgot')}>
              {AUTH_TEXTS.forgotLink}
            </button>
          </>
        )}
        {step === 'forgot' && <ForgotPasswordForm onBack={() => setStep('password')} />}
        {step === 'code' && (
          <SecondStepForm
            onVerified={recovering ? () => setStep('new-password') : onSignedIn}
            onCancel={() => void cancel()}
          />
        )}
        {step === 'new-password' && <NewPasswordForm onSaved={onSignedIn} />}
        <Link className={styles.back} to="/">
          ← Volver al sitio
        </Link>
      </div>
    </main>
  );
}
