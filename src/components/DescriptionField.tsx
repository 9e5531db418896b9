import { useId, useState, type FormEvent } from 'react';
import { useAdminWrite } from '../lib/admin-write';
import styles from './DescriptionField.module.css';

/** The longest description the database accepts (check constraint in the issue-20 migration). */
export const DESCRIPTION_MAX = 300;
const FAILED = 'No se pudo guardar la descripción, inténtalo nuevamente';

// An image's description (issue 20), edited beside the image: what it shows, in the studio's
// words, for screen readers and search (the public pages use it as the image's alt). Saved on
// its own, without sending the image again; empty means "use the generated text".
export function DescriptionField({
  value,
  onSave,
}: {
  value: string | null;
  /** Writes the new description (null to clear it); throws when the write fails. */
  onSave: (description: string | null) => Promise<void>;
}) {
  const { run } = useAdminWrite();
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const trimmed = text.trim();
  const dirty = trimmed !== (value ?? '');

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!dirty) return;
    await run(FAILED, () => onSave(trimmed === '' ? null : trimmed));
  }

  return (
    <form className={styles.form} onSubmit={save}>
      <label className={styles.label} htmlFor={id}>
        Descripción
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          value={text}
          maxLength={DESCRIPTION_MAX}
          placeholder="Qué muestra la imagen"
          onChange={(event) => setText(event.target.value)}
        />
        <button className={styles.save} type="submit" disabled={!dirty} aria-label="Guardar descripción">
          Guardar
        </button>
      </div>
    </form>
  );
}
