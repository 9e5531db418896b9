import type { QueueKind } from '../../../../lib/upload-queue/queue-types';
import { recordGalleryPhoto } from '../../api/gallery-writes';

/** SPEC §8's alerts of the 'Galería' tab. */
export const GALLERY_FAILED = {
  upload: 'Existió un problema al momento de subir la imagen, inténtalo nuevamente',
  remove: 'Existió un problema al momento de eliminar la imagen, inténtalo nuevamente',
};

/** Gallery photos in the panel's upload queue: stored as WebP (SPEC §5), one row each. */
export const galleryQueue: QueueKind<{ kind: 'gallery' }> = {
  record: (_, upload) => recordGalleryPhoto(upload),
  failure: GALLERY_FAILED.upload,
  as: 'image/webp',
};
