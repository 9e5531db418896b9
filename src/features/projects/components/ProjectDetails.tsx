import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VideoPlayer } from '../../../components/VideoPlayer';
import type { Project } from '../../../lib/database.types';
import { coverImage } from '../../../lib/hero-images';
import type { StoredWidths } from '../../../lib/image-url';
import styles from './ProjectDetails.module.css';
import { ProjectFacts } from './ProjectFacts';

interface ProjectDetailsProps {
  project: Project;
  /** Other projects the same URL name fits (see route-name.ts); offered, never hidden. */
  alternatives: Project[];
  onShowAlternative: (project: Project) => void;
  /** The media slider, placed after the facts. */
  children?: ReactNode;
}

/**
 * A project page (SPEC §2): the project video in loop mode filling the top of the screen
 * (its cover render while the video loads, or instead of a missing video), then title,
 * subtitle, description, 'Año' and 'Locación'.
 */
/** The cover's src, srcset and sizes, as the server preloads them (hero-images.ts). */
function coverProps(render: string, widths: StoredWidths) {
  const image = coverImage(render, undefined, widths);
  return { src: image.src, srcSet: image.srcSet || undefined, sizes: image.sizes };
}

export function ProjectDetails({ project, alternatives, onShowAlternative, children }: ProjectDetailsProps) {
  const paragraphs = project.description.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <article className={styles.page}>
      <header className={styles.hero} data-nav-hero>
        <div className={styles.media}>
          {project.video ? (
            <VideoPlayer
              src={project.video}
              phoneSrc={project.video_phone}
              posterImage={
                project.render ? coverImage(project.render, undefined, project.render_widths) : undefined
              }
              poster={project.render ? undefined : (project.video_poster ?? undefined)}
              loop
              label={`Video del proyecto ${project.title}, ${project.subtitle}`}
              className={styles.video}
            />
          ) : project.render ? (
            <img
              className={styles.cover}
              {...coverProps(project.render, project.render_widths)}
              alt={project.render_description || `Render principal de ${project.title}, ${project.subtitle}`}
              fetchPriority="high"
            />
          ) : null}
        </div>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{project.type}</p>
          <h1 className={styles.title}>{project.title}</h1>
          <p className={styles.subtitle}>{project.subtitle}</p>
        </div>
      </header>

      {alternatives.length > 0 && (
        <aside className={styles.notice} aria-label="Otros proyectos con este nombre">
          <p>Este enlace también corresponde a:</p>
          <ul>
            {alternatives.map((alt) => (
              <li key={alt.id}>
                <button type="button" onClick={() => onShowAlternative(alt)}>
                  {alt.title} – {alt.subtitle}
                </button>
              </li>
            ))}
          </ul>
        </aside>
      )}

      <section className={styles.details} aria-label="Ficha del proyecto">
        <div className={styles.description}>
          {paragraphs.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
        <ProjectFacts project={project} className={styles.facts} withType />
      </section>

      {children && <div className={styles.media2}>{children}</div>}

      <nav className={styles.back} aria-label="Volver">
        <Link to={`/ProjectsGallery?type=${encodeURIComponent(project.type)}`}>
          <span aria-hidden="true">←</span> Volver a la galería
        </Link>
      </nav>
    </article>
  );
}
