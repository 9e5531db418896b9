import type { Project } from '../../../../core/database-shapes';
import { ProjectCard } from './ProjectCard';
import styles from './ProjectGrid.module.css';

interface ProjectGridProps {
  /** null while the list is loading. */
  projects: Project[] | null;
  emptyText: string;
  /** How many cards load their image at once (the first row); the rest are lazy. */
  eagerCount?: number;
}

const PLACEHOLDERS = 3;

/** Cards in a 1/2/3-column grid; same-size placeholders while loading so nothing jumps. */
export function ProjectGrid({ projects, emptyText, eagerCount = 3 }: ProjectGridProps) {
  if (projects === null) {
    return (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <div key={i} className={styles.placeholder} aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (projects.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.grid}>
      {projects.map((project, i) => (
        <li key={project.id}>
          <ProjectCard project={project} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
