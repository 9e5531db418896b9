import { useId, useState, type FormEvent } from 'react';
import { useAdminWrite } from '../lib/admin-write';
import type { ImageDescriptions } from '../../core/database-shapes';
import { englishLabel, optionalText } from '../../core/i18n/english-text';
import styles from './DescriptionField.module.css';

/** The longest description the database accepts (check constraint in the issue-20 migration). */
export const DESCRIPTION_MAX = 300;
const FAILED = 'No se pudo guardar la descripción, inténtalo nuevamente';

const FIELDS = [
  { key: 'description', label: 'Descripción', placeholder: 'Qué muestra la imagen' },
  { key: 'description_en', label: englishLabel('Descripción'), placeholder: 'Lo mismo, en inglés' },
] as const;

// An image's description, edited beside the image: what it shows, in the studio's
// words, for screen readers and search (the public pages use it as the image's alt), and its
// optional English version for the English pages. Both are saved together, on their
// own, without sending the image again; an empty one is null ("use the generated text", "show
// the Spanish").
export function DescriptionField({
  value,
  onSave,
}: {
  value: ImageDescriptions;
  /** Writes the descriptions that changed (null clears one); throws when the write fails. */
  onSave: (changes: Partial<ImageDescriptions>) => Promise<void>;
}) {
  const { run } = useAdminWrite();
  const id = useId();
  const [text, setText] = useState({
    description: value.description ?? '',
    description_en: value.description_en ?? '',
  });
  const changes: Partial<ImageDescriptions> = {};
  for (const { key } of FIELDS) {
    const typed = optionalText(text[key]);
    if (typed !== value[key]) changes[key] = typed;
  }
  const dirty = Object.keys(changes).length > 0;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!dirty) return;
    await run(FAILED, () => onSave(changes));
  }

  return (
    <form className={styles.form} onSubmit={save}>
      {FIELDS.map(({ key, label, placeholder }) => (
        <div key={key} className={styles.field}>
          <label
            className={key === 'description' ? styles.label : styles.englishLabel}
            htmlFor={`${id}-${key}`}
          >
            {label}
          </label>
          <div className={styles.row}>
            <input
              id={`${id}-${key}`}
              className={styles.input}
              value={text[key]}
              maxLength={DESCRIPTION_MAX}
              placeholder={placeholder}
              onChange={(event) => setText({ ...text, [key]: event.target.value })}
            />
            {key === 'description_en' && (
              // One button for both, after the last field.
              <button
                className={styles.save}
                type="submit"
                disabled={!dirty}
                aria-label="Guardar descripción"
              >
                Guardar
              </button>
            )}
          </div>
        </div>
      ))}
    </form>
  );
}
