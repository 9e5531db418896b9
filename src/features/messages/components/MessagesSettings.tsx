import { useId, useState, type FormEvent } from 'react';
import { EMAIL_RULE } from '../../../../core/contact/message-rules';
import { useAdminWrite } from '../../../lib/admin-write';
import { saveSettings } from '../api/messages-writes';
import styles from './MessagesAdmin.module.css';

// How long the studio keeps visitors' messages (then they are deleted for good: personal data is
// not kept forever), and where the embedded server mails each new one.

const PERIODS = [
  { days: 90, label: '3 meses' },
  { days: 180, label: '6 meses' },
  { days: 365, label: '1 año' },
  { days: 730, label: '2 años' },
  { days: 1825, label: '5 años' },
];

export interface Settings {
  retention_days: number;
  notify_email: string | null;
}

export function MessagesSettings({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved: (s: Settings) => void;
}) {
  const { run } = useAdminWrite();
  const id = useId();
  const [days, setDays] = useState(settings.retention_days);
  const [email, setEmail] = useState(settings.notify_email ?? '');
  const [error, setError] = useState<string | null>(null);
  const periods = PERIODS.some((p) => p.days === days)
    ? PERIODS
    : [...PERIODS, { days, label: `${days} días` }];

  async function save(event: FormEvent) {
    event.preventDefault();
    const notify = email.trim() || null;
    if (notify !== null && !EMAIL_RULE.test(notify)) {
      setError('Escribe un correo válido, o déjalo vacío para avisar a todas las cuentas administradoras.');
      return;
    }
    setError(null);
    const next = { retention_days: days, notify_email: notify };
    if (
      await run('No se pudieron guardar los ajustes de mensajes, inténtalo nuevamente', () =>
        saveSettings(next),
      )
    )
      onSaved(next);
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.cardTitle}>
        Conservación y avisos
      </h3>
      <form className={styles.settings} onSubmit={(e) => void save(e)} noValidate>
        <label className={styles.label}>
          Borrar definitivamente los mensajes después de
          <select className={styles.input} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {periods.map((p) => (
              <option key={p.days} value={p.days}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.label}>
          Avisar de cada mensaje nuevo por correo a
          <input
            className={styles.input}
            type="email"
            value={email}
            placeholder="Todas las cuentas administradoras"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-help`}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        {error && (
          <p id={`${id}-error`} className={styles.fieldError}>
            {error}
          </p>
        )}
        <p id={`${id}-help`} className={styles.help}>
          Los mensajes más antiguos que el plazo se borran solos, también los apartados y los de la Papelera.
          El aviso por correo lo envía el servidor del sitio cuando tiene un servidor de correo configurado
          (el mismo que recupera contraseñas).
        </p>
        <button type="submit" className={styles.primary}>
          Guardar ajustes
        </button>
      </form>
    </section>
  );
}
