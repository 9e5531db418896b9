import { useId, type ReactNode } from 'react';
import { Link } from '../../../lib/navigation';
import { PROJECT_TYPES, type ProjectType } from '../../../../core/constants';
import { typeNames } from '../../../../core/i18n/es/type-names';
import { pathIn } from '../../../../core/i18n/lang';
import { useLang, useTexts } from '../../../i18n/texts';
import type { Project } from '../../../../core/database-shapes';
import { imageSrcSet, imageUrl } from '../../../lib/image-url';
import { SectionHeader } from '../../../components/SectionHeader';
import styles from './OffersBlock.module.css';
import { focusStyle } from '../../../../core/media/focal-point';

export interface OffersBlockProps {
  /** All projects: each card shows the render of the newest project of its type. */
  projects: readonly Project[];
  eyebrow: ReactNode;
  heading: ReactNode;
  /** One line under each type's name. */
  /** Each type's introduction (config/type-texts.ts, in the page's language): its description is shown. */
  typeTexts: Record<ProjectType, { description: string }>;
}

function coverFor(projects: readonly Project[], type: ProjectType): Project | undefined {
  return projects.findLast((project) => project.type === type && project.render);
}

/** Offers block (SPEC §2 "/"): one card per project type, opening the gallery on that type. */
export function OffersBlock({ projects, eyebrow, heading, typeTexts }: OffersBlockProps) {
  const id = useId();
  const lang = useLang();
  const names = useTexts(typeNames, (c) => c.typeNames);
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <SectionHeader
        className={styles.header}
        eyebrow={eyebrow}
        heading={heading}
        headingId={`${id}-heading`}
      />
      <ul className={styles.cards}>
        {PROJECT_TYPES.map((type, index) => {
          const cover = coverFor(projects, type);
          return (
            <li key={type}>
              <Link
                to={pathIn(lang, `/ProjectsGallery?type=${encodeURIComponent(type)}`)}
                className={styles.card}
                // Named by its visible text (type and description), so speech users can say what they see.
              >
                <span className={styles.media}>
                  {cover?.render ? (
                    <img
                      className={styles.image}
                      style={focusStyle(cover.render_focus_x, cover.render_focus_y)}
                      src={imageUrl(cover.render, 960, 75, cover.render_widths)}
                      srcSet={
                        imageSrcSet(cover.render, [480, 720, 960, 1440], cover.render_widths) || undefined
                      }
                      // The card crops a ~3:2 render to its own ratio, so the width needed follows its height.
                      sizes="(max-width: 599px) 112vw, (max-width: 899px) 100vw, (max-width: 1300px) 56vw, 700px"
                      // Decorative here: the card's text says where it leads.
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                </span>
                <span className={styles.text}>
                  <span className={styles.index} aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <span className={styles.type}>
                    <span>{names[type]}</span>
                    <span className={styles.arrow} aria-hidden="true">
                      →
                    </span>
                  </span>
                  <span className={styles.description}>{typeTexts[type].description}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
