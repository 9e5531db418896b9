import { useId, useState, type FormEvent } from 'react';
import { AlertMessage } from '../../../../components/AlertMessage';
import { englishLabel, optionalText } from '../../../../../core/i18n/english-text';
import type { ClientFields } from '../../api/client-writes';
import styles from './ClientsAdmin.module.css';

export const REQUIRED_MESSAGE = 'Por favor completa todos los campos.';

// Name and testimonial, both required and trimmed (SPEC §5), and the testimonial in English,
// optional. Used to add and to edit; `onSubmit` resolves true when saved, so the add
// form can clear itself.
const EMPTY: ClientFields = { name: '', testimonial: '', testimonial_en: null };

export function ClientForm({
  initial = EMPTY,
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
  const [values, setValues] = useState({ ...initial, testimonial_en: initial.testimonial_en ?? '' });
  const [invalid, setInvalid] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = {
      name: values.name.trim(),
      testimonial: values.testimonial.trim(),
      testimonial_en: optionalText(values.testimonial_en),
    };
    const complete = trimmed.name !== '' && trimmed.testimonial !== '';
    setInvalid(!complete);
    if (!complete) return;
    const saved = await onSubmit(trimmed);
    if (saved && clearOnSave) setValues({ ...EMPTY, testimonial_en: '' });
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
      <div className={styles.field}>
        <label className={styles.englishLabel} htmlFor={`${id}-testimonial_en`}>
          {englishLabel('Testimonio')}
        </label>
        <textarea
          id={`${id}-testimonial_en`}
          className={styles.input}
          rows={3}
          value={values.testimonial_en}
          onChange={(event) => setValues({ ...values, testimonial_en: event.target.value })}
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
