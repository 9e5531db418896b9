import {
  DEFAULT_SRCSET_WIDTHS,
  imageSrcSetWith,
  imageUrlWith,
  type StoredWidths,
} from '../../core/media/image-url';

// The app's short forms of core/media/image-url.ts: the setting VITE_IMAGE_TRANSFORMS read from
// Vite's environment, which the server and the prerender do not have.

/** Read where it is used, not at import: `import.meta.env` exists only under Vite. */
export function appTransformsEnabled(): boolean {
  return import.meta.env.VITE_IMAGE_TRANSFORMS !== 'false';
}

/** URL of a stored image resized to `width` CSS-independent pixels (keeps aspect ratio). */
export function imageUrl(
  url: string | null | undefined,
  width: number,
  quality = 75,
  stored?: StoredWidths,
): string {
  return imageUrlWith(appTransformsEnabled(), url, width, quality, stored);
}

/** A srcset of common widths for a stored image. */
export function imageSrcSet(
  url: string | null | undefined,
  widths = DEFAULT_SRCSET_WIDTHS,
  stored?: StoredWidths,
): string {
  return imageSrcSetWith(appTransformsEnabled(), url, widths, stored);
}
