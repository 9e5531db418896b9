import { useId, useState, type FormEvent } from 'react';
import { AlertMessage } from '../../../../components/AlertMessage';
import type { ClientFields } from '../../api/client-writes';
import styles from './ClientsAdmin.module.css';

export const REQUIRED_MESSAGE = 'Por favor completa todos los campos.';

// Name and testimonial, both required and trimmed (SPEC §5). Used to add and to edit; `onSubmit`
// resolves true when saved, so the add form can clear itself.
export function ClientForm({
  initial = { name: '', testimonial: '' },
  submitLabel,
  onSubmit,
  onCancel,
  clearOnSave = false,
}: {
  initial?: ClientFields;
  submitLabel: string;
  onSubmit: (fields: ClientFields) => Promise<boolean>;
  onCancel?: () => void;
  clearOnSave?: boolean;
}) {
  const id = useId();
  const [values, setValues] = useState<ClientFields>(initial);
  const [invalid, setInvalid] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = { name: values.name.trim(), testimonial: values.testimonial.trim() };
    const complete = trimmed.name !== '' && trimmed.testimonial !== '';
    setInvalid(!complete);
    if (!complete) return;
    const saved = await onSubmit(trimmed);
    if (saved && clearOnSave) setValues({ name: '', testimonial: '' });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {invalid && <AlertMessage message={REQUIRED_MESSAGE} />}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-name`}>
          Nombre
        </label>
        <input
          id={`${id}-name`}
          className={styles.input}
          value={values.name}
          required
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-testimonial`}>
          Testimonio
        </label>
        <textarea
          id={`${id}-testimonial`}
          className={styles.input}
          rows={4}
          value={values.testimonial}
          required
          onChange={(event) => setValues({ ...values, testimonial: event.target.value })}
        />
      </div>
      <div className={styles.actions}>
        {onCancel && (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            Cancelar
          </button>
        )}
        <button type="submit" className={styles.primary}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
