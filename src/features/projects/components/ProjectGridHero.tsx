import { imageSrcSet, imageUrl } from '../../../lib/image-url';
import styles from './ProjectGridHero.module.css';

interface ProjectGridHeroProps {
  heading: string;
  intro: string;
  /** A render of the chosen type as backdrop; the brand colour until one is known. */
  cover: string | null;
}

/** Full-bleed opening of the projects gallery. */
export function ProjectGridHero({ heading, intro, cover }: ProjectGridHeroProps) {
  return (
    <header className={styles.hero}>
      {cover && (
        // Decorative: the same render appears, described, in the first card below.
        <img
          key={cover}
          className={styles.image}
          src={imageUrl(cover, 1920)}
          srcSet={imageSrcSet(cover) || undefined}
          sizes="100vw"
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
