import { imageUrl } from '../../../../lib/image-url';
import type { Project } from '../../../../lib/database.types';
import styles from './ProjectList.module.css';

// The projects, in slide order (SPEC §3), each with its cover thumbnail.
export function ProjectList({
  projects,
  selectedId,
  onSelect,
}: {
  projects: Project[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  if (projects.length === 0) return <p className={styles.empty}>Todavía no hay proyectos.</p>;
  return (
    <ul className={styles.list} aria-label="Proyectos">
      {projects.map((project) => (
        <li key={project.id}>
          <button
            type="button"
            className={styles.listItem}
            aria-current={project.id === selectedId ? 'true' : undefined}
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
        </li>
      ))}
    </ul>
  );
}
