import { useId, useState, type FormEvent } from 'react';
import { AlertMessage } from '../../../components/AlertMessage';
import { changePassword } from '../api/password';
import { ACCOUNT_TEXTS } from '../messages';
import { newPasswordProblem } from '../password-check';
import view from '../../../styles/settings-view.module.css';
import styles from './AccountAdmin.module.css';

const FIELDS = [
  { name: 'current', label: 'Contraseña actual', autoComplete: 'current-password' },
  { name: 'next', label: 'Nueva contraseña', autoComplete: 'new-password' },
  { name: 'repeated', label: 'Repite la nueva contraseña', autoComplete: 'new-password' },
] as const;

// The password change form, shared by the 'Cuenta' view and the first sign-in of an account
// created with a one-time password: current password, the new one twice, 'Cambiar contraseña'.
export function PasswordFields({ onChanged }: { onChanged: () => void }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const current = String(data.get('current') ?? '');
    const next = String(data.get('next') ?? '');
    const problem =
      current === ''
        ? ACCOUNT_TEXTS.passwordCurrentMissing
        : newPasswordProblem(next, String(data.get('repeated') ?? ''));
    setError(problem);
    if (problem) return;
    setPending(true);
    const failure = await changePassword(current, next);
    setPending(false);
    setError(failure);
    if (!failure) {
      form.reset();
      onChanged();
    }
  }

  return (
    <form className={view.form} onSubmit={submit} noValidate aria-busy={pending}>
      {error && <AlertMessage message={error} />}
      <div className={styles.fields}>
        {FIELDS.map((field) => (
          <div key={field.name} className={view.field}>
            <label className={view.label} htmlFor={`${id}-${field.name}`}>
              {field.label}
            </label>
            <input
              id={`${id}-${field.name}`}
              className={view.input}
              type="password"
              name={field.name}
              autoComplete={field.autoComplete}
            />
          </div>
        ))}
      </div>
      <div className={view.actions}>
        <button type="submit" className={view.primary} disabled={pending}>
          Cambiar contraseña
        </button>
      </div>
    </form>
  );
}
