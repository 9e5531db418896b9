import type { GalleryPhoto, ImageDescriptions } from '../../../../core/database-shapes';
import type { QueuedUpload } from '../../../lib/upload-queue/queue-types';
import { supabase } from '../../../lib/supabase';
import { oneRowOrThrow, rowsOrThrow } from '../../../lib/write-error';
import type { FocalPoint } from '../../../../core/media/focal-point';

// Admin writes of the Gallery table (SPEC §7). Reads live in gallery.ts.

/**
 * Records a photo the panel's upload queue stored (compressed, stored as WebP whatever was
 * chosen: SPEC's input takes WebP, a studio's photos are JPEG or HEIC). Its URL names this upload
 * alone, so a row that already names it means a closed tab cut the queue short after the insert:
 * that row is the answer, never a second one.
 */
export async function recordGalleryPhoto(upload: QueuedUpload): Promise<GalleryPhoto> {
  const found = await supabase.from('Gallery').select('*').eq('url', upload.stored.url);
  const [row] = rowsOrThrow('buscar foto', found);
  if (row) return row;
  return oneRowOrThrow(
    'agregar foto',
    await supabase.from('Gallery').insert({ url: upload.stored.url, widths: upload.widths }).select(),
  );
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
