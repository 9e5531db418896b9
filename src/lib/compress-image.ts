import imageCompression from 'browser-image-compression';
// The library compresses in a Web Worker that loads the library's own UMD build with
// importScripts(libURL). Its default libURL is a public CDN; this import makes Vite emit that
// file with the app, so the worker script is served by the project itself (no third party, works
// offline and under a strict CSP).
import libPath from 'browser-image-compression/dist/browser-image-compression.js?url';
import { IMAGE_COMPRESSION } from '../config/constants';
import { WriteError } from './write-error';

// Vector drawings and animations would be flattened to a single bitmap by a canvas, which
// loses what they are; there is nothing to gain by "compressing" them that way.
const KEEP_AS_IS = new Set(['image/svg+xml', 'image/gif']);

export function isCompressibleImage(file: Blob): boolean {
  return file.type.startsWith('image/') && !KEEP_AS_IS.has(file.type);
}

/**
 * The image scaled to at most IMAGE_COMPRESSION.maxWidthOrHeight on its longer side and
 * re-encoded (SPEC §9), with its original name and type. Throws a WriteError if it cannot be
 * compressed; callers report that as an upload failure (SPEC §8).
 */
export async function compressImage(file: File): Promise<File> {
  if (!isCompressibleImage(file)) return file;
  return resizeImage(file, IMAGE_COMPRESSION);
}

/**
 * The image scaled so its longer side is at most `options.maxWidthOrHeight`, re-encoded in the
 * library's worker, with its original name, and its type unless `options.fileType` asks for
 * another (a browser that cannot encode that type hands back what it can: check the result's
 * type). Also makes the narrower copies of an image (renditions/image-widths.ts).
 */
export async function resizeImage(
  file: File,
  options: { maxWidthOrHeight: number; initialQuality: number; fileType?: string },
): Promise<File> {
  try {
    // The worker is created from a blob: URL, where a root-relative path cannot be resolved.
    const libURL = new URL(libPath, window.location.href).href;
    const compressed = await imageCompression(file, { ...IMAGE_COMPRESSION, ...options, libURL });
    return new File([compressed], file.name, {
      type: compressed.type || file.type,
      lastModified: file.lastModified,
    });
  } catch (error) {
    throw new WriteError(`compresión: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
      stage: 'upload',
    });
  }
}
