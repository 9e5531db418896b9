import { useId } from 'react';
import { FormField } from './FormField';
import { englishLabel } from '../../core/i18n/english-text';
import { credits as words } from '../../core/i18n/es/credits';
import { CAPTION_MAX, CREDIT_NAME_MAX, CREDIT_ROLES, LICENSE_MAX } from '../../core/credits/credit';
import type { NotesDraft, NotesErrors } from '../../core/credits/notes-draft';
import styles from './ImageNotesInputs.module.css';

const FIELDS = [
  { key: 'caption', label: 'Pie de foto', max: CAPTION_MAX, placeholder: 'Se lee bajo la imagen' },
  {
    key: 'caption_en',
    label: englishLabel('Pie de foto'),
    max: CAPTION_MAX,
    placeholder: 'Lo mismo, en inglés',
  },
  { key: 'creditName', label: 'Crédito', max: CREDIT_NAME_MAX, placeholder: 'Quién la hizo: Ana Ruiz' },
  { key: 'creditLicense', label: 'Licencia (opcional)', max: LICENSE_MAX, placeholder: 'https://…' },
] as const;

// An image's caption (Spanish and English) and credit (a name, its role, a licence's address),
// as plain controlled fields: the panel's forms around them decide when they are saved (an
// image's own 'Guardar', or the 'Estudio' section's). Each message sits under its field.
export function ImageNotesInputs({
  value,
  onChange,
  errors = {},
  creditOnly = false,
}: {
  value: NotesDraft;
  onChange: (change: Partial<NotesDraft>) => void;
  errors?: NotesErrors;
  /** The credit's fields alone (a credit for many images at once). */
  creditOnly?: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.inputs}>
      {FIELDS.slice(creditOnly ? 2 : 0, 3).map(({ key, label, max, placeholder }) => (
        <FormField
          key={key}
          id={`${id}-${key}`}
          label={label}
          english={key === 'caption_en'}
          error={errors[key]}
        >
          {(described) => (
            <input
              id={`${id}-${key}`}
              className={styles.input}
              value={value[key]}
              maxLength={max}
              placeholder={placeholder}
              onChange={(event) => onChange({ [key]: event.target.value })}
              {...described}
            />
          )}
        </FormField>
      ))}
      <FormField id={`${id}-creditRole`} label="Función" error={errors.creditRole}>
        {(described) => (
          <select
            id={`${id}-creditRole`}
            className={styles.input}
            value={value.creditRole}
            onChange={(event) => onChange({ creditRole: event.target.value })}
            {...described}
          >
            <option value="">Sin indicar</option>
            {CREDIT_ROLES.map((role) => (
              <option key={role} value={role}>
                {words.roles[role]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-creditLicense`} label={FIELDS[3].label} error={errors.creditLicense}>
        {(described) => (
          <input
            id={`${id}-creditLicense`}
            className={styles.input}
            type="url"
            inputMode="url"
            value={value.creditLicense}
            maxLength={LICENSE_MAX}
            placeholder={FIELDS[3].placeholder}
            onChange={(event) => onChange({ creditLicense: event.target.value })}
            {...described}
          />
        )}
      </FormField>
    </div>
  );
}
