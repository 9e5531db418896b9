import { useSyncExternalStore } from 'react';
import { LOADING_SCREEN_ID } from '../../core/page/loading-screen-markup';

// Whether the page's loading screen covers it now, for what should wait until the visitor can see
// the page: a looping video started under the screen downloaded its megabytes beside the page's
// own scripts, data and images on a phone's connection, and decoded and composited frames nobody
// could see, all while the page was being built. LoadingScreen.tsx says when it covers and lifts.

const listeners = new Set<() => void>();

/** Called by the loading screen when it covers the page or lifts. */
export function screenChanged(): void {
  for (const listener of listeners) listener();
}

/** The screen element is there, shown, and not lifting (data-active="false" once it fades). */
function covers(): boolean {
  const element = document.getElementById(LOADING_SCREEN_ID);
  return !!element && !element.hidden && element.dataset.active !== 'false';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the loading screen covers the page; re-renders the caller when that changes. */
export function useScreenCovers(): boolean {
  return useSyncExternalStore(subscribe, covers, () => true);
}
