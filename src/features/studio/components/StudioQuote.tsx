import type { ReactNode } from 'react';
import { whoWeAre } from '../../../../core/i18n/es/who-we-are';
import { useTexts } from '../../../i18n/texts';
import { StaticPicture } from '../../../components/StaticPicture';
import type { ImageSources } from '../../../config/studio-texts';
import styles from './StudioQuote.module.css';

interface StudioQuoteProps {
  text: ReactNode;
  author: ReactNode;
  image: string;
  /** `image` at several widths and formats. */
  imageSources: ImageSources;
  imageAlt: string;
}

// The photo's width in the layout (StudioQuote.module.css): the full column on a phone, 5/12 of
// the 1200 px content width from 768 px.
const IMAGE_SIZES = '(min-width: 1200px) 500px, (min-width: 768px) 42vw, 100vw';

/** The founders' words beside a photograph of the studio's work. */
export function StudioQuote({ text, author, image, imageSources, imageAlt }: StudioQuoteProps) {
  return (
    <section className={styles.section} aria-label={useTexts(whoWeAre, (c) => c.whoWeAre).quoteLabel}>
      <figure className={styles.figure}>
        <div className={styles.frame}>
          <StaticPicture
            className={styles.image}
            src={image}
            sources={imageSources}
            sizes={IMAGE_SIZES}
            alt={imageAlt}
          />
        </div>
        <div className={styles.body}>
          <blockquote className={styles.quote}>
            <p>{text}</p>
          </blockquote>
          <figcaption className={styles.author}>— {author}</figcaption>
        </div>
      </figure>
    </section>
  );
}
