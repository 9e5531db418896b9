import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { media } from '../../../../core/i18n/es/media';
import { useLang, useTexts } from '../../../i18n/texts';
import { imageSrcSet, imageUrl } from '../../../lib/image-url';
import { counterText, initialSlider, switchMode, wrapIndex, type MediaMode } from './MediaSlider.state';
import type { SlideImage } from './slide-image';
import { useSwipe } from './use-swipe';
import { ImageNote } from '../../../components/ImageNote';
import { SlideArrows } from './SlideArrows';
import styles from './MediaSlider.module.css';
import type { SlideModel } from './slide-model';

// The large view is fetched when a visitor first opens it, not with the page (as on /WhoWeAre):
// the project route stays within its 100 KiB budget.
const Lightbox = lazy(() => import('./Lightbox').then((m) => ({ default: m.Lightbox })));
// A render beside the photograph of what was built: fetched only by a project that has such a pair.
const CompareSlide = lazy(() => import('./CompareSlide').then((m) => ({ default: m.CompareSlide })));
// A project's 3D model: its poster and the viewer come when "3D" is chosen (ModelStage.tsx).
const ModelStage = lazy(() => import('./ModelStage').then((m) => ({ default: m.ModelStage })));

interface MediaSliderProps {
  /** The project's id: its walk through the 360° rooms is read when one is opened. */
  projectId?: number;
  projectTitle: string;
  renders: SlideImage[];
  blueprints: SlideImage[];
  /** The project's 3D model, if it has one: "3D" is offered beside Render and Detalle. */
  model?: SlideModel | null;
}

const MODES: MediaMode[] = ['Render', 'Detalle'];

/**
 * Renders and blueprints of a project (SPEC §2): a mode button for each non-empty list,
 * arrows that wrap, a "2 / 5" counter, and the current image opening large in a lightbox.
 * Not rendered at all when both lists are empty.
 */
export function MediaSlider({ projectId, projectTitle, renders, blueprints, model }: MediaSliderProps) {
  const [state, setState] = useState(
    () => initialSlider(renders.length, blueprints.length) ?? switchMode('Render'),
  );
  // Without renders and planos the model is all there is to show: 3D from the start.
  const [threeD, setThreeD] = useState(!renders.length && !blueprints.length);
  const [zoomed, setZoomed] = useState(false);
  const swipe = useSwipe(previous, next);
  const t = useTexts(media, (c) => c.media);
  const lang = useLang();
  if (threeD && !model) return null;

  const images = state.mode === 'Render' ? renders : blueprints;
  const total = images.length;
  const url = images[state.index]?.url ?? '';
  const widths = images[state.index]?.widths;
  const { pdf, pdfSize, detail, panorama, photo, notes } = images[state.index] ?? {};
  const counter = counterText(state.index, total);
  // The studio's words when it wrote some, else a generated text.
  const own = images[state.index]?.description;
  const altLang = own ? images[state.index]?.lang : undefined;
  const alt =
    own || (state.mode === 'Render' ? t.renderAlt : t.detailAlt)(projectTitle, state.index + 1, total);

  function move(delta: number) {
    setState(
      (s) =>
        s && {
          ...s,
          index: wrapIndex(s.index, delta, s.mode === 'Render' ? renders.length : blueprints.length),
        },
    );
  }
  function previous() {
    move(-1);
  }
  function next() {
    move(1);
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  }

  const available = MODES.filter((m) => (m === 'Render' ? renders : blueprints).length > 0);
  return (
    <section className={styles.slider} aria-labelledby="media-heading" onKeyDown={onKeyDown}>
      <div className={styles.header}>
        <h2 id="media-heading" className={styles.heading}>
          {t.heading}
        </h2>
        <div className={styles.modes} role="group" aria-label={t.modes}>
          {available.map((mode) => (
            <button
              key={mode}
              type="button"
              className={styles.mode}
              aria-pressed={!threeD && mode === state.mode}
              onClick={() => {
                setThreeD(false);
                setState(switchMode(mode));
              }}
            >
              {mode === 'Render' ? t.render : t.detail}
            </button>
          ))}
          {model && (
            <button
              type="button"
              className={styles.mode}
              aria-pressed={threeD}
              onClick={() => setThreeD(true)}
            >
              3D
            </button>
          )}
        </div>
      </div>
      {threeD && model && (
        <Suspense fallback={<div className={styles.stage} />}>
          <ModelStage model={model} title={projectTitle} open={available.length > 0} />
        </Suspense>
      )}

      <div
        className={`${styles.stage} ${state.mode === 'Detalle' ? styles.blueprint : ''}`}
        hidden={threeD}
        // Dragging the comparison's divider is no swipe to the next image.
        {...(photo ? {} : swipe)}
      >
        {photo ? (
          <Suspense fallback={null}>
            <CompareSlide render={images[state.index]!} renderAlt={alt} projectTitle={projectTitle} />
          </Suspense>
        ) : (
          <button
            type="button"
            className={styles.zoom}
            onClick={() => setZoomed(true)}
            aria-label={t.zoom(counter)}
          >
            <img
              key={url}
              className={styles.image}
              // A portrait image is shown whole, never cropped to the 16:10 frame.
              onLoad={(event) => {
                const img = event.currentTarget;
                if (img.naturalHeight > img.naturalWidth) img.classList.add(styles.whole!);
              }}
              src={imageUrl(url, 1440, 75, widths)}
              srcSet={imageSrcSet(url, undefined, widths) || undefined}
              sizes="(min-width: 1248px) 1200px, 100vw"
              alt={alt}
              lang={altLang}
              loading="lazy"
              decoding="async"
            />
          </button>
        )}
        {panorama && (
          // The slide says it is a 360° render, and opens the walk from here.
          <button
            type="button"
            className={styles.cue}
            onClick={() => setZoomed(true)}
            aria-label={t.panorama}
          >
            360°
          </button>
        )}
        {total > 1 && <SlideArrows classes={styles} onPrevious={previous} onNext={next} />}
      </div>
      <ImageNote notes={threeD ? model?.notes : notes} className={styles.note} />
      <p className={styles.counter} aria-live="polite" hidden={threeD}>
        {counter}
      </p>
      {pdf && (
        // `download`: Supabase Storage then sends it as a file to save (the embedded backend always does).
        <a className={styles.pdf} href={`${pdf}?download`} download>
          {t.pdf}
          {/* In MB, rounded up to one decimal: never "0 MB". */}
          {pdfSize ? ` (${(Math.ceil(pdfSize / 104857.6) / 10).toLocaleString(lang)} MB)` : ''}
        </a>
      )}

      {zoomed && (
        <Suspense fallback={null}>
          <Lightbox
            open
            url={url}
            widths={widths}
            detail={detail}
            tour={
              // A walk needs two rooms: one 360° render alone opens as its panorama, named by its
              // own description, as it did before rooms could be linked.
              panorama && projectId !== undefined && renders.filter((r) => r.panorama).length > 1
                ? { projectId, start: images[state.index]!, rooms: renders, planos: blueprints }
                : undefined
            }
            alt={alt}
            altLang={altLang}
            notes={notes}
            counter={counter}
            canNavigate={total > 1}
            onPrevious={previous}
            onNext={next}
            onClose={() => setZoomed(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
