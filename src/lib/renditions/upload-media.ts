import { isCompressibleImage, type CompressOptions } from '../compress-image';
import type { ImageWidths } from '../../../core/database-shapes';
import type { DetailPyramid } from '../../../core/media/detail-pyramid';
import {
  isBucketUrl,
  removeStoredObject,
  removeStoredObjects,
  removeUnusedFile,
  storageNameFromUrl,
  uploadToGallery,
  type StoredFile,
} from '../storage';
import { supabaseUrl } from '../supabase';
import { uploadLimit, UploadTooLargeError } from '../upload-resumable';
import { FileRefusedError } from '../file-refused';
import { formatBytes } from '../upload-progress';
import { storeDetail } from './detail-upload';
import { imageCopies, prepareImage, type PreparedImage } from './image-widths';
import { removeScratchFile } from './scratch-file';
import { prepareVideoRenditions, type PhoneNotMade, type VideoRenditions } from './video-rendition';

// Uploads with their renditions: the original exactly as before (an image compressed
// per SPEC §9, a video byte for byte per §5) and, beside it, what the site serves smaller
// screens. Either every file of one upload is stored or none is: a failure or 'Cancelar' midway
// removes what this upload had already stored. 'Optimizar medios' adds the renditions of files
// stored before, through the same steps.

export interface UploadedImage {
  stored: StoredFile;
  /** Null when no narrower copy was made (a small image, SVG, GIF). */
  widths: ImageWidths | null;
  /** Every object this upload stored, to remove again if the record cannot be written. */
  names: string[];
  /** The full-resolution pyramid (planos, 360° renders), or null. */
  detail: DetailPyramid | null;
  /** Why this browser could not make the pyramid asked for (Spanish), or null. */
  detailNotMade: string | null;
}

export interface ImageUploadOptions extends CompressOptions {
  /**
   * Also keep the chosen file's full resolution as tiles (core/media/detail-pyramid.ts): a plano,
   * or a 360° render (which also gets its panorama texture).
   */
  detail?: 'plano' | 'panorama';
}

export interface UploadedVideo {
  /** The original, rewritten without position and device tags. */
  stored: StoredFile;
  /** What it is: MIME type with codecs, e.g. `video/mp4; codecs="hvc1.1.6.L153.B0, mp4a.40.2"`. */
  type: string;
  phone: StoredFile | null;
  phoneType: string | null;
  poster: StoredFile | null;
  /** Why there is no phone version (this browser cannot make one); null when there is. */
  notMade: PhoneNotMade | null;
  names: string[];
}

/** What the studio agreed to store of a video over the file limit (OverLimitVideo in the panel). */
export type OverLimitChoice = 'web' | 'phone';

/** Stores one file of an upload (the original, or one of its copies, named for what it holds). */
export type Store = (file: File, onProgress?: (fraction: number) => void) => Promise<StoredFile>;

const stem = (name: string) => name.replace(/\.[^.]*$/, '') || 'archivo';
/** A copy's extension: its own type's when WebP, else the original's. */
const extension = (file: File, name: string) =>
  file.type === 'image/webp' ? 'webp' : (/\.([^.]+)$/.exec(name)?.[1] ?? 'jpg');

/** Removes what one upload stored (a failed or cancelled write). */
export async function discardUploads(names: string[]): Promise<void> {
  await removeStoredObjects(names);
}

/** Runs `work` with a `store` that remembers each stored object, and removes them all if it fails. */
async function storeAll<T>(names: string[], work: (store: Store) => Promise<T>): Promise<T> {
  const store: Store = async (file, onProgress) => {
    const stored = await uploadToGallery(file, { compress: false, onProgress });
    names.push(stored.name);
    return stored;
  };
  try {
    return await work(store);
  } catch (error) {
    await discardUploads(names);
    throw error;
  }
}

/**
 * Stores each copy; unless a WebP copy holds the original's width, the map closes with the
 * original under it, so a srcset names the largest file too.
 */
export async function storeCopies(
  store: Store,
  prepared: Omit<PreparedImage, 'original'>,
  name: string,
  originalUrl: string,
): Promise<ImageWidths> {
  const widths: ImageWidths = {};
  for (const copy of prepared.copies) {
    // Named for what it holds: a WebP copy of a JPEG is `…-960w.webp`.
    const copyName = `${stem(name)}-${copy.width}w.${extension(copy.file, name)}`;
    widths[String(copy.width)] = (await store(new File([copy.file], copyName, { type: copy.file.type }))).url;
  }
  if (Object.keys(widths).length > 0) widths[String(prepared.width)] ??= originalUrl;
  return widths;
}

