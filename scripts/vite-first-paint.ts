import type { Plugin } from 'vite';
import { APP_STYLES_ATTRIBUTE } from '../core/page/app-styles';

/**
 * The first paint of a page is the loading screen and the hero under it, styled by
 * the <style> block index.html carries (scripts/vite-loading-screen.ts) and painted from the HTML
 * alone. Nothing else may hold it up or crowd it out on a phone's connection:
 *
 * - The app's stylesheet (Vite's `<link rel="stylesheet">` for the entry's CSS) becomes a
 *   preload, fetched as early and as urgently as before; the entry script applies it before
 *   React's first render (core/page/app-styles.ts), so no page is drawn unstyled.
 * - The entry script (a module: deferred, it never blocked parsing) asks for a low fetch
 *   priority, so the hero image (fetchpriority="high") gets the bandwidth first. The route's own
 *   chunks are announced the same way (server/site/page-head.ts). The loading screen's minimum
 *   (1–2 s) leaves the script ample time.
 *
 * Build only: in dev, Vite injects styles from JavaScript and serves modules one by one.
 */
export function firstPaintFirst(): Plugin {
  return {
    name: 'first-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(
            /<link rel="stylesheet"( crossorigin)? href="(\/assets\/[^"]+\.css)">/g,
            (_all, crossorigin: string | undefined, href: string) =>
              `<link rel="preload" as="style"${crossorigin ?? ''} href="${href}" ${APP_STYLES_ATTRIBUTE}>`,
          )
          .replace(
            /<script type="module"(?![^>]*fetchpriority)/g,
            '<script type="module" fetchpriority="low"',
          ),
    },
  };
}
