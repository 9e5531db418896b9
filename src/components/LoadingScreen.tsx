import { useEffect, useLayoutEffect } from 'react';
import { markFirstScreenLifted } from '../lib/page-start';
import { useMinimumDelay } from '../lib/use-minimum-delay';
import { LOADING_SCREEN_ID, loadingScreenMarkup } from '../../core/page/loading-screen-markup';
import { screenChanged } from './screen-covers';
import { releaseServedHero } from './served-hero';

// The branded loading screen (SPEC §2, §9) is one element for the whole visit: index.html paints
// it before any script runs (first paint without JavaScript; markup and CSS from
// core/page/loading-screen-markup.ts and loading-screen.css), and the app adopts that same element instead
// of drawing its own, so nothing flashes or restarts when React takes over. Every
// <LoadingScreen active /> holds it up; when the last one lets go it fades out and is hidden,
// and a later page showing a screen brings it back with its entrance.

// While the screen covers the page the visitor cannot scroll the hidden content under it. Events
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

/** index.html's screen; built from the same markup if the page arrived without it. */
function screen(): HTMLElement {
  const existing = document.getElementById(LOADING_SCREEN_ID);
  if (existing) return existing;
  const holder = document.createElement('div');
  holder.innerHTML = loadingScreenMarkup();
  const built = holder.firstElementChild as HTMLElement;
  document.body.prepend(built);
  return built;
}

/** When loading-screen.css lifts the screen without its fade. */
const NO_FADE = '(prefers-reduced-motion: reduce)';

let holders = 0;
let locked = false;

function cover(): void {
  const element = screen();
  if (element.hidden) {
    // Coming back after having lifted: replay the entrance (restart the animation).
    element.dataset.entrance = 'false';
    element.hidden = false;
    void element.offsetWidth;
    element.dataset.entrance = 'true';
  }
  element.dataset.active = 'true';
  element.setAttribute('role', 'status');
  element.removeAttribute('aria-hidden');
  if (!locked) lockScroll((locked = true));
  screenChanged();
}

function lift(): void {
  const element = screen();
  element.dataset.active = 'false';
  element.removeAttribute('role');
  element.setAttribute('aria-hidden', 'true');
  // Which page it lifted for: lets the browser tests wait for "this page is shown" whether the
  // screen came from the HTML (already up when the test looks) or from a navigation in the app.
  element.dataset.liftedFor = location.pathname;
  if (locked) lockScroll((locked = false));
  // The page's own hero now shows; the copy the HTML drew under the screen has done its part.
  releaseServedHero();
  markFirstScreenLifted();
  screenChanged();
  const hide = () => {
    if (holders === 0) element.hidden = true;
  };
  // Hidden once faded out; at once when there is no fade (reduced motion: loading-screen.css
  // turns the transition off under that query). The media query, not the computed style: reading
  // the style here, just after data-active changed, made the browser recalculate the style of the
  // whole page inside this task.
  if (window.matchMedia(NO_FADE).matches) hide();
  else
    element.addEventListener('transitionend', function done(event) {
      if (event.target !== element || event.propertyName !== 'opacity') return;
      element.removeEventListener('transitionend', done);
      hide();
    });
}

/**
 * Holds the page's loading screen up while `active`. Renders nothing itself: it drives the
 * page's one screen element. A layout effect, so a page reached inside the app is covered before
 * its first paint.
 */
export function LoadingScreen({ active }: { active: boolean }) {
  useLayoutEffect(() => {
    if (!active) return;
    holders++;
    cover();
    return () => {
      holders--;
      // One screen handing over to another in the same commit (the router's fallback to the
      // page's own) must not lift it: decide once the commit is done.
      queueMicrotask(() => {
        if (holders === 0) lift();
      });
    };
  }, [active]);
  return null;
}

/**
 * Lifts index.html's screen once the app's first render is committed if no page holds it (an
 * unknown path shows the router's error screen at once, and /login and /admin have no loading
 * screen of their own). Rendered after the router: its effect runs after every layout effect
 * of the first commit, so a page or the router's fallback that holds the screen has done so.
 */
export function ReleaseUnheldScreen() {
  useEffect(() => {
    queueMicrotask(() => {
      if (holders === 0 && document.getElementById(LOADING_SCREEN_ID)?.dataset.active !== 'false') lift();
    });
  }, []);
  return null;
}

/** A backend that never answers must not keep a page's loading screen up forever. */
const MAX_WAIT_MS = 10_000;

interface PageLoadingScreenProps {
  /** SPEC §9's minimum for the page. */
  ms: number;
  /** Counts the minimum from when this turns true ("2 seconds after the data arrives"); by default from the page's start. */
  ready?: boolean;
  /** Holds the screen past the minimum while true (the home page's data), up to MAX_WAIT_MS from the start. */
  waiting?: boolean;
}

/**
 * A page's loading screen, held for SPEC's time (useMinimumDelay). Its own component, so that the
 * timers ending re-render only it: when the page kept that state, the screen lifting re-rendered
 * the whole page under it in one long task at the very moment it appeared. In this
 * file, which the entry already loads, rather than in a file of its own that the bundler would put
 * in one more small chunk shared by the pages (+0.3 KiB gzip on /WhoWeAre, at its budget).
 */
export function PageLoadingScreen({ ms, ready = true, waiting = false }: PageLoadingScreenProps) {
  const minimumShowing = useMinimumDelay(ms, ready);
  const withinPatience = useMinimumDelay(MAX_WAIT_MS);
  return <LoadingScreen active={minimumShowing || (waiting && withinPatience)} />;
}
