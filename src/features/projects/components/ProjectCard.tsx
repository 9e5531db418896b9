import { Link } from '../../../lib/navigation';
import { projects as words } from '../../../../core/i18n/es/projects';
import { coverAlt, projectPathIn } from '../../../../core/i18n/localized-text';
import { shownText } from '../../../i18n/shown-text';
import { useLang, useTexts } from '../../../i18n/texts';
import type { CardProject } from '../api/gallery';
import { imageSrcSet, imageUrl } from '../../../lib/image-url';
import styles from './ProjectCard.module.css';
import { focusStyle } from '../../../../core/media/focal-point';

interface ProjectCardProps {
  project: CardProject;
  /** Cards in the first row load at once; the rest only when scrolled near. */
  eager?: boolean;
}

// Card sizes in the grid (ProjectGrid.module.css): 1 column, 2 from 640 px, 3 from 1024 px. On a
// phone the card is the screen's width, but its picture is asked for as at about two device pixels
// per CSS pixel (62vw): a phone of three then takes the 960 px copy, not the 1440 px one, which
// at a card's size it cannot tell apart, and a gallery of cards costs its data plan half as much.
const SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 62vw';

/** One project, an item of the grid's list: its cover render in a fixed 4:3 frame, title, subtitle, place and year. */
export function ProjectCard({ project, eager = false }: ProjectCardProps) {
  const srcSet = imageSrcSet(project.render, [480, 800, 1200], project.render_widths);
  const lang = useLang();
  const t = useTexts(words, (c) => c.projects);
  const title = shownText(lang, project.title, project.title_en);
  return (
    <li className={styles.card}>
      <div className={styles.frame}>
        {project.render ? (
          <img
            className={styles.image}
            style={focusStyle(project.render_focus_x, project.render_focus_y)}
            src={imageUrl(project.render, 800, 75, project.render_widths)}
            srcSet={srcSet || undefined}
            sizes={SIZES}
            {...coverAlt(lang, project, t.cover)}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={styles.noImage}>{title}</span>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          {/* The link covers the whole card (::after) so the card is one click target. */}
          <Link to={projectPathIn(lang, project)} className={styles.link}>
            <span>{title}</span>
            <span className="visually-hidden"> – </span>
            <span className={styles.subtitle}>{shownText(lang, project.subtitle, project.subtitle_en)}</span>
          </Link>
        </h3>
        <p className={styles.meta}>
          {shownText(lang, project.location, project.location_en)} · {project.year}
        </p>
      </div>
    </li>
  );
}
