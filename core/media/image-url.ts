// Images at a size that fits the screen. Supabase's image transformation endpoint
// (/storage/v1/render/image/public/...) resizes on the fly; the embedded backend serves it too.
// A hosted project whose plan lacks transformations sets VITE_IMAGE_TRANSFORMS=false and the
// original file is used.
//
// The functions take that setting as an argument so the server and the prerender (Node, no
// bundler) compute exactly the URLs the app requests; the app's short forms, which read the
// setting from Vite's environment, are in src/lib/image-url.ts.

const PUBLIC_PATH = '/storage/v1/object/public/';
const RENDER_PATH = '/storage/v1/render/image/public/';

export const DEFAULT_SRCSET_WIDTHS = [480, 960, 1440, 1920];

/**
 * The widths of an image stored at upload: width → URL, the original among them
 * (src/lib/renditions/upload-media.ts). When an image has them they are used on every backend,
 * with or without transformations: the same files a CDN caches, no resizing per request. Images
 * stored before have none and keep the transformation endpoint (or the original without it).
 */
export type StoredWidths = Record<string, string> | null | undefined;

/**
 * A URL fit for a srcset: a path of this site or an http(s) URL, with no space or quote (a space
 * ends a srcset's URL; a quote, its attribute).
 */
const SRCSET_URL = /^(?:https?:\/\/[^\s"'<>\\]+|\/(?![/\\])[^\s"'<>\\]*)$/i;

/**
 * Its usable entries, narrowest first. A row may hold a map the panel did not write (a hosted
 * project's row from before the database's rule, or one edited by hand): anything but an object
 * of width (2–4 digits) → URL counts as no map, and entries of another shape are skipped (the
 * test of a value that is not text fails on its string form), so the image is served without
 * them instead of failing the page. Kept short: this runs on every public page.
 */
const storedEntries = (stored: unknown): [string, string][] =>
  Object.entries(stored && typeof stored == 'object' ? stored : {})
    .filter((entry): entry is [string, string] => /^\d{2,4}$/.test(entry[0]) && SRCSET_URL.test(entry[1]))
    .sort((a, b) => +a[0] - +b[0]);

export function imageUrlWith(
  transforms: boolean,
  url: string | null | undefined,
  width: number,
  quality = 75,
  stored?: StoredWidths,
): string {
  if (!url) return '';
  const entries = storedEntries(stored);
  // The narrowest stored file at least as wide as asked for, else the widest (the original).
  if (entries.length) return (entries.find(([w]) => +w >= width) ?? entries.at(-1)!)[1];
  if (!transforms || !url.includes(PUBLIC_PATH)) return url;
  const resized = url.replace(PUBLIC_PATH, RENDER_PATH);
  const sep = resized.includes('?') ? '&' : '?';
  return `${resized}${sep}width=${Math.round(width)}&quality=${quality}&resize=contain`;
}

export function imageSrcSetWith(
  transforms: boolean,
  url: string | null | undefined,
  widths = DEFAULT_SRCSET_WIDTHS,
  stored?: StoredWidths,
): string {
  const entries = storedEntries(stored);
  if (url && entries.length) return entries.map(([w, u]) => `${u} ${w}w`).join(', ');
  if (!url || !transforms || !url.includes(PUBLIC_PATH)) return '';
  return widths.map((w) => `${imageUrlWith(transforms, url, w)} ${w}w`).join(', ');
}

/**
 * A stored image cropped to exactly width × height (link-preview cards: 1200 × 630), or null
 * when it cannot be resized (transformations off, or not a stored file) and its size is unknown.
 */
export function croppedImageUrlWith(
  transforms: boolean,
  url: string,
  width: number,
  height: number,
): string | null {
  if (!transforms || !url.includes(PUBLIC_PATH)) return null;
  const resized = url.replace(PUBLIC_PATH, RENDER_PATH);
  const sep = resized.includes('?') ? '&' : '?';
  return `${resized}${sep}width=${width}&height=${height}&quality=80&resize=cover`;
}
