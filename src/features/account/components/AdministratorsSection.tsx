import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { AlertMessage } from '../../../components/AlertMessage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { hostedBackend } from '../../../lib/supabase';
import {
  addAdministrator,
  listAdministrators,
  removeAdministrator,
  type Administrator,
} from '../api/administrators';
import { ACCOUNT_TEXTS } from '../messages';
import view from '../../../styles/settings-view.module.css';
import styles from './AccountAdmin.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Who may change the site: the list, a form to name one more, and 'Quitar' on each
// other administrator. The database refuses whatever the caller may not do (never the last one,
// never by a non-administrator); this view only explains the refusal.
export function AdministratorsSection() {
  const id = useId();
  const [admins, setAdmins] = useState<Administrator[] | 'loading'>('loading');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [oneTime, setOneTime] = useState<{ email: string; password: string; reset?: boolean } | null>(null);
  const [removing, setRemoving] = useState<Administrator | null>(null);
  const [resetting, setResetting] = useState<Administrator | null>(null);
  const [pending, setPending] = useState(false);

  const show = useCallback((listed: Administrator[] | string) => {
    if (typeof listed === 'string') {
      setError(listed);
      setAdmins([]);
    } else setAdmins(listed);
  }, []);
  const load = useCallback(async () => show(await listAdministrators()), [show]);
  useEffect(() => {
    let live = true;
    void listAdministrators().then((listed) => {
      if (live) show(listed);
    });
    return () => {
      live = false;
    };
  }, [show]);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setError(null);
    setNotice(null);
    setOneTime(null);
    if (!EMAIL.test(email)) return setError(ACCOUNT_TEXTS.adminInvalidEmail);
    setPending(true);
    const outcome = await addAdministrator(email);
    setPending(false);
    if (!outcome.ok) return setError(outcome.message);
    form.reset();
    if (outcome.oneTimePassword) setOneTime({ email: outcome.email, password: outcome.oneTimePassword });
    else setNotice(ACCOUNT_TEXTS.adminExistingAdded(outcome.email));
    await load();
  }

  async function resetPassword(admin: Administrator) {
    setResetting(null);
    setError(null);
    setNotice(null);
    setOneTime(null);
    const outcome = await addAdministrator(admin.email, true);
    if (!outcome.ok) return setError(outcome.message);
    if (outcome.oneTimePassword)
      setOneTime({ email: outcome.email, password: outcome.oneTimePassword, reset: true });
    await load();
  }

  async function remove(admin: Administrator) {
    setRemoving(null);
    setError(null);
    setNotice(null);
    const failure = await removeAdministrator(admin.user_id);
    if (failure) setError(failure);
    else setNotice(ACCOUNT_TEXTS.adminRemoved(admin.email));
    await load();
  }

  return (
    <section className={view.card} aria-labelledby={id}>
      <h3 id={id} className={view.cardTitle}>
        {ACCOUNT_TEXTS.adminsTitle}
      </h3>
      <p className={view.lead}>
        {hostedBackend ? ACCOUNT_TEXTS.adminsLeadHosted : ACCOUNT_TEXTS.adminsLeadEmbedded}
      </p>
      {error && <AlertMessage message={error} />}
      {notice && (
        <p className={styles.done} role="status">
          {notice}
        </p>
      )}
      {oneTime && (
        <div className={styles.oneTime} role="status">
          <p>
            {oneTime.reset ? 'Nueva contraseña para ' : 'Cuenta creada para '}
            <strong>{oneTime.email}</strong>. Su contraseña de un solo uso es:
          </p>
          <code className={styles.secret} data-one-time-password={oneTime.password}>
            {oneTime.password}
          </code>
          <p>Cópiala ahora y entrégasela en persona: no se volverá a mostrar. Deberá cambiarla al entrar.</p>
        </div>
      )}
      {admins === 'loading' ? (
        <p className={view.muted}>Cargando administradores…</p>
      ) : (
        <ul className={styles.list} aria-label={ACCOUNT_TEXTS.adminsTitle}>
          {admins.map((admin) => (
            <li key={admin.user_id} className={styles.item}>
              <div className={styles.itemText}>
                <p className={styles.itemTitle}>
                  {admin.email}
                  <span className={styles.badges}>
                    {admin.is_you && <span className={styles.badge}>Tú</span>}
                    {admin.two_step && <span className={styles.badge}>Dos pasos</span>}
                    {admin.password_change_required && (
                      <span className={styles.badge}>Debe cambiar la contraseña</span>
                    )}
                  </span>
                </p>
              </div>
              {!admin.is_you && !hostedBackend && (
                <button
                  type="button"
                  className={view.secondary}
                  aria-label={`Nueva contraseña para ${admin.email}`}
                  onClick={() => setResetting(admin)}
                >
                  Nueva contraseña
                </button>
              )}
              {!admin.is_you && (
                <button
                  type="button"
                  className={view.danger}
                  aria-label={`Quitar a ${admin.email}`}
                  onClick={() => setRemoving(admin)}
                >
                  Quitar
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form className={styles.addRow} onSubmit={add} noValidate aria-busy={pending}>
        <div className={view.field}>
          <label className={view.label} htmlFor={`${id}-email`}>
            Correo del nuevo administrador
          </label>
          <input id={`${id}-email`} className={view.input} type="email" name="email" autoComplete="off" />
        </div>
        <button type="submit" className={view.primary} disabled={pending}>
          Añadir administrador
        </button>
      </form>
      <ConfirmDialog
        open={resetting !== null}
        title={resetting ? `¿Dar una contraseña nueva a ${resetting.email}?` : ''}
        message="Su contraseña actual deja de servir y se cierran sus sesiones. Recibirás una contraseña de un solo uso para entregársela; deberá cambiarla al entrar."
        confirmLabel="Dar contraseña nueva"
        onConfirm={() => resetting && void resetPassword(resetting)}
        onCancel={() => setResetting(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `¿Quitar a ${removing.email} como administrador?` : ''}
        message="Podrá seguir entrando, pero ya no podrá cambiar el sitio."
        confirmLabel="Quitar"
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
