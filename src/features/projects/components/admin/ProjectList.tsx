import { SortableList } from '../../../../components/SortableList';
import { imageUrl } from '../../../../lib/image-url';
import type { Project } from '../../../../../core/database-shapes';
import styles from './ProjectList.module.css';

// The projects, in slide order (SPEC §3) — the order the studio sets here by dragging or with the
// 'Mover arriba' / 'Mover abajo' buttons — each with its cover thumbnail.
export function ProjectList({
  projects,
  selectedId,
  onSelect,
  onMove,
}: {
  projects: Project[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onMove: (project: Project, toIndex: number) => void;
}) {
  if (projects.length === 0) return <p className={styles.empty}>Todavía no hay proyectos.</p>;
  return (
    <SortableList
      items={projects}
      label="Proyectos"
      layout="list"
      className={styles.list}
      itemClassName={styles.row}
      controlsClassName={styles.rowControls}
      // By position, not by name: the item's own button is named by its title (and found so).
      itemLabel={(_, index) => `proyecto ${index + 1}`}
      spokenName={(project) => `${project.title} — ${project.subtitle}`}
      onMove={onMove}
      renderItem={(project) => (
        <button
          type="button"
          className={styles.listItem}
          aria-current={project.id === selectedId ? 'true' : undefined}
          data-project={project.id}
          onClick={() => onSelect(project.id)}
        >
          {project.render ? (
            <img className={styles.listThumb} src={imageUrl(project.render, 160)} alt="" loading="lazy" />
          ) : (
            <span className={styles.listThumb} aria-hidden="true" />
          )}
          <span className={styles.listText}>
            <span className={styles.listTitle}>{project.title}</span>
            <span className={styles.listSubtitle}>
              {project.subtitle} · {project.type}
            </span>
          </span>
        </button>
      )}
    />
  );
}
