import type { Json } from '../../../lib/database.types';
import type { StudioSettings } from '../../../lib/studio-settings';
import { removeStoredObject, uploadToGallery } from '../../../lib/storage';
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
    oneRowOrThrow(
      'guardar estudio',
      await supabase.from('Studio').insert({ id: 1, settings: document }).select(),
    );
  }
  return settings;
}

/** A file chosen in the view: uploaded on save, its URL put in the settings by `apply`. */
export interface StudioFileChange {
  file: File;
  /** Images are compressed before upload; videos are not (SPEC §5). */
  compress: boolean;
  apply: (settings: StudioSettings, url: string) => StudioSettings;
  /** The URL it replaces ('' for the file shipped with the app): removed once nothing points at it. */
  previous: string;
}

/**
 * Saves a section: upload its new files (`<timestamp>-<name>` in Gallery, like every upload) →
 * write the settings. As for project covers (project-writes.ts), a failed write removes what was
 * just uploaded and the settings never point at a missing file.
 */
export async function saveStudioSection(
  next: StudioSettings,
  files: StudioFileChange[] = [],
  onProgress?: (fraction: number) => void,
): Promise<StudioSettings> {
  const uploaded: string[] = [];
  let settings = next;
  try {
    for (const change of files) {
      const stored = await uploadToGallery(change.file, { compress: change.compress, onProgress });
      uploaded.push(stored.name);
      settings = change.apply(settings, stored.url);
    }
    await saveStudioSettings(settings);
  } catch (error) {
    for (const name of uploaded) await removeStoredObject(name);
    throw error;
  }
  // The replaced files stay: the version the save just kept (issue 29, 'Historial') still names
  // them. They go when that version falls off the history (the purge's queue, PurgedFile).
  return settings;
}
