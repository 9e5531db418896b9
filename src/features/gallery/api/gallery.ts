import type { GalleryPhoto } from '../../../lib/database.types';
import { listOrEmpty } from '../../../lib/lookup';
import { supabase } from '../../../lib/supabase';

export function getGalleryPhotos(): Promise<GalleryPhoto[]> {
  return listOrEmpty('la galería', supabase.from('Gallery').select('*').order('id'));
}
