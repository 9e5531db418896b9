import { STORAGE_BUCKET } from '../../core/constants';
import { compressImage } from './compress-image';
import { supabase, supabasePublicKey, supabaseUrl } from './supabase';
import { uploadName } from './upload-name';
import { uploadResumable } from './upload-resumable';
import { SessionExpiredError } from './write-error';

// Files of the Gallery bucket (SPEC §3, §7): upload under "<timestamp>-<name>", save the public
// URL in the record, remove by the last path segment of that URL.

const PUBLIC_MARKER = `/storage/v1/object/public/${STORAGE_BUCKET}/`;

/** The object name a stored URL points at: its last path segment, decoded. */
export function storageNameFromUrl(url: string): string {
  const { pathname } = new URL(url, 'http://relative.invalid');
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** True when the URL points into this project's Gallery bucket (not an external image). */
export function isBucketUrl(url: string): boolean {
  return new URL(url, 'http://relative.invalid').pathname.includes(PUBLIC_MARKER);
}

/**
 * The URL to save in a record. When storage is served from the page's own origin (the embedded
 * backend) the path alone is saved, like the demo content does, so records keep working if the
 * server moves to another host or port. A hosted project's absolute URL is kept as it is.
 */
export function toStoredUrl(publicUrl: string, pageOrigin: string): string {
  const url = new URL(publicUrl);
  return url.origin === pageOrigin ? `${url.pathname}${url.search}` : publicUrl;
}

export interface StoredFile {
  name: string;
  url: string;
}

export interface UploadOptions {
  /** Images are compressed before upload; videos are not (SPEC §5). */
  compress: boolean;
  onProgress?: (fraction: number) => void;
  /** Stored under exactly this name (a full-detail tile beside its image), not a timestamped one. */
  name?: string;
  /** One part of a larger upload whose caller shows the progress (upload-resumable.ts). */
  part?: boolean;
  /** The upload queue's: found again by this key after a reload (upload-resumable.ts). */
  resumeKey?: string;
  signal?: AbortSignal;
}

/**
 * The panel's one upload entry point: compresses (if asked), uploads resumably (TUS, with
 * progress, retries, 'Cancelar' and resume after a reload: upload-resumable.ts) and returns the
 * name and the URL to save. A resumed upload keeps the name it was started with.
 */
export async function uploadToGallery(file: File, opts: UploadOptions): Promise<StoredFile> {
  const body = opts.compress ? await compressImage(file) : file;
  const { data } = await supabase.auth.getSession();
  if (!data.session) throw new SessionExpiredError();
  const { name } = await uploadResumable({
    supabaseUrl,
    apiKey: supabasePublicKey,
    accessToken: async () => {
      const token = (await supabase.auth.getSession()).data.session?.access_token;
      if (!token) throw new SessionExpiredError();
      return token;
    },
    bucket: STORAGE_BUCKET,
    // The compressed file's name: it says what is stored (`render.avif` stored as WebP is
    // `render.webp`).
    name: opts.name ?? uploadName(body.name),
    file: body,
    fileName: file.name,
    onProgress: opts.onProgress,
    part: opts.part,
    resumeKey: opts.resumeKey,
    signal: opts.signal,
  });
  return { name, url: storedUrlOf(name) };
}

/** The URL to save in a record for an object name (or a folder's, ending in `/`). */
export function storedUrlOf(name: string): string {
  const { publicUrl } = supabase.storage.from(STORAGE_BUCKET).getPublicUrl(name).data;
  return toStoredUrl(publicUrl, window.location.origin);
}

/**
 * Removes one object. Never throws: removal is always the last step of an operation (after the
 * record no longer points at the file), so a failure here leaves at worst an unused file, which
 * is logged, never a broken record. Returns whether the object was removed.
 */
export async function removeStoredObject(name: string): Promise<boolean> {
  try {
    const { data, error } = await supabase.storage.from(STORAGE_BUCKET).remove([name]);
    if (error) throw error;
    // Storage answers 200 with the removed objects; a refused or unknown one is simply absent.
    if (!data?.length) throw new Error('el archivo no se eliminó');
    return true;
  } catch (error) {
    console.error(`No se pudo eliminar el archivo ${name}:`, error);
    return false;
  }
}

/**
 * Removes many objects, a hundred per request (a pyramid's tiles). Never throws, like
 * removeStoredObject; returns how many could not be removed.
 */
export async function removeStoredObjects(names: readonly string[]): Promise<number> {
  let failed = 0;
  for (let i = 0; i < names.length; i += 100) {
    const batch = names.slice(i, i + 100);
    try {
      const { data, error } = await supabase.storage.from(STORAGE_BUCKET).remove(batch);
      if (error) throw error;
      failed += batch.length - (data?.length ?? 0);
    } catch (error) {
      console.error(`No se pudieron eliminar ${batch.length} archivos:`, error);
      failed += batch.length;
    }
  }
  return failed;
}

async function isReferenced(url: string): Promise<boolean> {
  // Every column that holds a file URL (SPEC §3).
  const answers = await Promise.all([
    supabase.from('Project').select('*').eq('render', url),
    supabase.from('Project').select('*').eq('video', url),
    supabase.from('Project').select('*').eq('model', url),
    supabase.from('Render').select('*').eq('url', url),
    supabase.from('Blueprint').select('*').eq('url', url),
    supabase.from('Gallery').select('*').eq('url', url),
  ]);
  if (answers.some((a) => a.error)) throw new Error('no se pudo comprobar el uso del archivo');
  return answers.some((a) => (a.data?.length ?? 0) > 0);
}

/**
 * Removes the file a record used to point at, unless another record still uses the same URL
 * (demo content and older data may share a file) or the URL is not in the bucket. When in doubt
 * the file is kept: an unused file is harmless, a missing one breaks a page.
 */
export async function removeFileOfUrl(url: string | null | undefined): Promise<boolean> {
  return (await removeUnusedFile(url)) === 'removed';
}

/**
 * The same, saying what happened: 'kept' when the file is not ours to remove (outside the
 * bucket, or still used), 'failed' when its removal (or the check before it) failed.
 */
export async function removeUnusedFile(
  url: string | null | undefined,
): Promise<'removed' | 'kept' | 'failed'> {
  if (!url || !isBucketUrl(url)) return 'kept';
  try {
    if (await isReferenced(url)) return 'kept';
  } catch (error) {
    console.error(`Se conserva ${url}:`, error);
    return 'failed';
  }
  return (await removeStoredObject(storageNameFromUrl(url))) ? 'removed' : 'failed';
}
