import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { imagetools } from 'vite-imagetools';
import { buildStamp } from './scripts/build-inputs';
import { firstPaintFirst } from './scripts/vite-first-paint';
import { loadingScreenInHtml } from './scripts/vite-loading-screen';
import { previewImage } from './scripts/vite-preview-image';

/**
 * Preloads the critical font (docs/ARCHITECTURE.md, "Look"): the heading face the hero title is set in, so the
 * first screen does not repaint when it arrives. Its hashed name is only known after bundling.
 */
function preloadCriticalFont(pattern: RegExp): Plugin {
  // The loading screen in index.html is set in Poppins 500 and Inter 400: preloaded too.
  return {
    name: 'preload-critical-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((file) => pattern.test(file));
        return fonts.map((font) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Modules that most public pages use, kept in the entry chunk (with index.html and main.tsx, which
 * makes that manual chunk the entry): left to themselves they became five small shared chunks
 * that each public page fetched besides its own, and separate gzip streams compress worse than
 * one. Together ~1 KiB gzip less on the home page, whose budget is the tightest (
 * scripts/check-bundle-budget.mjs); the gallery, which needs no video, carries the player (2 KiB)
 * within its room.
 */
const PUBLIC_SHARED = [
  '/index.html',
  '/src/main.tsx',
  '/src/lib/use-page-meta.ts',
  '/core/page/page-meta.ts',
  '/core/page/page-texts.ts',
  '/core/media/hero-images.ts',
  '/src/lib/hero-images.ts',
  '/core/i18n/type-texts.ts',
  '/core/media/image-url.ts',
  '/src/lib/image-url.ts',
  '/core/media/focal-point.ts',
  '/src/lib/lookup.ts',
  '/src/features/projects/api/projects.ts',
  '/src/features/testimonials/api/clients.ts',
  '/src/features/projects/components/ProjectFacts.tsx',
  '/core/i18n/es/projects.ts',
  '/core/i18n/es/type-names.ts',
  '/src/components/VideoPlayer.tsx',
  '/src/components/use-poster-first.ts',
  '/src/components/video-source.ts',
  '/src/components/use-on-screen.ts',
  '/core/i18n/es/player.ts',
  '/src/features/projects/components/use-swipe.ts',
  '/src/features/projects/components/MediaSlider.state.ts',
  '/core/i18n/es/media.ts',
  '/src/assets/studio-reel.mp4',
  '/src/assets/studio-reel-poster.webp',
];

// The app is served by the embedded backend (server/) in production and in `npm run dev`
// (Vite runs in middleware mode inside it), so the API is always same-origin.
export default defineConfig({
  plugins: [
    react(),
    // Static images at several widths for srcset: `?w=…&format=webp&as=srcset` imports
    // (src/config/studio-texts.ts). Imports without directives stay plain URLs.
    imagetools(),
    preloadCriticalFont(/(poppins-latin-[56]00|inter-latin-400)-normal-[\w-]+\.woff2$/),
    // What the first paint shows is styled by one <style> block of index.html: the fonts' local
    // stand-ins, the loading screen, the served hero. The app's stylesheet and script then stop
    // holding it up (scripts/vite-first-paint.ts).
    loadingScreenInHtml([
      'src/styles/font-fallbacks.css',
      'src/components/loading-screen.css',
      'src/components/served-hero.css',
    ]),
    firstPaintFirst(),
    previewImage('src/assets/studio-reel-poster.webp'),
    // x.js.br and x.js.gz beside each text asset, at the highest levels (brotli 11, gzip 9): the
    // embedded backend sends them as they are (server/site/static.ts) instead of compressing each
    // file on its first request after a start. Not index.html: the server rewrites it
    // for every page. Not the source maps: never served.
    compression({
      include: /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/,
      exclude: /(\.map$|^\.vite\/|index\.html$)/,
      threshold: 1024,
      algorithms: ['brotliCompress', 'gzip'],
      logLevel: 'silent',
    }),
    // dist/.vite/build-inputs.sha256: lets `npm start` skip a build of unchanged inputs.
    buildStamp(),
  ],
  build: {
    target: 'es2022',
    // Maps are written for debugging but not referenced from the bundles; the server never serves
    // them (server/site/static.ts).
    sourcemap: 'hidden',
    // Terser packs the public bundle ~4% tighter than esbuild's minifier, which with React DOM
    // taking most of it helps keep public pages within 100 KiB gzip.
    minify: 'terser',
    // ES module semantics (top-level names mangled too) and a third pass: ~50 B gzip less on each
    // public route. Not pure_getters: React DOM reads a layout property on purpose (a forced
    // reflow), and so does the loading screen, which that option would drop.
    terserOptions: { module: true, compress: { passes: 3 } },
    assetsInlineLimit: 0,
    // No modulepreload polyfill (~0.5 KiB gzip in the entry): every browser the site supports
    // (es2022) but Safari before 17 understands <link rel="modulepreload">, and there it only means
    // the route's chunks load one round trip later — the page works the same.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: the server and the prerender find hashed asset URLs there (the
    // /WhoWeAre hero poster they preload, server/site/build-info.ts). Never served.
    manifest: true,
    rollupOptions: {
      output: {
        // Shared modules of a few hundred bytes (config, small hooks) would each be a chunk, a
        // request and a gzip stream of their own; merged into their neighbours they cost less
        // of the public JavaScript budget (scripts/check-bundle-budget.mjs).
        experimentalMinChunkSize: 1000,
        manualChunks(id) {
          if (PUBLIC_SHARED.some((tail) => id.endsWith(tail))) return 'index';
          // Loaded only when a project page misses (a former address): its own small chunk, never
          // the host of modules the project page shares with the panel (Rollup had named that
          // shared chunk after it, so every project page loaded it).
          if (id.endsWith('/src/features/projects/api/former-address.ts')) return 'former-address';
          // The projects' statuses and their names, which the gallery and a project page share: a
          // chunk of their own, never merged into one the pages do not need (Rollup had put them
          // with the English pages' reader of the studio's words).
          if (id.endsWith('/core/projects/fact-values.ts') || id.endsWith('/core/i18n/es/statuses.ts'))
            return 'statuses';
          // The contact form's placeholder, shared by the project page and /WhoWeAre: a few hundred
          // bytes of its own, not merged into a neighbour (it had been merged into the large
          // views' frame, which both pages then loaded with it).
          if (id.endsWith('/src/features/contact/components/ContactSection.tsx')) return 'contact-section';
        },
      },
    },
  },
  worker: { format: 'es' },
});
