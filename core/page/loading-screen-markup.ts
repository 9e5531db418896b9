import { STUDIO } from '../studio/studio';
import { BRAND_MARK_PATHS } from './brand-mark-paths';

/** What the loading screen says while it covers the page. */
export const LOADING_LABEL = 'Cargando…';

/** The id of the one loading-screen element of the page (index.html's, driven by src/components/LoadingScreen.tsx). */
export const LOADING_SCREEN_ID = 'loading-screen';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The loading screen's markup, covering and announced (role="status"). The build writes it into
 * index.html (scripts/vite-loading-screen.ts) so the first paint needs no JavaScript; the app
 * builds the same element from it only if a page arrived without it.
 */
export function loadingScreenMarkup(): string {
  const { frame, letter } = BRAND_MARK_PATHS;
  const rect = Object.entries(frame)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
  return (
    `<div id="${LOADING_SCREEN_ID}" class="loading-screen" role="status" data-active="true" data-entrance="true">` +
    '<div class="loading-screen__brand">' +
    '<svg class="loading-screen__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">' +
    `<rect ${rect} fill="none" stroke="currentColor" stroke-width="3"></rect>` +
    `<path d="${letter}" fill="none" stroke="currentColor" stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round"></path>` +
    '</svg>' +
    `<span class="loading-screen__name">${escape(STUDIO.name)}</span>` +
    `<span class="loading-screen__tagline">${escape(STUDIO.tagline)}</span>` +
    '<span class="loading-screen__bar" aria-hidden="true"></span>' +
    '</div>' +
    `<span class="loading-screen__label">${LOADING_LABEL}</span>` +
    '</div>'
  );
}
