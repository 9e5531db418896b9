import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Where the server finds the built app, and the names of the files the build writes for it. The
// build (vite.config.ts and its plugins in scripts/) imports the names from here too, so the
// server never reaches up into scripts/ to learn what the build calls them.

const here = path.dirname(fileURLToPath(import.meta.url));

/** The built app (`npm run build`), served unless a backend is started without it. */
export const DIST_DIR = path.resolve(here, '../../dist');

/** The studio's JPEG link-preview card the build writes into dist/ (scripts/vite-preview-image.ts). */
export const PREVIEW_IMAGE_FILE = 'og-image.jpg';
/** Its size: what chat apps show best (about 1200 × 630, under 300 KB). */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 };
