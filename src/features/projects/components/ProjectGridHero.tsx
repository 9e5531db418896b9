import { coverImage } from '../../../lib/hero-images';
import styles from './ProjectGridHero.module.css';

interface ProjectGridHeroProps {
  heading: string;
  intro: string;
  /** A render of the chosen type as backdrop; the brand colour until one is known. */
  cover: string | null;
}

/** Full-bleed opening of the projects gallery. */
export function ProjectGridHero({ heading, intro, cover }: ProjectGridHeroProps) {
  // The server preloads this same image (src, srcset, sizes: hero-images.ts).
  const image = cover ? coverImage(cover) : null;
  return (
    <header className={styles.hero} data-nav-hero>
      {cover && image && (
        // Decorative: the same render appears, described, in the first card below.
        <img
          key={cover}
          className={styles.image}
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
