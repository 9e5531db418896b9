import { useEffect, useState } from 'react';
import { STUDIO } from '../config/studio';
import { BrandMark } from './BrandMark';
import styles from './LoadingScreen.module.css';

// When one loading screen takes over from another that is still covering the page (the
// router's fallback hands over to the page's own on the first visit), the second must not
// replay the entrance, or the logo would blink. Counts the screens currently covering.
let covering = 0;

// While a screen covers the page the visitor cannot scroll the hidden content under it. Events
// are stopped instead of setting overflow: hidden, which would make the scrollbar vanish and the
// page jump sideways when the screen lifts. Programmatic scrolls (scroll to the list) still work.
const SCROLL_KEYS = new Set(['ArrowDown', 'ArrowUp', 'PageDown', 'PageUp', 'Home', 'End', ' ']);
const stop = (event: Event) => event.preventDefault();
const stopKeys = (event: KeyboardEvent) => {
  if (SCROLL_KEYS.has(event.key)) event.preventDefault();
};
function lockScroll(lock: boolean): void {
  const method = lock ? 'addEventListener' : 'removeEventListener';
  window[method]('wheel', stop, { passive: false } as AddEventListenerOptions);
  window[method]('touchmove', stop, { passive: false } as AddEventListenerOptions);
  window[method]('keydown', stopKeys as EventListener);
}

/**
 * The branded loading screen (SPEC §2, §9). It covers the page while `active`; the page's
 * content is rendered underneath so its data, images and video are ready when the screen lifts.
 * When `active` turns false it fades out, then leaves the DOM.
 */
export function LoadingScreen({ active }: { active: boolean }) {
  const [gone, setGone] = useState(!active);
  const [entrance] = useState(() => covering === 0);
  useEffect(() => {
    if (!active) return;
    if (covering++ === 0) lockScroll(true);
    return () => {
      if (--covering === 0) lockScroll(false);
    };
  }, [active]);

  // Shown again (a page reusing it): come back before painting (derived during render).
  if (active && gone) setGone(false);
  if (gone) return null;

  return (
    <div
      className={styles.screen}
      data-active={active}
      data-entrance={entrance}
      role={active ? 'status' : undefined}
      aria-hidden={active ? undefined : true}
      onTransitionEnd={(event) => {
        if (!active && event.target === event.currentTarget && event.propertyName === 'opacity') setGone(true);
      }}
    >
      <div className={styles.brand}>
        <BrandMark className={styles.mark} />
        <span className={styles.name}>{STUDIO.name}</span>
        <span className={styles.tagline}>{STUDIO.tagline}</span>
        <span className={styles.bar} aria-hidden="true" />
      </div>
      <span className="visually-hidden">Cargando…</span>
    </div>
  );
}
