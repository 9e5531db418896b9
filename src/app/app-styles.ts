// The app's stylesheet arrives as a preload (scripts/vite-first-paint.ts, issue 22): the first
// paint needs only the <style> block of index.html. This applies it where the preload stands (so
// the route stylesheets Vite adds later still come after it) and resolves once it is in force;
// the entry script waits for it before React's first render, so no page is ever drawn unstyled.

/** Marks the app's stylesheet preload in index.html (written by scripts/vite-first-paint.ts). */
export const APP_STYLES_ATTRIBUTE = 'data-app-styles';
const SELECTOR = `link[rel="preload"][as="style"][${APP_STYLES_ATTRIBUTE}]`;

export function applyAppStyles(): Promise<void> {
  const waits = [...document.querySelectorAll<HTMLLinkElement>(SELECTOR)].map(
    (preload) =>
      new Promise<void>((resolve) => {
        const sheet = document.createElement('link');
        sheet.rel = 'stylesheet';
        sheet.href = preload.href;
        if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
        // A stylesheet that fails to load must not keep the page from rendering.
        sheet.onload = sheet.onerror = () => resolve();
        preload.replaceWith(sheet);
      }),
  );
  return Promise.all(waits).then(() => undefined);
}
