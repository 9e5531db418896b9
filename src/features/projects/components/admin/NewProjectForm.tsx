import { useState, type FormEvent } from 'react';
import { AlertMessage } from '../../../../components/AlertMessage';
import { DEFAULT_NEW_PROJECT_TYPE } from '../../../../../core/constants';
import { useAdminWrite } from '../../../../lib/admin-write';
import type { Project } from '../../../../../core/database-shapes';
import { insertProject } from '../../api/project-writes';
import { addressClash, isAddressClash } from '../../project-address';
import { ProjectFieldsInputs } from './ProjectFields';
import { fieldsOf, trimValues, type ProjectValues } from './project-values';
import { MESSAGES } from './messages';
import styles from './ProjectsAdmin.module.css';

const EMPTY: ProjectValues = {
  title: '',
  subtitle: '',
  description: '',
  year: '',
  location: '',
  type: DEFAULT_NEW_PROJECT_TYPE,
  title_en: '',
  subtitle_en: '',
  description_en: '',
  location_en: '',
};

// Add a project (SPEC §5): every field required and trimmed; after adding, the form is cleared
// and the type goes back to Residencial.
export function NewProjectForm({
  projects,
  onCreated,
  onOpen,
  onStale,
}: {
  /** The projects the panel knows, to tell while typing that an address is taken. */
  projects: readonly Project[];
  onCreated: (project: Project) => void;
  onOpen: (id: number) => void;
  /** The database knew a project the list did not (another tab added it): reload the list. */
  onStale: () => void;
}) {
  const { run } = useAdminWrite();
  const [values, setValues] = useState<ProjectValues>(EMPTY);
  const [invalid, setInvalid] = useState(false);
  const [added, setAdded] = useState<Project | null>(null);
  const clash = addressClash(projects, fieldsOf(trimValues(values).trimmed));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { trimmed, complete } = trimValues(values);
    setInvalid(!complete);
    setAdded(null);
    if (!complete || clash) return;
    let created: Project | undefined;
    const ok = await run(
      (error) => {
        if (isAddressClash(error)) onStale();
        return MESSAGES.addProject;
      },
      async () => {
        created = await insertProject(fieldsOf(trimmed));
      },
    );
    if (ok && created) {
      onCreated(created);
      setValues(EMPTY);
      setAdded(created);
    }
  }

  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby="new-project-title">
      <h3 id="new-project-title" className={styles.cardTitle}>
        Nuevo proyecto
      </h3>
      <p className={styles.cardLead}>
        Completa los datos. La portada, el video, los renders y los planos se agregan después de crearlo.
      </p>
      {invalid && <AlertMessage message={MESSAGES.required} />}
      {clash && <AlertMessage message={clash} />}
      {added && (
        <div className={styles.notice} role="status">
          <span>
            Proyecto «{added.title} — {added.subtitle}» agregado. Ahora puedes agregarle portada, video,
            renders y planos.
          </span>
          <button type="button" className={styles.secondary} onClick={() => onOpen(added.id)}>
            Abrir proyecto
          </button>
        </div>
      )}
      <ProjectFieldsInputs values={values} onChange={setValues} />
      <div className={styles.actions}>
        <button className={styles.primary} type="submit">
          Agregar proyecto
        </button>
      </div>
    </form>
  );
}
