import { whoWeAre } from '../../../../core/i18n/es/who-we-are';
import { useLang, useTexts } from '../../../i18n/texts';
import { useRef } from 'react';
import type { GalleryPhoto } from '../../../../core/database-shapes';
import { imageSrcSet, imageUrl } from '../../../lib/image-url';
import { photoAlt } from '../photo-alt';
import styles from './GalleryStrip.module.css';
import { focusStyle } from '../../../../core/media/focal-point';
import { LazyImageNote } from '../../../components/LazyImageNote';

interface GalleryStripProps {
  heading: string;
  /** null while loading. */
  photos: GalleryPhoto[] | null;
  emptyText: string;
  /** When given, each photo is a button that asks to see it large (the page shows a lightbox). */
  onOpen?: (index: number) => void;
}

/**
 * The Gallery table's photos as a horizontal strip of same-size frames that snaps photo by
 * photo: swipe on touch screens, arrow keys once focused, arrow buttons for the mouse.
 */
export function GalleryStrip({ heading, photos, emptyText, onOpen }: GalleryStripProps) {
  const strip = useRef<HTMLUListElement>(null);
  const lang = useLang();
  const t = useTexts(whoWeAre, (c) => c.whoWeAre);

  function photoImage(photo: GalleryPhoto, i: number, total: number) {
    return (
      <img
        className={styles.photo}
        style={focusStyle(photo.focus_x, photo.focus_y)}
        src={imageUrl(photo.url, 720, 75, photo.widths)}
        srcSet={imageSrcSet(photo.url, [480, 720, 960], photo.widths) || undefined}
        sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 80vw"
        {...photoAlt(lang, t, photo, i, total)}
        loading="lazy"
        decoding="async"
      />
    );
  }

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
            <button
              type="button"
              className={styles.arrow}
              onClick={() => scrollByPage(-1)}
              aria-label={t.previousPhotos}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M15 4l-8 8 8 8" />
              </svg>
            </button>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => scrollByPage(1)}
              aria-label={t.nextPhotos}
            >
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
        // Without photo buttons the list itself takes focus, so the arrow keys can scroll it.
        <ul
          ref={strip}
          className={styles.strip}
          tabIndex={onOpen ? undefined : 0}
          aria-label={heading}
          aria-busy={photos === null}
        >
          {(photos ?? []).map((photo, i, all) => (
            <li key={photo.id} className={styles.item}>
              {onOpen ? (
                <button
                  type="button"
                  className={styles.open}
                  onClick={() => onOpen(i)}
                  aria-label={t.zoomPhoto(i + 1, all.length)}
                >
                  {photoImage(photo, i, all.length)}
                </button>
              ) : (
                photoImage(photo, i, all.length)
              )}
              <LazyImageNote source={{ row: photo }} className={styles.note} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
