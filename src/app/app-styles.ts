import { APP_STYLES_ATTRIBUTE } from '../../core/page/app-styles';

/** Turns the app's stylesheet preload into the stylesheet; settles once it is in force (or failed). */
export function applyAppStyles(): Promise<unknown> {
  return Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>(`link[${APP_STYLES_ATTRIBUTE}]`)].map(
      (link) =>
        new Promise((done) => {
          // A stylesheet that fails to load must not keep the page from rendering.
          link.onload = link.onerror = done;
          link.rel = 'stylesheet';
        }),
    ),
  );
}