/** Stores a video's phone version and poster, named after it. */
async function storeVideoRenditions(store: Store, made: VideoRenditions, name: string) {
  const phone = await store(new File([made.phone], `${stem(name)}-telefono.mp4`, { type: 'video/mp4' }));
  const poster = await store(new File([made.poster], `${stem(name)}-poster.jpg`, { type: 'image/jpeg' }));
  return { phone, poster };
}

/** An image: compressed original plus its copies (renditions/image-widths.ts). */
export async function uploadImage(
  file: File,
  onProgress?: (fraction: number) => void,
  options: ImageUploadOptions = {},
): Promise<UploadedImage> {
  const prepared = await prepareImage(file, options);
  const names: string[] = [];
  return storeAll(names, async (store) => {
    const stored = await store(prepared.original, onProgress);
    // Named after the stored original (`foto.HEIC` stored as `foto.webp`), not the chosen file.
    const widths = await storeCopies(store, prepared, prepared.original.name, stored.url);
    // The full detail is cut from the chosen file, not from its 1920 px compression; only images
    // a canvas draws (not SVG or GIF, kept as they are).
    const made =
      options.detail && isCompressibleImage(prepared.original)
        ? await storeDetail(file, stored.name, { panorama: options.detail === 'panorama', onProgress })
        : { detail: null, notMade: null, names: [] };
    names.push(...made.names);
    return {
      stored,
      widths: Object.keys(widths).length > 0 ? widths : null,
      names,
      detail: made.detail,
      detailNotMade: made.notMade,
    };
  });
}

/**
 * A video: read from its headers (no video, no upload), rewritten without position and device
 * tags, its phone version and poster made (cancellable); then all three stored.
 */
export async function uploadVideo(
  file: File,
  onProgress?: (fraction: number) => void,
  { overLimit }: { overLimit?: OverLimitChoice } = {},
): Promise<UploadedVideo> {
  const limit = await uploadLimit(supabaseUrl);
  if (overLimit) return uploadUnderLimit(file, limit, overLimit, onProgress);
  // Too large is said before the file is read, let alone rewritten in memory.
  if (file.size > limit) throw new UploadTooLargeError(file.name, file.size, limit);
  const made = await prepareVideoRenditions(file);
  const names: string[] = [];
  return releasing(made, () =>
    storeAll(names, async (store) => {
      const stored = await store(made.original, onProgress);
      const type = made.originalType;
      if ('unsupported' in made)
        return { stored, type, phone: null, phoneType: null, poster: null, notMade: notMadeOf(made), names };
      const renditions = await storeVideoRenditions(store, made, made.original.name);
      return { stored, type, ...renditions, phoneType: made.phoneType, notMade: null, names };
    }),
  );
}

/** Runs `work`, then removes the rewritten original's file on disk, if it had one, whatever happened. */
async function releasing<T>(made: { scratch?: string }, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    if (made.scratch) await removeScratchFile(made.scratch);
  }
}

/**
 * A video over the storage's file limit (a hosted free plan's 50 MB), as the studio chose: 'web',
 * a version re-encoded to fit under the limit (at most 1080p) with its phone version and poster;
 * or 'phone', its phone version alone (with the poster), which every screen then plays. Said
 * before anything is stored when this browser cannot make it or when it is still over the limit.
 */
