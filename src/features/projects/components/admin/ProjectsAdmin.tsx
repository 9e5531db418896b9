import { useCallback, useEffect, useState } from 'react';
import type { Project } from '../../../../../core/database-shapes';
import { getProjects } from '../../api/projects';
import { updateProject } from '../../api/project-writes';
import { useAdminWrite } from '../../../../lib/admin-write';
import { NewProjectForm } from './NewProjectForm';
import { ProjectEditor } from './ProjectEditor';
import { ProjectList } from './ProjectList';
import styles from './ProjectsAdmin.module.css';
import { useProjectScreen } from './use-project-screen';

// The 'Proyectos' tab: the list on the left; on the right either the "new project" form or the
// selected project's editor. Opens on the first project, or on the form when there is none. On a
// phone (one screen at a time) it opens on the list; a project opens as a screen of its own, with
// a way back to the list where it was (use-project-screen.ts).
export function ProjectsAdmin() {
  const [projects, setProjects] = useState<Project[] | null>(null);
  const { selection, oneScreen, open, backToList, close, editorRef, listRef } = useProjectScreen();
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

  const found = projects.find((p) => p.id === selection) ?? null;
  // Side by side, the first project fills the editor until another is chosen; on one screen,
  // nothing chosen (or a project since deleted) is the list.
  const selected = selection === 'new' ? null : (found ?? (oneScreen ? null : (projects[0] ?? null)));
  const showForm = selection === 'new' || (!selected && !oneScreen);
  const onEditor = oneScreen ? showForm || selected !== null : true;

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
    <div className={styles.layout} data-screen={oneScreen ? (onEditor ? 'editor' : 'list') : undefined}>
      <div ref={listRef} className={styles.sidebar}>
        <button
          type="button"
          className={styles.newButton}
          aria-pressed={showForm}
          data-project="nuevo"
          onClick={() => open('new')}
        >
          <span aria-hidden="true">+</span> Nuevo proyecto
        </button>
        <ProjectList
          projects={projects}
          selectedId={showForm ? null : (selected?.id ?? null)}
          onSelect={open}
          onMove={(project, to) => void move(project, to)}
        />
      </div>
      {onEditor && (
        <div
          ref={editorRef}
          className={styles.detail}
          tabIndex={-1}
          role="region"
          aria-label={showForm ? 'Nuevo proyecto' : `Editar «${selected!.title}»`}
        >
          {oneScreen && (
            <button type="button" className={styles.backButton} onClick={backToList}>
              <span aria-hidden="true">‹</span> Todos los proyectos
            </button>
          )}
          {showForm ? (
            <NewProjectForm
              projects={projects}
              onStale={reload}
              onCreated={(project) => {
                setProjects((list) => [...(list ?? []), project]);
                // Stay on the (now cleared) form, SPEC §5; the notice offers to open the project.
              }}
              onOpen={open}
            />
          ) : (
            <ProjectEditor
              key={selected!.id}
              project={selected!}
              projects={projects}
              onSaved={replace}
              onStale={reload}
              onDeleted={(id) => {
                setProjects((list) => (list ?? []).filter((p) => p.id !== id));
                close();
              }}
            />
          )}
        </div>
      )}
    </div>
  );
}
