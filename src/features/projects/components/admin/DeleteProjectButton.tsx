import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useAdminWrite } from '../../../../lib/admin-write';
import type { Project } from '../../../../../core/database-shapes';
import { moveToTrash, TRASH_NOTICE } from '../../../../lib/trash';
import { getBlueprints, getRenders } from '../../api/media';
import type { ProjectContents } from '../../api/project-writes';
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

const FAILED = 'No se pudo eliminar el proyecto, inténtalo nuevamente';

// 'Eliminar proyecto': asks first, saying what goes, then moves the project with its
// renders and planos to the Papelera (the database takes them along and hides them from
// the site at once; files stay until it is deleted for good). On any failure the panel reloads its
// list from the database, so it shows exactly what is left.
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
    const ok = await run(FAILED, () => moveToTrash('Project', project.id, 'eliminar proyecto'));
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
            ? `Se eliminarán ${contentsText(project, contents)}, y su página dejará de existir. ${TRASH_NOTICE}`
            : undefined
        }
        onConfirm={() => void confirm()}
        onCancel={() => setContents(null)}
      />
    </>
  );
}
