import type { Database, Project, Row } from '../../core/database-shapes';
import type { ImageNotes } from '../../core/credits/credit';
import { supabase } from './supabase';
import { oneRowOrThrow } from './write-error';

// Writes of images' captions and credits (the same three columns on every image row; a
// project's cover and video carry them prefixed `render_` and `video_`), for every panel view
// that shows images. Only the changed ones are sent.

type ImageTable = 'Render' | 'Blueprint' | 'Gallery';

/** Saves an image row's caption and credit; returns the row as stored. */
export async function saveImageNotes<T extends ImageTable>(
  table: T,
  id: number,
  changes: Partial<ImageNotes>,
): Promise<Row<T>> {
  const update = changes as Database['public']['Tables'][T]['Update'];
  return oneRowOrThrow(
    `guardar pie de foto de ${table}`,
    // One of three tables: supabase-js's types cannot follow a table chosen at run time.
    await (supabase
      .from(table as 'Render')
      .update(update as never)
      .eq('id', id)
      .select() as never),
  );
}

/** Saves the caption and credit of a project's cover ('render') or video. */
export async function saveProjectFileNotes(
  projectId: number,
  field: 'render' | 'video' | 'model',
  changes: Partial<ImageNotes>,
): Promise<Project> {
  const update = Object.fromEntries(
    Object.entries(changes).map(([key, value]) => [`${field}_${key}`, value]),
  ) as Database['public']['Tables']['Project']['Update'];
  return oneRowOrThrow(
    `guardar pie de foto de ${field}`,
    await supabase.from('Project').update(update).eq('id', projectId).select(),
  );
}
