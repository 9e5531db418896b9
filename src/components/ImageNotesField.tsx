import { useState, type FormEvent } from 'react';
import { useAdminWrite } from '../lib/admin-write';
import type { ImageNotes } from '../../core/credits/credit';
import { draftNotes, notesDraft, notesErrors, type NotesErrors } from '../../core/credits/notes-draft';
import { ImageNotesInputs } from './ImageNotesInputs';
import styles from './ImageNotesField.module.css';

const FAILED = 'No se pudo guardar el pie de foto o el crédito, inténtalo nuevamente';

// An image's caption and credit, edited beside its description and saved on their own with
// 'Guardar': only what changed is sent; a field the database would refuse says why under it and
// nothing is sent. Folded while the image has neither, so a long list of renders stays short.
export function ImageNotesField({
  value,
  onSave,
}: {
  value: ImageNotes;
  /** Writes the notes that changed; throws when the write fails. */
  onSave: (changes: Partial<ImageNotes>) => Promise<void>;
}) {
  const { run } = useAdminWrite();
  const [draft, setDraft] = useState(() => notesDraft(value));
  const [errors, setErrors] = useState<NotesErrors>({});
  const typed = draftNotes(draft);
  const changes: Partial<ImageNotes> = {};
  if (typed.caption !== value.caption) changes.caption = typed.caption;
  if (typed.caption_en !== value.caption_en) changes.caption_en = typed.caption_en;
  if (JSON.stringify(typed.credit) !== JSON.stringify(value.credit)) changes.credit = typed.credit;
  const dirty = Object.keys(changes).length > 0;

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = notesErrors(draft);
    setErrors(found);
    if (!dirty || Object.keys(found).length > 0) return;
    await run(FAILED, () => onSave(changes));
  }

  return (
    <details className={styles.details} open={Boolean(value.caption || value.credit) || undefined}>
      <summary className={styles.summary}>Pie de foto y crédito</summary>
      <form className={styles.form} onSubmit={save} noValidate>
        <ImageNotesInputs
          value={draft}
          onChange={(change) => setDraft({ ...draft, ...change })}
          errors={errors}
        />
        <div className={styles.actions}>
          <button
            className={styles.save}
            type="submit"
            disabled={!dirty}
            aria-label="Guardar pie de foto y crédito"
          >
            Guardar
          </button>
        </div>
      </form>
    </details>
  );
}
