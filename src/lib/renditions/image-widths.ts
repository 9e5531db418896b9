import { IMAGE_COPIES } from '../../../core/media/image-copies';
import { compressImage, isCompressibleImage, resizeImage, type CompressOptions } from '../compress-image';

// The copies of a stored image (IMAGE_COPIES), made at upload in the compression worker: the
// narrower widths the site asks for and, when the original is not WebP, one at its own width.
// The original, at most 1920 px (SPEC §9), keeps its type and stays stored as it is; the site
// serves the WebP copy in its place (a phone whose screen wants more than 1440 px, the home
// page's slider: a JPEG at 0.85 weighed about twice the WebP and made that page's LCP 2.7 s
// on 24 MP photographs, bench:media).

export interface PreparedImage {
  /** The compressed original (SPEC §9). */
  original: File;
  /** Copies by width in pixels: those narrower than the original, and a WebP one at its width. */
  copies: { width: number; file: File }[];
  /** The original's width in pixels (0 when it could not be read). */
  width: number;
}

/**
 * Compresses `file` and makes its copies. Images kept as they are (SVG, GIF) get none. The
 * original is typed by its content (compress-image.ts), not by the browser's guess.
 */
export async function prepareImage(file: File, options: CompressOptions = {}): Promise<PreparedImage> {
  const original = await compressImage(file, options);
  if (!isCompressibleImage(original)) return { original, copies: [], width: 0 };
  return { original, ...(await imageCopies(original)) };
}

/**
 * One narrower copy: WebP (JPEG copies weighed 1.86× what the transformation endpoint serves,
 * bench:media), or the original's type where the browser cannot encode WebP (Safari's canvas
 * hands back PNG).
 */
async function copyOf(original: File, maxWidthOrHeight: number): Promise<File> {
  const copy = await resizeImage(original, {
    maxWidthOrHeight,
    initialQuality: IMAGE_COPIES.quality,
    fileType: IMAGE_COPIES.type,
  });
  if (copy.type === IMAGE_COPIES.type) return copy;
  return resizeImage(original, {
    maxWidthOrHeight,
    initialQuality: IMAGE_COPIES.quality,
    fileType: original.type,
  });
}

/** The copies of an image already compressed (an upload, or an older one stored without copies). */
export async function imageCopies(original: File): Promise<Omit<PreparedImage, 'original'>> {
  const bitmap = await createImageBitmap(original);
  const { width, height } = bitmap;
  bitmap.close();
  const copies: PreparedImage['copies'] = [];
  for (const target of IMAGE_COPIES.widths) {
    if (target >= width) break;
    // The library bounds the longer side; a portrait image's width is the shorter one.
    const maxWidthOrHeight = Math.round((target * Math.max(width, height)) / width);
    copies.push({ width: target, file: await copyOf(original, maxWidthOrHeight) });
  }
  if (original.type !== IMAGE_COPIES.type) {
    // At the original's size: only as WebP (a second JPEG would just repeat the original), so
    // not through copyOf's fallback to the original's type.
    const full = await resizeImage(original, {
      maxWidthOrHeight: Math.max(width, height),
      initialQuality: IMAGE_COPIES.quality,
      fileType: IMAGE_COPIES.type,
    });
    if (full.type === IMAGE_COPIES.type) copies.push({ width, file: full });
  }
  return { copies, width };
}
