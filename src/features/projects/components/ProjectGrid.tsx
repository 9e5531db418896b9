import { useEffect, useRef, type RefObject } from 'react';
import type { CardProject } from '../api/gallery';
import { ProjectCard } from './ProjectCard';
import styles from './ProjectGrid.module.css';

interface ProjectGridProps {
  /** null while the list is loading. */
  projects: CardProject[] | null;
  emptyText: string;
  /** How many cards load their image at once (the first row); the rest are lazy. */
  eagerCount?: number;
  /** A card that takes the focus once drawn (the first one 'Ver más' added), then cleared. */
  focusIndexRef?: RefObject<number | null>;
}

const PLACEHOLDERS = 3;

/** Cards in a 1/2/3-column grid; same-size placeholders while loading so nothing jumps. */
export function ProjectGrid({ projects, emptyText, eagerCount = 3, focusIndexRef }: ProjectGridProps) {
  const grid = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const index = focusIndexRef?.current;
    if (!focusIndexRef || index === null || index === undefined || !projects || projects.length <= index)
      return;
    focusIndexRef.current = null;
    grid.current?.querySelectorAll('a')[index]?.focus();
  }, [projects, focusIndexRef]);
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
    <ul ref={grid} className={styles.grid}>
      {projects.map((project, i) => (
        <ProjectCard key={project.id} project={project} eager={i < eagerCount} />
      ))}
    </ul>
  );
}
