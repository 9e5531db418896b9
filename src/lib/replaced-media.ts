import type { Project, ReplacedColumns, ReplacedFieldValue } from '../../core/database-shapes';
import { supabase } from './supabase';
import { hideTrashedFiles, ownKeysOf } from './trash-files';
import { oneRowOrThrow } from './write-error';

// A replaced cover, video or 3D model goes to the trash like a deleted item: its values are kept in
// public."ReplacedMedia" (supabase/migrations/20261127001200_replaced_media.sql) and its files
// leave the public bucket for the private one, unless a live row still names them. 'Papelera'
// restores it as the project's current one or deletes it for good (src/features/trash/).

export type ReplacedField = ReplacedFieldValue;

/**
 * The project's columns a cover or a video is made of. A cover's focal point and the link-preview
 * copy cut around it belong to that picture, and so do the caption and credit of a cover or a
 * video (a new photograph has another author): they go to the trash with it and come back with it.
 */
export const REPLACED_COLUMNS = {
  render: [
    'render',
    'render_widths',
    'render_focus_x',
    'render_focus_y',
    'render_preview',
    'render_caption',
    'render_caption_en',
    'render_credit',
  ],
  video: [
    'video',
    'video_phone',
    'video_poster',
    'video_type',
    'video_phone_type',
    'video_caption',
    'video_caption_en',
    'video_credit',
  ],
  model: [
    'model',
    'model_poster',
    'model_poster_widths',
    'model_size',
    'model_source',
    'model_caption',
    'model_caption_en',
    'model_credit',
  ],
} as const satisfies Record<ReplacedField, readonly (keyof Project)[]>;

/** The values of one field's columns in a project row. */
export function columnsOf(project: Project, field: ReplacedField): ReplacedColumns {
  return Object.fromEntries(REPLACED_COLUMNS[field].map((c) => [c, project[c]])) as ReplacedColumns;
}

/**
 * Records what `project` had in `field` before it was replaced, and takes its files out of public
 * reach. Nothing to record when the field was empty. A file that could not be moved stays public
 * and the panel warns the studio (src/lib/still-public.ts): the replaced values are in the trash
 * either way.
 */
export async function trashReplaced(project: Project, field: ReplacedField): Promise<void> {
  if (!project[field]) return;
  const columns = columnsOf(project, field);
  oneRowOrThrow(
    `guardar ${field} anterior`,
    await supabase.from('ReplacedMedia').insert({ id_project: project.id, field, columns }).select('id'),
  );
  try {
    await hideTrashedFiles(ownKeysOf(columns));
  } catch (error) {
    console.error('Los archivos reemplazados siguen públicos:', error);
  }
}
