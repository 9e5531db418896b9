import { Link } from 'react-router';
import type { Project } from '../../../lib/database.types';
import { imageSrcSet, imageUrl } from '../../../lib/image-url';
import { projectPath } from '../project-path';
import styles from './ProjectCard.module.css';

interface ProjectCardProps {
  project: Project;
  /** Cards in the first row load at once; the rest only when scrolled near. */
  eager?: boolean;
}

// Card sizes in the grid (ProjectGrid.module.css): 1 column, 2 from 640 px, 3 from 1024 px.
const SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/** One project: its cover render in a fixed 4:3 frame, title, subtitle, place and year. */
export function ProjectCard({ project, eager = false }: ProjectCardProps) {
  const srcSet = imageSrcSet(project.render, [480, 800, 1200], project.render_widths);
  return (
    <article className={styles.card}>
      <div className={styles.frame}>
        {project.render ? (
          <img
            className={styles.image}
            src={imageUrl(project.render, 800, 75, project.render_widths)}
            srcSet={srcSet || undefined}
            sizes={SIZES}
            alt={project.render_description || `Render principal de ${project.title}, ${project.subtitle}`}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={styles.noImage}>{project.title}</span>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          {/* The link covers the whole card (::after) so the card is one click target. */}
          <Link to={projectPath(project)} className={styles.link}>
            <span>{project.title}</span>
            <span className="visually-hidden"> – </span>
            <span className={styles.subtitle}>{project.subtitle}</span>
          </Link>
        </h3>
        <p className={styles.meta}>
          {project.location} · {project.year}
        </p>
      </div>
    </article>
  );
}
