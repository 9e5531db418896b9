import { compressImage, isCompressibleImage, resizeImage } from '../compress-image';

// The widths the site asks a stored image for (issue 28), made at upload in the compression
// worker so that every backend (also a hosted project without image transformations) serves a
// phone a phone-sized file. The original, at most 1920 px (SPEC §9), stays the largest.
export const STORED_WIDTHS = [480, 960, 1440] as const;

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

/** The narrower copies of an image already compressed (an upload, or one stored before issue 28). */
export async function narrowerCopies(original: File): Promise<Omit<PreparedImage, 'original'>> {
  const bitmap = await createImageBitmap(original);
  const { width, height } = bitmap;
  bitmap.close();
  const copies: PreparedImage['copies'] = [];
  for (const target of STORED_WIDTHS) {
    if (target >= width) break;
    // The library bounds the longer side; a portrait image's width is the shorter one.
    const maxWidthOrHeight = Math.round((target * Math.max(width, height)) / width);
    copies.push({
      width: target,
      file: await resizeImage(original, { maxWidthOrHeight, initialQuality: 0.8 }),
    });
  }
  return { copies, width };
}
