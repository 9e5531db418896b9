import { lazy, Suspense, useEffect, useRef, type KeyboardEvent } from 'react';
import { media } from '../../../../core/i18n/es/media';
import { useTexts } from '../../../i18n/texts';
import { readDetail } from '../../../../core/media/detail-pyramid';
import type { StoredWidths } from '../../../../core/media/image-url';
import { imageSrcSet, imageUrl } from '../../../lib/image-url';
import type { TourInput } from './slide-image';
import { useSwipe } from './use-swipe';
import { ImageNote } from '../../../components/ImageNote';
import { notesOf, type ImageNotes } from '../../../../core/credits/credit';
import { SlideArrows } from './SlideArrows';
import styles from './Lightbox.module.css';

// The viewers of full detail come with the first plano (or 360° render) that has it: each is its
// own chunk, and the libraries they load are chunks of their own again.
const DeepZoomView = lazy(() => import('./DeepZoomView').then((m) => ({ default: m.DeepZoomView })));
const PanoramaView = lazy(() => import('./PanoramaView').then((m) => ({ default: m.PanoramaView })));
// A 360° render opens as one room of the project's walk (doors, plano): its own chunk again.
const RoomTour = lazy(() => import('./RoomTour').then((m) => ({ default: m.RoomTour })));

interface LightboxProps {
  open: boolean;
  url: string;
  /** Its widths stored at upload, if any. */
  widths?: StoredWidths;
  /** Its full detail as stored, if kept: a plano opens in the deep-zoom viewer. */
  detail?: unknown;
  /** A 360° render: the walk through the project's rooms it opens. */
  tour?: TourInput;
  alt: string;
  /** 'es' when `alt` is the Spanish shown on an English page. */
  altLang?: 'es';
  /** Its caption and credit, under it (the deep-zoom and 360° views too). */
  notes?: ImageNotes;
  /** Or the row that holds them (its `caption`, `caption_en`, `credit`), read here. */
  noteRow?: Record<string, unknown>;
  /** "2 / 5" */
  counter: string;
  /** False when there is a single image: no arrows then. */
  canNavigate: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
}

/**
 * One image as large as the screen allows. A native modal <dialog>: it traps focus, makes the
 * page behind inert and closes on Escape by itself; arrows (buttons, keys, swipe) move through
 * the same list as the slider behind it.
 */
export function Lightbox({
  open,
  url,
  widths,
  detail: stored,
  tour,
  alt,
  altLang,
  notes,
  noteRow,
  counter,
  canNavigate,
  onPrevious,
  onNext,
  onClose,
}: LightboxProps) {
  const t = useTexts(media, (c) => c.media);
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const swipe = useSwipe(onPrevious, onNext);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // Focused when it opens, not through React's autoFocus: React calls focus() when the
      // button is first mounted, closed dialog and all, and focus() makes the browser compute
      // the style of the whole page just committed, inside that task.
      close.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (!canNavigate) return;
    if (event.key === 'ArrowLeft') onPrevious();
    else if (event.key === 'ArrowRight') onNext();
    else return;
    // The slider behind listens for the same keys; one key press must move one image.
    event.preventDefault();
    event.stopPropagation();
  }

  const srcSet = imageSrcSet(url, undefined, widths);
  // Checked whole: a value the site cannot trust opens today's large image instead.
  const detail = readDetail(stored);
  // A 360° render's full detail carries its panorama texture: it opens in the panorama viewer.
  const panorama = Boolean(detail?.texture) || Boolean(tour);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={t.zoomed}
      onClose={onClose}
      onKeyDown={onKeyDown}
      // A click on the backdrop (the dialog element itself, outside the figure) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        // Dragging a zoomable view moves inside it: no swipe to the next image there.
        <figure className={styles.figure} {...(detail || panorama ? {} : swipe)}>
          {tour ? (
            <Suspense fallback={null}>
              <RoomTour key={url} tour={tour} />
            </Suspense>
          ) : panorama ? (
            <Suspense fallback={null}>
              <PanoramaView
                key={url}
                url={url}
                texture={detail?.texture ?? null}
                widths={widths}
                alt={alt}
                altLang={altLang}
              />
            </Suspense>
          ) : detail ? (
            <Suspense fallback={null}>
              <DeepZoomView key={url} detail={detail} alt={alt} altLang={altLang} />
            </Suspense>
          ) : (
            <img
              className={styles.image}
              src={imageUrl(url, 1920, 75, widths)}
              srcSet={srcSet || undefined}
              sizes="100vw"
              alt={alt}
              lang={altLang}
            />
          )}
          {/* The image's caption and credit under it, then where it is in the list. A walk
              through rooms shows the room the visitor is in, not the one it opened at. */}
          {!tour && <ImageNote notes={notes ?? (noteRow && notesOf(noteRow))} className={styles.note} />}
          <figcaption className={styles.counter} aria-live="polite">
            {counter}
          </figcaption>
        </figure>
      )}
      <button ref={close} type="button" className={styles.close} onClick={onClose} aria-label={t.close}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M5 5l14 14M19 5L5 19" />
        </svg>
      </button>
      {canNavigate && <SlideArrows classes={styles} onPrevious={onPrevious} onNext={onNext} />}
    </dialog>
  );
}
