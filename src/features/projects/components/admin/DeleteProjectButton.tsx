import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useAdminWrite } from '../../../../lib/admin-write';
import type { Project } from '../../../../lib/database.types';
import { getBlueprints, getRenders } from '../../api/media';
import { deleteProject, FilesLeftError, type ProjectContents } from '../../api/project-writes';
import styles from './ProjectsAdmin.module.css';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "la portada, el video, 3 renders y 2 planos": everything that goes with the project. */
function contentsText(project: Project, contents: ProjectContents): string {
  const parts = [
    project.render ? 'la portada' : null,
    project.video ? 'el video' : null,
    count(contents.renders.length, 'render', 'renders'),
    count(contents.blueprints.length, 'plano', 'planos'),
  ].filter((p): p is string => p !== null);
  return `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}`;
}

function failureOf(error: unknown): string {
  return error instanceof FilesLeftError
    ? `El proyecto se eliminó, pero ${count(error.count, 'archivo no se pudo', 'archivos no se pudieron')} borrar del almacenamiento.`
    : 'No se pudo eliminar el proyecto, inténtalo nuevamente';
}

// 'Eliminar proyecto' (issue 20): asks first, saying what goes, then deletes the project and its
// files under the busy overlay. On any failure the panel reloads its list from the database, so
// it shows exactly what is left.
export function DeleteProjectButton({
  project,
  onDeleted,
  onStale,
}: {
  project: Project;
  onDeleted: (id: number) => void;
  onStale: () => void;
}) {
  const { run } = useAdminWrite();
  const [contents, setContents] = useState<ProjectContents | null>(null);

  async function ask() {
    const [renders, blueprints] = await Promise.all([getRenders(project.id), getBlueprints(project.id)]);
    setContents({ renders, blueprints });
  }

  async function confirm() {
    setContents(null);
    const ok = await run(failureOf, async () => {
      // Read again: a render added in another tab since the question goes too.
      const [renders, blueprints] = await Promise.all([getRenders(project.id), getBlueprints(project.id)]);
      await deleteProject(project, { renders, blueprints });
    });
    if (ok) onDeleted(project.id);
    else onStale();
  }

  return (
    <>
      <button type="button" className={styles.danger} onClick={() => void ask()}>
        Eliminar proyecto
      </button>
      <ConfirmDialog
        open={contents !== null}
        title={`¿Eliminar el proyecto «${project.title} — ${project.subtitle}»?`}
        message={
          contents
            ? `Se eliminarán ${contentsText(project, contents)}, y su página dejará de existir. No se puede deshacer.`
            : undefined
        }
        onConfirm={() => void confirm()}
        onCancel={() => setContents(null)}
      />
    </>
  );
}
