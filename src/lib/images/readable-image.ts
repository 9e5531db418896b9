import { decodeHeic } from './heic-decode';
import { FileRefusedError } from '../file-refused';
import {
  IMAGE_MIME,
  refusalMessage,
  sniffImage,
  undecodableMessage,
  withExtension,
  type ByteSource,
  type ImageFormat,
} from './image-sniff';

// From a chosen file to one the browser can draw: its format read from its bytes
// (image-sniff.ts), refused with a message naming it when it cannot be an image, and an iPhone
// photo (HEIC) decoded by our own decoder where the browser has none (Chromium, Firefox).

const fileSource = (file: Blob): ByteSource => ({
  size: file.size,
  read: async (start, end) => new Uint8Array(await file.slice(Math.max(0, start), end).arrayBuffer()),
});

/** What the file's bytes say it is; throws FileRefusedError with the reason when it cannot be. */
export async function sniffFile(file: File): Promise<ImageFormat> {
  const result = await sniffImage(fileSource(file));
  if ('refused' in result) throw new FileRefusedError(refusalMessage(file.name, result.refused));
  return result.format;
}

/** The message refusing `file`, or null when it is an image the panel takes (checked by content). */
export async function imageRefusal(file: File): Promise<string | null> {
  try {
    await sniffFile(file);
    return null;
  } catch (error) {
    if (error instanceof FileRefusedError) return error.message;
    throw error;
  }
}

/** Whether this browser draws the image itself. */
export async function browserDecodes(file: Blob): Promise<boolean> {
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/**
 * `file` as one the browser can draw, typed by its content: itself (with the right type), or for
 * a HEIC or AVIF the browser cannot read, a lossless PNG decoded by libheif (HEIC) — or a refusal
 * saying this browser cannot open it (an AVIF in an old browser).
 */
export async function readableImage(file: File, format: ImageFormat): Promise<File> {
  const typed = new File([file], file.name, { type: IMAGE_MIME[format], lastModified: file.lastModified });
  // JPEG, PNG, WebP, GIF, BMP and SVG: every browser the panel supports draws them.
  if (format !== 'heic' && format !== 'avif') return typed;
  if (await browserDecodes(typed)) return typed;
  if (format === 'avif') throw new FileRefusedError(undecodableMessage(file.name, format));
  try {
    const png = await decodeHeic(file);
    return new File([png], withExtension(file.name, 'png'), {
      type: 'image/png',
      lastModified: file.lastModified,
    });
  } catch (error) {
    console.error(`No se pudo decodificar ${file.name}:`, error);
    throw new FileRefusedError(undecodableMessage(file.name, format));
  }
}

/**
 * A picture to preview `file` with when the browser cannot show it itself (a HEIC in Chromium):
 * decoded by libheif; null when there is nothing better to show.
 */
export async function previewOf(file: File): Promise<Blob | null> {
  try {
    return (await sniffFile(file)) === 'heic' ? await decodeHeic(file) : null;
  } catch {
    return null;
  }
}

/**
 * The accept list of an image input: every image type, and HEIC by name, which some systems
 * give no image type (the panel then recognises each file by its content).
 */
export const IMAGE_ACCEPT = 'image/*,.heic,.heif';
