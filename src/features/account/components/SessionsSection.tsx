import { useCallback, useEffect, useId, useState } from 'react';
import { AlertMessage } from '../../../components/AlertMessage';
import { endSession, listSessions, signOutOthers, type AccountSession } from '../api/sessions';
import { deviceName } from '../device-name';
import { ACCOUNT_TEXTS } from '../messages';
import view from '../../../styles/settings-view.module.css';
import styles from './AccountAdmin.module.css';

const WHEN = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' });

// Where the account is signed in: device and browser from the User-Agent, last use
// and address as the server saw them, and a way to end any other session or all of them.
export function SessionsSection({ version }: { version: number }) {
  const id = useId();
  const [sessions, setSessions] = useState<AccountSession[] | null | 'loading'>('loading');
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => setSessions(await listSessions()), []);
  useEffect(() => {
    let live = true;
    void listSessions().then((listed) => {
      if (live) setSessions(listed);
    });
    return () => {
      live = false;
    };
  }, [version]);

  async function others() {
    setError(null);
    setNotice(null);
    if (await signOutOthers()) setNotice(ACCOUNT_TEXTS.signedOutOthers);
    else setError(ACCOUNT_TEXTS.signOutOthersFailed);
    await load();
  }

  async function end(session: AccountSession) {
    setError(null);
    setNotice(null);
    if (!(await endSession(session.id))) setError(ACCOUNT_TEXTS.endSessionFailed);
    await load();
  }

  return (
    <section className={view.card} aria-labelledby={id}>
      <h3 id={id} className={view.cardTitle}>
        {ACCOUNT_TEXTS.sessionsTitle}
      </h3>
      <p className={view.lead}>{ACCOUNT_TEXTS.sessionsLead}</p>
      {error && <AlertMessage message={error} />}
      {sessions === 'loading' ? (
        <p className={view.muted}>Cargando sesiones…</p>
      ) : sessions === null ? (
        <p className={view.muted}>{ACCOUNT_TEXTS.sessionsUnavailable}</p>
      ) : (
        <ul className={styles.list} aria-label={ACCOUNT_TEXTS.sessionsTitle}>
          {sessions.map((session) => {
            const device = deviceName(session.user_agent);
            return (
              <li key={session.id} className={styles.item}>
                <div className={styles.itemText}>
                  <p className={styles.itemTitle}>
                    {device}
                    {session.is_current && (
                      <span className={styles.badges}>
                        <span className={styles.badge}>{ACCOUNT_TEXTS.thisDevice}</span>
                      </span>
                    )}
                  </p>
                  <p className={styles.itemMeta}>
                    Última actividad: {WHEN.format(new Date(session.last_used_at))}
                    {session.ip ? ` · Dirección: ${session.ip}` : ''}
                  </p>
                </div>
                {!session.is_current && (
                  <button
                    type="button"
                    className={view.danger}
                    aria-label={`Cerrar sesión de ${device}`}
                    onClick={() => void end(session)}
                  >
                    Cerrar sesión
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className={view.actions}>
        {notice && (
          <p className={styles.done} role="status">
            {notice}
          </p>
        )}
        <button type="button" className={view.secondary} onClick={() => void others()}>
          {ACCOUNT_TEXTS.signOutOthers}
        </button>
      </div>
    </section>
  );
}
