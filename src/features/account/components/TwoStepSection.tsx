import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Factor } from '@supabase/supabase-js';
import { AlertMessage } from '../../../components/AlertMessage';
import {
  cancelEnrollment,
  confirmEnrollment,
  disableTwoStep,
  startEnrollment,
  verifiedFactor,
  type Enrollment,
} from '../api/two-step';
import { ACCOUNT_TEXTS } from '../messages';
import view from '../../../styles/settings-view.module.css';
import styles from './AccountAdmin.module.css';

const SINCE = new Intl.DateTimeFormat('es', { dateStyle: 'long' });

/** The key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

// Two-step sign-in: enroll a TOTP app with a QR code or the key typed by hand, prove
// the first code, and remove it again (the server asks for an aal2 session to remove it).
export function TwoStepSection({ issuer, onChanged }: { issuer: string; onChanged: () => void }) {
  const id = useId();
  const [factor, setFactor] = useState<Factor | null | 'loading'>('loading');
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    verifiedFactor().then(setFactor, (failure: unknown) => {
      console.error('Verificación en dos pasos:', failure);
      setFactor(null);
    });
  }, []);

  async function step(work: () => Promise<void>) {
    setError(null);
    setNotice(null);
    setPending(true);
    try {
      await work();
    } finally {
      setPending(false);
    }
  }

  const start = () =>
    step(async () => {
      const started = await startEnrollment(issuer);
      if (typeof started === 'string') setError(started);
      else setEnrollment(started);
    });

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    void step(async () => {
      if (!enrollment) return;
      const failure = await confirmEnrollment(enrollment.factorId, code);
      if (failure) return setError(failure);
      setEnrollment(null);
      setFactor(await verifiedFactor());
      setNotice(ACCOUNT_TEXTS.twoStepEnabled);
      onChanged();
    });
  }

  const cancel = () =>
    step(async () => {
      if (enrollment) await cancelEnrollment(enrollment.factorId);
      setEnrollment(null);
    });

  const disable = () =>
    step(async () => {
      if (!factor || factor === 'loading') return;
      const failure = await disableTwoStep(factor.id);
      if (failure) return setError(failure);
      setFactor(null);
      setNotice(ACCOUNT_TEXTS.twoStepDisabled);
      onChanged();
    });

  return (
    <section className={view.card} aria-labelledby={id} aria-busy={pending}>
      <h3 id={id} className={view.cardTitle}>
        {ACCOUNT_TEXTS.twoStepTitle}
      </h3>
      {error && <AlertMessage message={error} />}
      {notice && (
        <p className={styles.done} role="status">
          {notice}
        </p>
      )}
      {factor === 'loading' ? (
        <p className={view.muted}>Cargando…</p>
      ) : factor ? (
        <>
          <p className={view.lead}>
            {ACCOUNT_TEXTS.twoStepOn} Desde el {SINCE.format(new Date(factor.created_at))}.
          </p>
          <div className={view.actions}>
            <button type="button" className={view.danger} disabled={pending} onClick={() => void disable()}>
              Desactivar verificación en dos pasos
            </button>
          </div>
        </>
      ) : enrollment ? (
        <form className={view.form} onSubmit={confirm} noValidate>
          <p className={view.lead}>{ACCOUNT_TEXTS.twoStepScan}</p>
          <div className={styles.enroll}>
            <img className={styles.qr} src={enrollment.qrCode} alt="Código QR para la app de autenticación" />
            <div className={view.form}>
              <div className={view.field}>
                <span className={view.label} id={`${id}-secret`}>
                  Clave para escribirla a mano
                </span>
                <code
                  className={styles.secret}
                  aria-labelledby={`${id}-secret`}
                  data-secret={enrollment.secret}
                >
                  {grouped(enrollment.secret)}
                </code>
              </div>
              <div className={view.field}>
                <label className={view.label} htmlFor={`${id}-code`}>
                  Código de 6 dígitos
                </label>
                <input
                  id={`${id}-code`}
                  className={view.input}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                />
              </div>
            </div>
          </div>
          <div className={view.actions}>
            <button type="button" className={view.secondary} disabled={pending} onClick={() => void cancel()}>
              Cancelar
            </button>
            <button type="submit" className={view.primary} disabled={pending}>
              Verificar y activar
            </button>
          </div>
        </form>
      ) : (
        <>
          <p className={view.lead}>{ACCOUNT_TEXTS.twoStepOff}</p>
          <div className={view.actions}>
            <button type="button" className={view.primary} disabled={pending} onClick={() => void start()}>
              Activar verificación en dos pasos
            </button>
          </div>
        </>
      )}
    </section>
  );
}
