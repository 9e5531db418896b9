import type { StudioSettings } from '../../core/studio/studio-settings';
import type { RouteAssetsByKind } from './route-assets';

// What a served head is built from besides the page itself (page-head.ts): the site's origin,
// backend, build and studio. The server (site-pages.ts) and the prerender fill it in.

/** An image shipped with the build (hashed file under /assets) and its size. */
export interface StaticImage {
  /** Path on the site, e.g. /assets/studio-reel-poster-AbC123.webp */
  path: string;
  width: number;
  height: number;
}

export interface SiteContext {
  /** Absolute origin every URL in the head is built on, e.g. https://albanogal.mx (no trailing slash). */
  origin: string;
  /** Stored images can be resized (Supabase image transformations; always on the embedded backend). */
  transforms: boolean;
  /** The studio reel's poster: the /WhoWeAre hero (preloaded). */
  reelPoster: StaticImage | null;
  /** The studio's JPEG card (1200 × 630): the preview image of pages without a project cover. */
  previewImage: StaticImage | null;
  /** A hosted Supabase origin the page will call: preconnected. Null when it is the site itself. */
  apiOrigin: string | null;
  /** The code each page kind loads after the entry script (route-assets.ts): announced early. */
  routeAssets: RouteAssetsByKind;
  /**
   * The studio's settings, read from the database: in the JSON-LD, and carried in the
   * page for the app's first render. `studioSource: 'prerender'` tells the app they may be older
   * than the last save. Absent: the defaults, and no block (the app then reads them itself).
   */
  studio?: StudioSettings;
  studioSource?: 'server' | 'prerender';
}
