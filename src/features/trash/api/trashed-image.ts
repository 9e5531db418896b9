import { imageUrl } from '../../../lib/image-url';
import { TRASH_BUCKET } from '../../../../core/media/storage-object-key';
import { supabase } from '../../../lib/supabase';
import { ownKeysOf } from '../../../lib/trash-files';

// A trashed item's picture, for the Papelera's list: its files wait in the private bucket, where
// a public link answers 404, so the panel reads the narrowest stored copy with the
// administrator's session (Storage's authenticated download). A file that stayed public (a live
// row shares it) or another site's image is shown by its link as before.

/** What an <img> can show: an object URL of the private copy (to revoke), or a link. */
export async function trashedImage(
  url: string,
  widths: Record<string, string> | null | undefined,
): Promise<{ src: string; revoke: boolean }> {
  const link = imageUrl(url, 144, 75, widths ?? undefined);
  const [key] = ownKeysOf(link);
  if (!key) return { src: link, revoke: false };
  const { data } = await supabase.storage.from(TRASH_BUCKET).download(key);
  return data ? { src: URL.createObjectURL(data), revoke: true } : { src: link, revoke: false };
}
