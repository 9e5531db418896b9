import { useId, type ReactNode } from 'react';
import { Link } from '../../../lib/navigation';
import { projects as words } from '../../../../core/i18n/es/projects';
import { typeNames } from '../../../../core/i18n/es/type-names';
import { pathIn } from '../../../../core/i18n/lang';
import { coverAlt, projectPathIn } from '../../../../core/i18n/localized-text';
import { shownText } from '../../../i18n/shown-text';
import { useLang, useTexts } from '../../../i18n/texts';
import type { Project } from '../../../../core/database-shapes';
import { imageSrcSet, imageUrl } from '../../../lib/image-url';
import { ProjectFacts } from './ProjectFacts';
import { SectionHeader } from '../../../components/SectionHeader';
import styles from './RecentProjects.module.css';
import { focusStyle } from '../../../../core/media/focal-point';

/** How many of the newest projects the home page presents. */
export const RECENT_PROJECTS_COUNT = 3;

export interface RecentProjectsProps {
  /**
   * All projects in the studio's order. New projects go last, so the last ones are the
   * newest unless the studio moved others there: the section shows the end of the list, last first.
   */
  projects: readonly Project[];
  eyebrow: ReactNode;
  heading: ReactNode;
  emptyText: string;
  allLabel: string;
}

/**
 * Recent Projects (SPEC §2 "/"): the newest projects as alternating image and text rows, each
 * with a 'Ver mas' button that opens the project page.
 */
export function RecentProjects({ projects, eyebrow, heading, emptyText, allLabel }: RecentProjectsProps) {
  const id = useId();
  const recent = projects.slice(-RECENT_PROJECTS_COUNT).reverse();
  const lang = useLang();
  const t = useTexts(words, (c) => c.projects);
  const names = useTexts(typeNames, (c) => c.typeNames);

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <SectionHeader
        className={styles.header}
        eyebrow={eyebrow}
        heading={heading}
        headingId={`${id}-heading`}
      />

      {recent.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ol className={styles.list}>
          {recent.map((project, index) => {
            const titleId = `${id}-${project.id}`;
            return (
              <li key={project.id} className={styles.item}>
                <div className={styles.media}>
                  {project.render ? (
                    <img
                      className={styles.image}
                      style={focusStyle(project.render_focus_x, project.render_focus_y)}
                      src={imageUrl(project.render, 960, 75, project.render_widths)}
                      srcSet={
                        imageSrcSet(project.render, [480, 720, 960, 1440], project.render_widths) || undefined
                      }
                      sizes="(max-width: 899px) 100vw, (max-width: 1300px) 55vw, 700px"
                      {...coverAlt(lang, project, t.render)}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                </div>
                <div className={styles.body}>
                  <p className={styles.meta}>
                    <span aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
                    <span>{names[project.type]}</span>
                  </p>
                  <h3 id={titleId} className={styles.title}>
                    {shownText(lang, project.title, project.title_en)}
                  </h3>
                  <p className={styles.subtitle}>{shownText(lang, project.subtitle, project.subtitle_en)}</p>
                  <ProjectFacts project={project} className={styles.facts} />
                  <p className={styles.description}>
                    {shownText(lang, project.description, project.description_en)}
                  </p>
                  <Link to={projectPathIn(lang, project)} className={styles.more} aria-describedby={titleId}>
                    {t.more}
                  </Link>
                </div>
              </li>
            );
          })}
        </ol>
      )}

      {recent.length > 0 && (
        <p className={styles.allWrap}>
          <Link to={pathIn(lang, '/ProjectsGallery')} className={styles.all}>
            {allLabel}
          </Link>
        </p>
      )}
    </section>
  );
}
