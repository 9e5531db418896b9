import { useState, type FormEvent } from 'react';
import { AlertMessage } from '../../../../components/AlertMessage';
import { useAdminWrite } from '../../../../lib/admin-write';
import type { Project } from '../../../../../core/database-shapes';
import { updateProject } from '../../api/project-writes';
import { addressClash, isAddressClash } from '../../project-address';
import { ProjectFieldsInputs } from './ProjectFields';
import { changedFields, fieldsOf, trimValues, valuesOf, type ProjectValues } from './project-values';
import { MESSAGES } from './messages';
import styles from './ProjectsAdmin.module.css';

// Edit a project's data. Mounted per project (keyed by id), so switching projects starts fresh.
export function ProjectDetailsForm({
  project,
  projects,
  onSaved,
  onStale,
}: {
  project: Project;
  /** Every project the panel knows, to tell while typing that an address is taken. */
  projects: readonly Project[];
  onSaved: (project: Project) => void;
  /** The database knew a project the list did not (another tab added it): reload the list. */
  onStale: () => void;
}) {
  const { run } = useAdminWrite();
  const [values, setValues] = useState<ProjectValues>(() => valuesOf(project));
  const [invalid, setInvalid] = useState(false);
  const { trimmed, complete } = trimValues(values);
  const changes = changedFields(project, trimmed);
  const dirty = Object.keys(changes).length > 0;
  const clash = addressClash(projects, fieldsOf(trimmed), project.id);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setInvalid(!complete);
    if (!complete || !dirty || clash) return;
    let saved: Project | undefined;
    const ok = await run(
      (error) => {
        if (isAddressClash(error)) onStale();
        return MESSAGES.editProject;
      },
      async () => {
        saved = await updateProject(project.id, changes);
      },
    );
    if (ok && saved) {
      setValues(valuesOf(saved));
      onSaved(saved);
    }
  }

  return (
    <form
      className={styles.card}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`project-data-${project.id}`}
    >
      <h3 id={`project-data-${project.id}`} className={styles.cardTitle}>
        Datos del proyecto
      </h3>
      {invalid && <AlertMessage message={MESSAGES.required} />}
      {clash && <AlertMessage message={clash} />}
      <ProjectFieldsInputs values={values} onChange={setValues} />
      <div className={styles.actions}>
        {dirty && (
          <button className={styles.secondary} type="button" onClick={() => setValues(valuesOf(project))}>
            Descartar cambios
          </button>
        )}
        <button className={styles.primary} type="submit" disabled={!dirty}>
          Guardar cambios
        </button>
      </div>
    </form>
  );
}
