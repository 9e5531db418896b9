import type { Json } from '../../../lib/database.types';
import type { StudioSettings } from '../../../lib/studio-settings';
import { supabase } from '../../../lib/supabase';
import { oneRowOrThrow, rowsOrThrow } from '../../../lib/write-error';

// Admin write of the studio's settings (issue 24): the whole document, on the single row id 1.
// A hosted project has no row until the first save, so an update that touched nothing is
// followed by an insert (the embedded REST layer, like the app's other calls, has no upsert).

export async function saveStudioSettings(settings: StudioSettings): Promise<StudioSettings> {
  const document = settings as unknown as Json;
  const updated = rowsOrThrow(
    'guardar estudio',
    await supabase.from('Studio').update({ settings: document }).eq('id', 1).select(),
  );
  if (updated.length === 0) {
    oneRowOrThrow('guardar estudio', await supabase.from('Studio').insert({ id: 1, settings: document }).select());
  }
  return settings;
}
