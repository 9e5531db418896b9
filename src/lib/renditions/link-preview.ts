import type { FocalPoint } from '../../../core/media/focal-point';
import { coverPlacement, LINK_PREVIEW } from '../../../core/media/link-preview-size';
import { storageNameFromUrl, uploadToGallery, type StoredFile } from '../storage';
import { fetchStored } from './upload-media';

// A cover's link-preview copy: 1200 × 630, cut in the browser around the cover's focal point
// and stored beside it (Project.render_preview, supabase/migrations/20261128000300_link_preview_copies.sql).
// Supabase's image transformations crop only around the centre, so this is the one way a shared
// link keeps what the studio chose on every backend, the static prerender included. A JPEG:
// what every chat app and network reads; drawn on a canvas, so it carries no camera metadata.
// Loaded with the panel only.

const QUALITY = 0.85;

/** The JPEG of `image` cut to the link preview's size around `point`. */
export async function linkPreviewJpeg(image: Blob, point: FocalPoint): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  try {
    const canvas = new OffscreenCanvas(LINK_PREVIEW.width, LINK_PREVIEW.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('este navegador no puede dibujar la vista previa');
    const at = coverPlacement(bitmap.width, bitmap.height, LINK_PREVIEW, point);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, at.x, at.y, at.width, at.height);
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
  } finally {
    bitmap.close();
  }
}

/** The cover at `url` cut around `point` and stored beside it, named after it. */
export async function storeLinkPreview(url: string, point: FocalPoint): Promise<StoredFile> {
  const jpeg = await linkPreviewJpeg(await fetchStored(url), point);
  const stem =
    storageNameFromUrl(url)
      .replace(/^\d+-/, '')
      .replace(/\.[^.]*$/, '') || 'portada';
  return uploadToGallery(new File([jpeg], `${stem}-vista-previa.jpg`, { type: 'image/jpeg' }), {
    compress: false,
  });
}
