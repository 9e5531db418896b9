import type { ReactNode } from 'react';
import { Link } from '../../../lib/navigation';
import { VideoPlayer } from '../../../components/VideoPlayer';
import { projectPage } from '../../../../core/i18n/es/project-page';
import { projects as words } from '../../../../core/i18n/es/projects';
import { typeNames } from '../../../../core/i18n/es/type-names';
import { pathIn } from '../../../../core/i18n/lang';
import { coverAlt, fallbackLang, inLang, projectNameIn } from '../../../../core/i18n/localized-text';
import { shownText } from '../../../i18n/shown-text';
import { useLang, useTexts } from '../../../i18n/texts';
import type { Project } from '../../../../core/database-shapes';
import { appCoverImage } from '../../../lib/hero-images';
import type { StoredWidths } from '../../../../core/media/image-url';
import styles from './ProjectDetails.module.css';
import { ProjectFacts } from './ProjectFacts';
import { FactRows } from './FactRows';
import { ImageNote } from '../../../components/ImageNote';
import { notesOf } from '../../../../core/credits/credit';
import { focusStyle } from '../../../../core/media/focal-point';

interface ProjectDetailsProps {
  project: Project;
  /** Other projects the same URL name fits (see core/addresses/route-name.ts); offered, never hidden. */
  alternatives: Project[];
  onShowAlternative: (project: Project) => void;
  /** The media slider, placed after the facts. */
  children?: ReactNode;
  /** The client's name, when the studio shows it. */
  client?: string | null;
  /** Collaborators, awards, publications and credits, after the slider. */
  sheet?: ReactNode;
}

/**
 * A project page (SPEC §2): the project video in loop mode filling the top of the screen
 * (its cover render while the video loads, or instead of a missing video), then title,
 * subtitle, description, 'Año' and 'Locación'.
 */
/** The cover's src, srcset and sizes, as the server preloads them (core/media/hero-images.ts). */
function coverProps(render: string, widths: StoredWidths) {
  const image = appCoverImage(render, widths);
  return { src: image.src, srcSet: image.srcSet || undefined, sizes: image.sizes };
}

/** The hero's caption and credit: the video's where the studio wrote some, else its cover's (its poster). */
function heroNotes(project: Project) {
  const video = project.video ? notesOf(project, 'video_') : null;
  return video && (video.caption || video.credit) ? video : notesOf(project, 'render_');
}

export function ProjectDetails({
  project,
  alternatives,
  onShowAlternative,
  children,
  client,
  sheet,
}: ProjectDetailsProps) {
  const lang = useLang();
  const t = useTexts(words, (c) => c.projects);
  const page = useTexts(projectPage, (c) => c.projectPage);
  const names = useTexts(typeNames, (c) => c.typeNames);
  const name = projectNameIn(lang, project);
  // Paragraphs of the description in the page's language (marked Spanish where it fell back).
  const paragraphs = inLang(lang, project.description, project.description_en)
    .split(/\n\s*\n/)
    .filter((p) => p.trim() !== '');
  return (
    <article className={styles.page}>
      <header className={styles.hero} data-nav-hero>
        <div className={styles.media}>
          {project.video ? (
            <VideoPlayer
              src={project.video}
              phoneSrc={project.video_phone}
              type={project.video_type}
              phoneType={project.video_phone_type}
              posterImage={project.render ? appCoverImage(project.render, project.render_widths) : undefined}
              poster={project.render ? undefined : (project.video_poster ?? undefined)}
              // The cover as the video's poster keeps the cover's point.
              focus={project.render ? focusStyle(project.render_focus_x, project.render_focus_y) : undefined}
              loop
              label={page.video(name.title, name.subtitle)}
              className={styles.video}
            />
          ) : project.render ? (
            <img
              className={styles.cover}
              style={focusStyle(project.render_focus_x, project.render_focus_y)}
              {...coverProps(project.render, project.render_widths)}
              {...coverAlt(lang, project, t.cover)}
              fetchPriority="high"
            />
          ) : null}
        </div>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{names[project.type]}</p>
          <h1 className={styles.title}>{shownText(lang, project.title, project.title_en)}</h1>
          <p className={styles.subtitle}>{shownText(lang, project.subtitle, project.subtitle_en)}</p>
        </div>
      </header>
      {/* The hero's caption and credit under it, never over the picture. */}
      <ImageNote notes={heroNotes(project)} className={styles.heroNote} />

      {alternatives.length > 0 && (
        <aside className={styles.notice} aria-label={page.sameName}>
          <p>{page.sameNameLead}</p>
          <ul>
            {alternatives.map((alt) => (
              <li key={alt.id}>
                <button type="button" onClick={() => onShowAlternative(alt)}>
                  {projectNameIn(lang, alt).title} – {projectNameIn(lang, alt).subtitle}
                </button>
              </li>
            ))}
          </ul>
        </aside>
      )}

      <section className={styles.details} aria-label={page.sheet}>
        <div className={styles.description} lang={fallbackLang(lang, project.description_en)}>
          {paragraphs.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
        <ProjectFacts project={project} className={styles.facts} withType>
          <FactRows project={project} client={client} />
        </ProjectFacts>
      </section>

      {children && <div className={styles.media2}>{children}</div>}
      {sheet}

      <nav className={styles.back} aria-label={page.back}>
        <Link to={pathIn(lang, `/ProjectsGallery?type=${encodeURIComponent(project.type)}`)}>
          <span aria-hidden="true">←</span> {page.backToGallery}
        </Link>
      </nav>
    </article>
  );
}
