import { useRef } from 'react';
import type { GalleryPhoto } from '../../../lib/database.types';
import { imageSrcSet, imageUrl } from '../../../lib/image-url';
import styles from './GalleryStrip.module.css';

interface GalleryStripProps {
  heading: string;
  /** null while loading. */
  photos: GalleryPhoto[] | null;
  emptyText: string;
  /** Describes every photo; the Gallery table holds no captions. */
  altPrefix: string;
}

/**
 * The Gallery table's photos as a horizontal strip of same-size frames that snaps photo by
 * photo: swipe on touch screens, arrow keys once focused, arrow buttons for the mouse.
 */
export function GalleryStrip({ heading, photos, emptyText, altPrefix }: GalleryStripProps) {
  const strip = useRef<HTMLUListElement>(null);

  function scrollByPage(direction: -1 | 1) {
    const element = strip.current;
    if (!element) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: reduce ? 'auto' : 'smooth' });
  }

  return (
    <section className={styles.section} aria-labelledby="gallery-heading">
      <div className={styles.header}>
        <h2 id="gallery-heading" className={styles.heading}>
          {heading}
        </h2>
        {photos && photos.length > 1 && (
          <div className={styles.arrows}>
            <button type="button" className={styles.arrow} onClick={() => scrollByPage(-1)} aria-label="Fotos anteriores">
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M15 4l-8 8 8 8" />
              </svg>
            </button>
            <button type="button" className={styles.arrow} onClick={() => scrollByPage(1)} aria-label="Fotos siguientes">
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M9 4l8 8-8 8" />
              </svg>
            </button>
          </div>
        )}
      </div>
      {photos !== null && photos.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        // Focusable so keyboard users can scroll it with the arrow keys.
        <ul ref={strip} className={styles.strip} tabIndex={0} aria-label={heading} aria-busy={photos === null}>
          {(photos ?? []).map((photo, i, all) => (
            <li key={photo.id} className={styles.item}>
              <img
                className={styles.photo}
                src={imageUrl(photo.url, 720)}
                srcSet={imageSrcSet(photo.url, [480, 720, 960]) || undefined}
                sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 80vw"
                alt={`${altPrefix}, ${i + 1} de ${all.length}`}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
