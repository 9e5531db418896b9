import type { GalleryPhoto, ImageDescriptions } from '../../../../core/database-shapes';
import { discardUploads, uploadImage } from '../../../lib/renditions/upload-media';
import { supabase } from '../../../lib/supabase';
import { oneRowOrThrow } from '../../../lib/write-error';
import type { FocalPoint } from '../../../../core/media/focal-point';

// Admin writes of the Gallery table (SPEC §7). Reads live in gallery.ts.

/**
 * Adds a photo: upload (compressed, stored as WebP whatever was chosen: SPEC's input takes WebP,
 * a studio's photos are JPEG or HEIC) → insert the record; if the insert fails the uploaded file
 * is removed again, so no file is left that no record references.
 */
export async function addGalleryPhoto(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<GalleryPhoto> {
  const uploaded = await uploadImage(file, onProgress, { as: 'image/webp' });
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

/** Saves a photo's descriptions (its alt text on the site, in Spanish and English); null clears one. */
export async function describeGalleryPhoto(
  photo: GalleryPhoto,
  changes: Partial<ImageDescriptions>,
): Promise<GalleryPhoto> {
  return oneRowOrThrow(
    'describir foto',
    await supabase.from('Gallery').update(changes).eq('id', photo.id).select(),
  );
}

/** Sets the photo's focal point (null: the centre); sends only the point's two columns. */
export async function focusGalleryPhoto(
  photo: GalleryPhoto,
  point: FocalPoint | null,
): Promise<GalleryPhoto> {
  return oneRowOrThrow(
    'enfocar foto',
    await supabase
      .from('Gallery')
      .update({ focus_x: point?.x ?? null, focus_y: point?.y ?? null })
      .eq('id', photo.id)
      .select(),
  );
}