async function uploadUnderLimit(
  file: File,
  limit: number,
  choice: OverLimitChoice,
  onProgress?: (fraction: number) => void,
): Promise<UploadedVideo> {
  const made = await prepareVideoRenditions(file, choice === 'web' ? { webUnder: limit } : {});
  if ('unsupported' in made)
    throw new FileRefusedError(
      `Este navegador no puede hacer una versión más ligera de «${file.name}» (${made.unsupported}). No se subió.`,
    );
  const base = stem(made.original.name);
  if (choice === 'web' && !made.web)
    throw new FileRefusedError(
      `«${file.name}» es demasiado largo para caber en ${formatBytes(limit)} con buena calidad: sube solo la versión para teléfonos. No se subió.`,
    );
  const main =
    choice === 'web'
      ? { blob: made.web!.blob, type: made.web!.type, name: `${base}-web.mp4` }
      : { blob: made.phone, type: made.phoneType, name: `${base}-telefono.mp4` };
  if (main.blob.size > limit) throw new UploadTooLargeError(main.name, main.blob.size, limit);
  const names: string[] = [];
  return storeAll(names, async (store) => {
    const stored = await store(new File([main.blob], main.name, { type: 'video/mp4' }), onProgress);
    if (choice === 'phone') {
      const poster = await store(new File([made.poster], `${base}-poster.jpg`, { type: 'image/jpeg' }));
      return { stored, type: main.type, phone: null, phoneType: null, poster, notMade: null, names };
    }
    const renditions = await storeVideoRenditions(store, made, made.original.name);
    return { stored, type: main.type, ...renditions, phoneType: made.phoneType, notMade: null, names };
  });
}

const notMadeOf = (made: { unsupported: string; undecodable?: string }): PhoneNotMade => ({
  reason: made.unsupported,
  undecodable: made.undecodable,
});

/** A stored file fetched back into the browser, to make its renditions ('Optimizar medios'). */
export async function fetchStored(url: string): Promise<File> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`no se pudo leer ${storageNameFromUrl(url)} (${response.status})`);
  const blob = await response.blob();
  return new File([blob], storageNameFromUrl(url), { type: blob.type });
}

/**
 * The copies of an image stored before uploads kept narrower copies, stored beside it. `{}` when it needs
 * none (SVG, GIF, a WebP no wider than 480 px): recorded so, it is not offered again.
 */
export async function addImageWidths(url: string): Promise<{ widths: ImageWidths; names: string[] }> {
  const original = await fetchStored(url);
  const prepared = isCompressibleImage(original) ? await imageCopies(original) : { copies: [], width: 0 };
  const names: string[] = [];
  return storeAll(names, async (store) => ({
    widths: await storeCopies(store, prepared, original.name, url),
    names,
  }));
}

/** What 'Optimizar medios' records for a video stored before: its original and renditions. */
export interface RewrittenVideo {
  /** The rewritten original's URL, or the stored one when `rewrite` was false. */
  video: string;
  videoType: string;
  phone: string | null;
  phoneType: string | null;
  poster: string | null;
  notMade: PhoneNotMade | null;
  names: string[];
}

/**
 * A video stored before: read again, its phone version and poster made and stored beside it, and
 * with `rewrite` (stored before its tags were stripped) its original rewritten without position
 * and device tags and stored anew.
 */
export async function prepareStoredVideo(url: string, rewrite: boolean): Promise<RewrittenVideo> {
  const original = await fetchStored(url);
  const made = await prepareVideoRenditions(original);
  const names: string[] = [];
  return releasing(made, () =>
    storeAll(names, async (store) => {
      const video = rewrite ? (await store(made.original)).url : url;
      const common = { video, videoType: made.originalType, names };
      if ('unsupported' in made)
        return { ...common, phone: null, phoneType: null, poster: null, notMade: notMadeOf(made) };
      const { phone, poster } = await storeVideoRenditions(store, made, made.original.name);
      return { ...common, phone: phone.url, phoneType: made.phoneType, poster: poster.url, notMade: null };
    }),
  );
}

/**
 * Removes a file a record no longer points at and, if it went, the renditions made from it
 * (which no other record names: each upload makes its own). A shared original is kept with them.
 */
export async function removeFileAndRenditions(
  url: string | null | undefined,
  renditions: (string | null | undefined)[],
): Promise<'removed' | 'kept' | 'failed'> {
  const outcome = await removeUnusedFile(url);
  if (outcome !== 'removed') return outcome;
  let failed = false;
  for (const r of renditions)
    if (r && r !== url && isBucketUrl(r) && !(await removeStoredObject(storageNameFromUrl(r)))) failed = true;
  return failed ? 'failed' : 'removed';
}

/**
 * The URLs of a widths map (the original's among them; removeFileAndRenditions skips it). Only
 * text values of an object: a map the panel did not write (a string, an array) names no file.
 */
export const widthUrls = (widths: ImageWidths | null | undefined): string[] =>
  typeof widths === 'object' && widths !== null && !Array.isArray(widths)
    ? Object.values(widths as Record<string, unknown>).filter((url): url is string => typeof url === 'string')
    : [];
