import type { GalleryPhoto } from '../../../../core/database-shapes';
import { listOrEmpty } from '../../../lib/lookup';
import { publicDb } from '../../../lib/public-db';

export function getGalleryPhotos(): Promise<GalleryPhoto[]> {
  return listOrEmpty('la galería', publicDb.from('Gallery').select('*').is('deleted_at', null).order('id'));
}
