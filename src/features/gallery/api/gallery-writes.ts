import type { GalleryPhoto } from '../../../lib/database.types';
import {
  discardUploads,
  removeFileAndRenditions,
  uploadImage,
  widthUrls,
} from '../../../lib/renditions/upload-media';
import { supabase } from '../../../lib/supabase';
import { oneRowOrThrow } from '../../../lib/write-error';

// Admin writes of the Gallery table (SPEC §7). Reads live in gallery.ts.

/**
 * Adds a photo: upload (compressed) → insert the record; if the insert fails the uploaded file
 * is removed again, so no file is left that no record references.
 */
export async function addGalleryPhoto(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<GalleryPhoto> {
  const uploaded = await uploadImage(file, onProgress);
  try {
    return oneRowOrThrow(
      'agregar foto',
      await supabase.from('Gallery').insert({ url: uploaded.stored.url, widths: uploaded.widths }).select(),
    );
  } catch (error) {
    await discardUploads(uploaded.names);
    throw error;
  }
}

/**
 * Deletes a photo: record first, then its file (issue 5, point 8) — the reverse of SPEC §7's
 * order, so a failed delete can never leave a record pointing at a removed file.
 */
export async function deleteGalleryPhoto(photo: GalleryPhoto): Promise<void> {
  oneRowOrThrow('eliminar foto', await supabase.from('Gallery').delete().eq('id', photo.id).select());
  await removeFileAndRenditions(photo.url, widthUrls(photo.widths));
}

/** Saves a photo's description (its alt text on the site); null clears it. */
export async function describeGalleryPhoto(
  photo: GalleryPhoto,
  description: string | null,
): Promise<GalleryPhoto> {
  return oneRowOrThrow(
    'describir foto',
    await supabase.from('Gallery').update({ description }).eq('id', photo.id).select(),
  );
}
