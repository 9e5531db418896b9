import imageCompression from 'browser-image-compression';
// The library compresses in a Web Worker that loads the library's own UMD build with
// importScripts(libURL). Its default libURL is a public CDN; this import makes Vite emit that
// file with the app, so the worker script is served by the project itself (no third party, works
// offline and under a strict CSP).
import libPath from 'browser-image-compression/dist/browser-image-compression.js?url';
import { IMAGE_COMPRESSION } from '../../core/constants';
import { FileRefusedError } from './file-refused';
import { IMAGE_MIME, undecodableMessage, withExtension, type ImageFormat } from './images/image-sniff';
import { browserDecodes, readableImage, sniffFile } from './images/readable-image';
import { WriteError } from './write-error';

// Vector drawings and animations would be flattened to a single bitmap by a canvas, which
// loses what they are; there is nothing to gain by "compressing" them that way.
const KEEP_AS_IS = new Set(['image/svg+xml', 'image/gif']);

/** By its type: for stored files (their type is the one the upload gave them, from their content). */
export function isCompressibleImage(file: Blob): boolean {
  return file.type.startsWith('image/') && !KEEP_AS_IS.has(file.type);
}

/**
 * The type a chosen image is stored as: JPEG, PNG and WebP keep theirs; formats a browser's
 * canvas cannot write (HEIC, AVIF, BMP) become WebP — an AVIF asked to stay AVIF came back as
 * a PNG 23 times its size under its old name.
 */
const STORED_TYPE: Partial<Record<ImageFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const FORMAT_OF_TYPE: Record<string, ImageFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export interface CompressOptions {
  /** Store as this type whatever the original ('Galería' stores WebP). */
  as?: 'image/webp';
}

/**
 * The image scaled to at most IMAGE_COMPRESSION.maxWidthOrHeight on its longer side and
 * re-encoded (SPEC §9) — which also leaves behind its position, camera and other metadata —
 * named and typed for what it now holds. Recognised by its content: throws FileRefusedError,
 * naming the file and the reason, for one that is empty, cut short, not an image or that this
 * browser cannot read (nothing has been sent then); a WriteError when compression itself fails
 * (reported as an upload failure, SPEC §8).
 */
export async function compressImage(file: File, options: CompressOptions = {}): Promise<File> {
  const format = await sniffFile(file);
  if (format === 'gif' || format === 'svg')
    return new File([file], withExtension(file.name, format), {
      type: IMAGE_MIME[format],
      lastModified: file.lastModified,
    });
  const readable = await readableImage(file, format);
  const wanted = options.as ?? STORED_TYPE[format] ?? 'image/webp';
  let compressed: File;
  try {
    compressed = await resizeImage(readable, { ...IMAGE_COMPRESSION, fileType: wanted });
    // Safari's canvas writes no WebP: a photo then goes as JPEG, never as a PNG by default.
    if (compressed.type !== wanted && wanted !== 'image/png')
      compressed = await resizeImage(readable, { ...IMAGE_COMPRESSION, fileType: 'image/jpeg' });
  } catch (error) {
    // A file whose structure looked whole but whose picture the browser cannot decode.
    if (!(await browserDecodes(readable))) throw new FileRefusedError(undecodableMessage(file.name, format));
    throw error;
  }
  const stored = FORMAT_OF_TYPE[compressed.type] ?? format;
  return new File([compressed], withExtension(file.name, stored), {
    type: compressed.type,
    lastModified: file.lastModified,
  });
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
