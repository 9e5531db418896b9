import { useEffect, useLayoutEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '../../../lib/navigation';
import { projects as words } from '../../../../core/i18n/es/projects';
import { coverAlt, projectPathIn } from '../../../../core/i18n/localized-text';
import { shownText } from '../../../i18n/shown-text';
import { useLang, useTexts } from '../../../i18n/texts';
import type { Project } from '../../../../core/database-shapes';
import { appSlideImage } from '../../../lib/hero-images';
import { initialHomeSliderState, homeSliderReducer } from '../home-slider-state';
import styles from './HomeSlider.module.css';
import { useSwipe } from './use-swipe';
import { focusStyle } from '../../../../core/media/focal-point';

export interface HomeSliderProps {
  projects: readonly Project[];
  /** Accessible name of the carousel region. */
  label: string;
  /** What the hero shows when there is no project yet. */
  emptyText: string;
}

const REVEAL_MS = 900;

/**
 * Home header slider (SPEC §2, §4): the current render full-bleed, the previous one underneath
 * as the preview layer it is revealed over, arrows that wrap, one dot per project, title and
 * subtitle linking to the project page. Swipe and arrow keys move it too.
 */
export function HomeSlider({ projects, label, emptyText }: HomeSliderProps) {
  const count = projects.length;
  const lang = useLang();
  const t = useTexts(words, (c) => c.projects);
  const [state, dispatch] = useReducer(homeSliderReducer, count, initialHomeSliderState);
  // New projects arriving (or a different list) start over at the first slide.
  if (state.count !== count) dispatch({ type: 'reset', count });

  const { current, previous, direction } = state;
  const layerRefs = useRef<(HTMLDivElement | null)[]>([]);
  const moved = useRef(false);
  // Other slides' images are requested only once the hero has loaded, so they never compete
  // with it for bandwidth; by then a click on an arrow finds its image ready.
  const [heroLoaded, setHeroLoaded] = useState(false);

  // The reveal animation: the current layer uncovers itself over the preview layer, from the
  // right when moving forward and from the left when moving back.
  useLayoutEffect(() => {
    if (!moved.current) return;
    const layer = layerRefs.current[current];
    if (!layer || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const from = direction === 'forward' ? 'inset(0 0 0 100%)' : 'inset(0 100% 0 0)';
    const animation = layer.animate(
      [
        { clipPath: from, transform: 'scale(1.04)' },
        { clipPath: 'inset(0 0 0 0)', transform: 'scale(1)' },
      ],
      { duration: REVEAL_MS, easing: 'cubic-bezier(0.65, 0, 0.35, 1)' },
    );
    return () => animation.cancel();
  }, [current, direction]);

  const go = (action: 'next' | 'back' | number) => {
    moved.current = true;
    if (action === 'next' || action === 'back') dispatch({ type: action });
    else dispatch({ type: 'jump', index: action });
  };

  const swipe = useSwipe(
    () => go('back'),
    () => go('next'),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') go('next');
    else if (event.key === 'ArrowLeft') go('back');
    else return;
    event.preventDefault();
  };

  // Once the hero is in, warm the cache for the other slides.
  useEffect(() => {
    if (heroLoaded || count === 0) return;
    const first = layerRefs.current[0]?.querySelector('img');
    if (first?.complete) setHeroLoaded(true);
  }, [heroLoaded, count]);

  const project = projects[current];

  if (!project) {
    return (
      <section className={`${styles.slider} ${styles.empty}`} aria-label={label}>
        <p className={styles.emptyText}>{emptyText}</p>
      </section>
    );
  }

  return (
    <section
      className={styles.slider}
      aria-roledescription="carrusel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      {...swipe}
    >
      <div className={styles.layers}>
        {projects.map((item, index) => {
          const role = index === current ? 'current' : index === previous ? 'previous' : 'idle';
          const isHero = index === 0;
          const load = isHero || heroLoaded;
          const image = item.render ? appSlideImage(item.render, item.render_widths) : null;
          return (
            <div
              key={item.id}
              ref={(element) => {
                layerRefs.current[index] = element;
              }}
              className={styles.layer}
              data-role={role}
              aria-hidden={role !== 'current'}
            >
              {image && load ? (
                <img
                  className={styles.image}
                  style={focusStyle(item.render_focus_x, item.render_focus_y)}
                  // The server preloads the first slide with these same three (core/media/hero-images.ts).
                  src={image.src}
                  srcSet={image.srcSet || undefined}
                  sizes={image.sizes}
                  // The studio's description of the cover, else a generated text.
                  {...coverAlt(lang, item, t.render)}
                  // The first slide is the page's largest paint: fetch it first, decode it early.
                  loading="eager"
                  fetchPriority={isHero ? 'high' : 'low'}
                  decoding={isHero ? 'sync' : 'async'}
                  onLoad={isHero ? () => setHeroLoaded(true) : undefined}
                  onError={isHero ? () => setHeroLoaded(true) : undefined}
                />
              ) : null}
            </div>
          );
        })}
      </div>
      <div className={styles.scrim} aria-hidden="true" />

      <div className={styles.overlay}>
        {/* Announces the project a move lands on; keyed so the caption fades up again. */}
        <div className={styles.captionArea} aria-live="polite">
          <Link key={project.id} to={projectPathIn(lang, project)} className={styles.caption}>
            <span className={styles.counter} aria-hidden="true">
              {String(current + 1).padStart(2, '0')} / {String(count).padStart(2, '0')}
            </span>
            <span className={styles.title}>{shownText(lang, project.title, project.title_en)}</span>
            <span className={styles.subtitle}>{shownText(lang, project.subtitle, project.subtitle_en)}</span>
          </Link>
        </div>

        <div className={styles.controls}>
          <div className={styles.dots}>
            {projects.map((item, index) => (
              <button
                key={item.id}
                type="button"
                className={styles.dot}
                aria-label={t.goTo(index + 1)}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => go(index)}
              />
            ))}
          </div>
          <div className={styles.arrows}>
            <button type="button" className={styles.arrow} aria-label={t.previous} onClick={() => go('back')}>
              <Chevron direction="left" />
            </button>
            <button type="button" className={styles.arrow} aria-label={t.next} onClick={() => go('next')}>
              <Chevron direction="right" />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M14.5 5.5 8 12l6.5 6.5' : 'M9.5 5.5 16 12l-6.5 6.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
