import { useState, type FormEvent } from 'react';
import { ImageNotesInputs } from '../../../../components/ImageNotesInputs';
import { useAdminWrite } from '../../../../lib/admin-write';
import type { Project } from '../../../../../core/database-shapes';
import {
  draftCredit,
  notesDraft,
  notesErrors,
  type NotesErrors,
} from '../../../../../core/credits/notes-draft';
import { applyProjectCredit, type CreditTarget } from '../../api/credit-all';
import styles from './ProjectFactsForm.module.css';

const FAILED = 'No se pudo acreditar las imágenes, inténtalo nuevamente';
const TARGETS: { key: CreditTarget; label: string }[] = [
  { key: 'cover', label: 'Portada' },
  { key: 'video', label: 'Video' },
  { key: 'model', label: 'Modelo 3D' },
  { key: 'renders', label: 'Renders' },
  { key: 'planos', label: 'Planos' },
];

// One credit on every image of the project at once ('Fotografía: Ana Ruiz' on the cover, the
// video, each render and each plano): the images that already have a credit keep it unless the
// studio asks to replace those too. One transaction: all of them or none.
export function CreditAllImages({
  project,
  onApplied,
}: {
  project: Project;
  onApplied: (project: Project) => void;
}) {
  const { run } = useAdminWrite();
  const [draft, setDraft] = useState(() => notesDraft(null));
  const [errors, setErrors] = useState<NotesErrors>({});
  const [targets, setTargets] = useState<CreditTarget[]>(TARGETS.map((t) => t.key));
  const [replace, setReplace] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = notesErrors(draft);
    const credit = draftCredit(draft);
    if (!credit) found.creditName = 'Escribe a quién se acredita.';
    setErrors(found);
    setResult(null);
    if (!credit || Object.keys(found).length > 0 || targets.length === 0) return;
    let count = 0;
    const ok = await run(FAILED, async () => {
      const applied = await applyProjectCredit(project.id, credit, targets, !replace);
      count = applied.count;
      onApplied(applied.project);
    });
    if (ok)
      setResult(
        count === 0
          ? 'Ninguna imagen cambió: todas ya tenían crédito.'
          : `Listo: ${count} ${count === 1 ? 'imagen lleva' : 'imágenes llevan'} este crédito.`,
      );
  }

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby={`credit-all-${project.id}`}>
      <h3 id={`credit-all-${project.id}`} className={styles.cardTitle}>
        Crédito para todas las imágenes
      </h3>
      <p className={styles.lead}>
        Acredita de una vez la portada, el video, el modelo 3D, los renders y los planos del proyecto.
      </p>
      <ImageNotesInputs
        value={draft}
        onChange={(change) => setDraft({ ...draft, ...change })}
        errors={errors}
        creditOnly
      />
      <fieldset className={styles.list}>
        <legend className={styles.legend}>Imágenes</legend>
        <div className={styles.fields}>
          {TARGETS.map(({ key, label }) => (
            <label key={key} className={styles.check}>
              <input
                type="checkbox"
                checked={targets.includes(key)}
                onChange={(event) =>
                  setTargets(event.target.checked ? [...targets, key] : targets.filter((t) => t !== key))
                }
              />
              {label}
            </label>
          ))}
        </div>
        {targets.length === 0 && <p className={styles.error}>Elige al menos un tipo de imagen.</p>}
        <label className={styles.check}>
          <input type="checkbox" checked={replace} onChange={(event) => setReplace(event.target.checked)} />
          Sustituir también los créditos que ya tengan
        </label>
      </fieldset>
      {result && (
        <p className={styles.result} role="status">
          {result}
        </p>
      )}
      <div className={styles.actions}>
        <button className={styles.primary} type="submit" disabled={targets.length === 0}>
          Aplicar a las imágenes
        </button>
      </div>
    </form>
  );
}
