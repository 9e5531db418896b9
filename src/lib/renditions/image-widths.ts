import { IMAGE_COPIES } from './image-copies';
import { compressImage, isCompressibleImage, resizeImage } from '../compress-image';

// The narrower copies of a stored image (IMAGE_COPIES), made at upload in the compression
// worker. The original, at most 1920 px (SPEC §9), stays the largest and keeps its type.

export interface PreparedImage {
  /** The compressed original (SPEC §9). */
  original: File;
  /** Narrower copies, by width in pixels; only those narrower than the original. */
  copies: { width: number; file: File }[];
  /** The original's width in pixels (0 when it could not be read). */
  width: number;
}

/** Compresses `file` and makes its narrower copies. Images kept as they are (SVG, GIF) get none. */
export async function prepareImage(file: File): Promise<PreparedImage> {
  const original = await compressImage(file);
  if (!isCompressibleImage(file)) return { original, copies: [], width: 0 };
  return { original, ...(await narrowerCopies(original)) };
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

/** The narrower copies of an image already compressed (an upload, or one stored before issue 28). */
export async function narrowerCopies(original: File): Promise<Omit<PreparedImage, 'original'>> {
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
  return { copies, width };
}
