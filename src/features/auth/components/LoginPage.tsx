import { useState } from 'react';
import { Link } from 'react-router';
import { currentSession, dropLocalSession } from '../api/auth';
import { LoginForm } from './LoginForm';
import styles from './LoginPage.module.css';
import { SecondStepForm } from './SecondStepForm';

// The sign-in screen: a quiet card on the studio's navy, with a way back to the public site.
// An account with two-step sign-in gets a second card after its password: the code.
export function LoginPage({
  studioName,
  notice,
  secondStep = false,
  onSignedIn,
}: {
  studioName: string;
  notice?: string;
  /** The browser already holds a password-only session of an account with a second step. */
  secondStep?: boolean;
  onSignedIn: () => void;
}) {
  // The route mounts it again (key) when it finds a session that owes the code.
  const [step, setStep] = useState<'password' | 'code'>(secondStep ? 'code' : 'password');

  async function afterPassword() {
    if ((await currentSession()) === 'second-step') setStep('code');
    else onSignedIn();
  }

  async function cancel() {
    await dropLocalSession();
    setStep('password');
  }

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{studioName}</p>
        {step === 'password' ? (
          <>
            <h1 className={styles.title}>Iniciar sesión</h1>
            <p className={styles.lead}>Accede al panel para administrar proyectos, testimonios y galería.</p>
            <LoginForm notice={notice} onSignedIn={() => void afterPassword()} />
          </>
        ) : (
          <>
            <h1 className={styles.title}>Verificación en dos pasos</h1>
            <p className={styles.lead}>Escribe el código de 6 dígitos que muestra tu app de autenticación.</p>
            <SecondStepForm onVerified={onSignedIn} onCancel={() => void cancel()} />
          </>
        )}
        <Link className={styles.back} to="/">
          ← Volver al sitio
        </Link>
      </div>
    </main>
  );
}
