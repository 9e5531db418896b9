import { useState } from 'react';
import { focusStyle } from '../../../../core/media/focal-point';
import { appCoverImage } from '../../../lib/hero-images';
import type { StoredWidths } from '../../../../core/media/image-url';
import styles from './ProjectGridHero.module.css';

interface ProjectGridHeroProps {
  heading: string;
  intro: string;
  /** A render of the chosen type as backdrop; the brand colour until one is known. */
  cover: string | null;
  /** The cover's widths stored at upload, if any. */
  coverWidths?: StoredWidths;
  /** The project whose cover it is, for its focal point (the crop keeps it in view). */
  coverFocus?: { render_focus_x: number | null; render_focus_y: number | null };
}

/** Full-bleed opening of the projects gallery. */
export function ProjectGridHero({
  heading,
  intro,
  cover,
  coverWidths,
  coverFocus: focus,
}: ProjectGridHeroProps) {
  // The server preloads this same image (src, srcset, sizes: core/media/hero-images.ts).
  const image = cover ? appCoverImage(cover, coverWidths) : null;
  // Fades in only when it replaces another render (the type changed). The first one appears at
  // once: it is drawn under the loading screen, where a fade is never seen, and an image fading
  // from opacity 0 only counts as painted (LCP) once the fade is over.
  // Between two types the cover is briefly null (the list is on its way): not a new image.
  const [current, setCurrent] = useState(cover);
  const [replacing, setReplacing] = useState(false);
  if (cover !== null && cover !== current) {
    setReplacing(current !== null);
    setCurrent(cover);
  }
  return (
    <header className={styles.hero} data-nav-hero>
      {cover && image && (
        // Decorative: the same render appears, described, in the first card below.
        <img
          key={cover}
          className={styles.image}
          style={focusStyle(focus?.render_focus_x, focus?.render_focus_y)}
          data-fade={replacing || undefined}
          src={image.src}
          srcSet={image.srcSet || undefined}
          sizes={image.sizes}
          alt=""
          fetchPriority="high"
        />
      )}
      <div className={styles.text}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.intro}>{intro}</p>
      </div>
    </header>
  );
}
