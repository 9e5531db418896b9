import type { Database, ImageWidths, Project } from '../../../../core/database-shapes';
import {
  discardUploads,
  removeFileAndRenditions,
  uploadImage,
  uploadVideo,
  type OverLimitChoice,
  widthUrls,
} from '../../../lib/renditions/upload-media';
import type { PhoneNotMade } from '../../../lib/renditions/video-rendition';
import { trashReplaced } from '../../../lib/replaced-media';
import { supabase } from '../../../lib/supabase';
import { oneRowOrThrow } from '../../../lib/write-error';

// Admin writes of the Project table (SPEC §7). Reads live in projects.ts.

/** The texts the project form writes: SPEC's six, and their English versions. */
export type ProjectFields = Pick<
  Project,
  | 'title'
  | 'subtitle'
  | 'description'
  | 'year'
  | 'location'
  | 'type'
  | 'title_en'
  | 'subtitle_en'
  | 'description_en'
  | 'location_en'
>;
type ProjectUpdate = Database['public']['Tables']['Project']['Update'];

export async function insertProject(fields: ProjectFields): Promise<Project> {
  return oneRowOrThrow('agregar proyecto', await supabase.from('Project').insert(fields).select());
}

/** Sends only `changes` (SPEC §5: editing sends the fields that changed) and returns the row. */
export async function updateProject(id: number, changes: ProjectUpdate): Promise<Project> {
  return oneRowOrThrow(
    'modificar proyecto',
    await supabase.from('Project').update(changes).eq('id', id).select(),
  );
}

export type ProjectFileField = 'render' | 'video';

/**
 * Replaces the project's cover (render) or video.
 *
 * Order: upload the new file → point the record at it → the old one goes to
 * the trash ('Papelera', src/lib/replaced-media.ts) instead of being removed.
 * SPEC §7 removes the old file first, but then a failed upload or update would leave the record
 * pointing at a file that no longer exists. In this order the record always points at a file
 * that exists: if the update fails, the just-uploaded file is removed again (no orphan) and the
 * old one was never touched; the old file leaves only once the project no longer points at it.
 */
export async function replaceProjectFile(
  project: Project,
  field: ProjectFileField,
  file: File,
  onProgress?: (fraction: number) => void,
  /** A video over the file limit: what the studio agreed to store instead. */
  options: { overLimit?: OverLimitChoice } = {},
): Promise<{ project: Project; phoneNotMade: PhoneNotMade | null }> {
  // Covers are compressed and get their narrower copies; videos are stored byte for byte (SPEC
  // §5) with a phone version and a poster beside them.
  let change: ProjectUpdate;
  let names: string[];
  let phoneNotMade: PhoneNotMade | null = null;
  if (field === 'render') {
    const image = await uploadImage(file, onProgress);
    // A new picture starts at the centre, uncaptioned and uncredited: the old one's point,
    // caption and credit go to the trash with it.
    change = coverChange(image.stored.url, image.widths);
    names = image.names;
  } else {
    const video = await uploadVideo(file, onProgress, options);
    change = {
      video: video.stored.url,
      video_phone: video.phone?.url ?? null,
      video_poster: video.poster?.url ?? null,
      video_type: video.type,
      video_phone_type: video.phoneType,
      video_caption: null,
      video_caption_en: null,
      video_credit: null,
    };
    names = video.names;
    phoneNotMade = video.notMade;
  }
  let updated: Project;
  try {
    updated = await pointProjectAt(project, field, change);
  } catch (error) {
    await discardUploads(names);
    throw error;
  }
  return { project: updated, phoneNotMade };
}

/**
 * Points the project at its new cover or video (`change`, files already stored); the one it
 * replaces goes to the trash. Throws, changing nothing, when the update is refused.
 */
export async function pointProjectAt(
  project: Project,
  field: ProjectFileField,
  change: ProjectUpdate,
): Promise<Project> {
  const updated = oneRowOrThrow(
    `modificar ${field}`,
    await supabase.from('Project').update(change).eq('id', project.id).select(),
  );
  try {
    await trashReplaced(project, field);
  } catch (error) {
    // Not recorded: the old files are removed as before, so no file nothing names stays public.
    console.error('No se guardó en la papelera lo reemplazado:', error);
    await removeFileAndRenditions(project[field], projectRenditions(project, field));
  }
  return updated;
}

/**
 * The columns a new cover sets: a new picture starts at the centre, with no link-preview copy yet,
 * and no caption or credit (a new photograph has another author).
 */
export const coverChange = (url: string, widths: ImageWidths | null): ProjectUpdate => ({
  render: url,
  render_widths: widths,
  render_focus_x: null,
  render_focus_y: null,
  render_preview: null,
  render_caption: null,
  render_caption_en: null,
  render_credit: null,
});

/** The rendition files made from a project's cover or video. */
function projectRenditions(project: Project, field: ProjectFileField): (string | null)[] {
  return field === 'render'
    ? [...widthUrls(project.render_widths), project.render_preview]
    : [project.video_phone, project.video_poster];
}

/** What deleting a project takes with it, for the confirmation. */
export interface ProjectContents {
  renders: { url: string; widths?: ImageWidths | null }[];
  blueprints: { url: string; widths?: ImageWidths | null }[];
}
