import type { ImageSources } from '../config/studio-texts';
import styles from './StaticPicture.module.css';

interface StaticPictureProps {
  /** The original file: the fallback for browsers without srcset. */
  src: string;
  sources: ImageSources;
  /** How wide the image is laid out, as the `sizes` attribute says it. */
  sizes: string;
  alt: string;
  className?: string;
}

/**
 * A photo shipped with the site (not from storage), at the width it is shown and in AVIF where
 * the browser takes it. Lazy: none of these is a page's largest first-screen image.
 */
export function StaticPicture({ src, sources, sizes, alt, className }: StaticPictureProps) {
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <img
        className={className}
        src={src}
        srcSet={sources.webp}
        sizes={sizes}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
