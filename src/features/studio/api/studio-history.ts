import { studioSettings } from '../../../../core/studio/studio-settings';
import type { StudioSettings } from '../../../../core/studio/studio-settings';
import { supabase } from '../../../lib/supabase';
import { rowsOrThrow } from '../../../lib/write-error';

// The settings' history: public."StudioVersion" holds each document a save replaced,
// with when it was saved and by whom (written by the database, read by administrators only).

export interface StudioVersion {
  id: number;
  savedAt: string;
  author: string | null;
  settings: StudioSettings;
}

/** The kept versions, newest first. */
export async function getStudioVersions(): Promise<StudioVersion[]> {
  const rows = rowsOrThrow(
    'leer el historial',
    await supabase.from('StudioVersion').select('*').order('id', { ascending: false }),
  );
  return rows.map((r) => ({
    id: r.id,
    savedAt: r.saved_at,
    author: r.author_email,
    // With its English words: restoring the version restores them too.
    settings: studioSettings(r.settings),
  }));
}
