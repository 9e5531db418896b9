import { useCallback, useEffect, useState } from 'react';
import type { Project } from '../../../../../core/database-shapes';
import { getProjects } from '../../api/projects';
import { updateProject } from '../../api/project-writes';
import { useAdminWrite } from '../../../../lib/admin-write';
import { NewProjectForm } from './NewProjectForm';
import { ProjectEditor } from './ProjectEditor';
import { ProjectList } from './ProjectList';
import styles from './ProjectsAdmin.module.css';

// The 'Proyectos' tab: the list on the left; on the right either the "new project" form or the
// selected project's editor. Opens on the first project, or on the form when there is none.
export function ProjectsAdmin() {
  const [projects, setProjects] = useState<Project[] | null>(null);
  const [selection, setSelection] = useState<number | 'new' | null>(null);
  const { run } = useAdminWrite();

  // Bumped to read the list again from the database (after a refused or half-done write, or a
  // move: another tab may have changed the order meanwhile).
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let current = true;
    void getProjects().then((rows) => {
      if (current) setProjects(rows);
    });
    return () => {
      current = false;
    };
  }, [version]);

  if (!projects) return <p className={styles.muted}>Cargando proyectos…</p>;

  const selected =
    selection === 'new' ? null : (projects.find((p) => p.id === selection) ?? projects[0] ?? null);
  const showForm = selection === 'new' || !selected;

  async function move(project: Project, toIndex: number) {
    let rows: Project[] | undefined;
    // Saved at once; then the list as the database has it (another tab may have moved others).
    const ok = await run('No se pudo cambiar el orden, inténtalo nuevamente', async () => {
      await updateProject(project.id, { position: toIndex + 1 });
      rows = await getProjects();
    });
    if (ok && rows) setProjects(rows);
  }

  function replace(updated: Project) {
    setProjects((list) => (list ?? []).map((p) => (p.id === updated.id ? updated : p)));
  }

  return (
    <div className={styles.layout}>
      <div className={styles.sidebar}>
        <button
          type="button"
          className={styles.newButton}
          aria-pressed={showForm}
          onClick={() => setSelection('new')}
        >
          <span aria-hidden="true">+</span> Nuevo proyecto
        </button>
        <ProjectList
          projects={projects}
          selectedId={showForm ? null : (selected?.id ?? null)}
          onSelect={setSelection}
          onMove={(project, to) => void move(project, to)}
        />
      </div>
      <div className={styles.detail}>
        {showForm ? (
          <NewProjectForm
            projects={projects}
            onStale={reload}
            onCreated={(project) => {
              setProjects((list) => [...(list ?? []), project]);
              // Stay on the (now cleared) form, SPEC §5; the notice offers to open the project.
              setSelection('new');
            }}
            onOpen={setSelection}
          />
        ) : (
          <ProjectEditor
            key={selected.id}
            project={selected}
            projects={projects}
            onSaved={replace}
            onStale={reload}
            onDeleted={(id) => {
              setProjects((list) => (list ?? []).filter((p) => p.id !== id));
              setSelection(null);
            }}
          />
        )}
      </div>
    </div>
  );
}
