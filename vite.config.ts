import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { previewImage } from './scripts/vite-preview-image';

/**
 * Preloads the critical font (DESIGN.md §5): the heading face the hero title is set in, so the
 * first screen does not repaint when it arrives. Its hashed name is only known after bundling.
 */
function preloadCriticalFont(pattern: RegExp): Plugin {
  return {
    name: 'preload-critical-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) => pattern.test(file));
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

// The app is served by the embedded backend (server/) in production and in `npm run dev`
// (Vite runs in middleware mode inside it), so the API is always same-origin.
export default defineConfig({
  plugins: [react(), preloadCriticalFont(/poppins-latin-600-normal-[\w-]+\.woff2$/), previewImage('src/assets/studio-reel-poster.webp')],
  build: {
    target: 'es2022',
    // Maps are written for debugging but not referenced from the bundles; the server never serves
    // them (server/http/static.ts).
    sourcemap: 'hidden',
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: the server and the prerender find hashed asset URLs there (the
    // /WhoWeAre hero poster they preload, server/http/build-info.ts). Never served.
    manifest: true,
  },
  worker: { format: 'es' },
});
