// The app's stylesheet arrives as a preload (scripts/vite-first-paint.ts): the first
// paint needs only the <style> block of index.html. The entry script turns that link into the
// stylesheet (in place, so the route stylesheets Vite adds later still come after it) and waits
// until it is in force before React's first render, so no page is ever drawn unstyled.

/** Marks the app's stylesheet preload in index.html (written by scripts/vite-first-paint.ts). */
export const APP_STYLES_ATTRIBUTE = 'data-app-styles';
