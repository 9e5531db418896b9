import type { Database, Project } from '../../../lib/database.types';
import { removeFileOfUrl, removeStoredObject, uploadToGallery } from '../../../lib/storage';
import { supabase } from '../../../lib/supabase';
import { oneRowOrThrow } from '../../../lib/write-error';

// Admin writes of the Project table (SPEC §7). Reads live in projects.ts.

export type ProjectFields = Pick<
  Project,
  'title' | 'subtitle' | 'description' | 'year' | 'location' | 'type'
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
 * Order (issue 5, point 8): upload the new file → point the record at it → remove the old file.
 * SPEC §7 removes the old file first, but then a failed upload or update would leave the record
 * pointing at a file that no longer exists. In this order the record always points at a file
 * that exists: if the update fails, the just-uploaded file is removed again (no orphan) and the
 * old one was never touched; the old file goes only once nothing points at it.
 */
export async function replaceProjectFile(
  project: Project,
  field: ProjectFileField,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<Project> {
  // Covers are images and are compressed; videos are stored byte for byte (SPEC §5).
  const uploaded = await uploadToGallery(file, { compress: field === 'render', onProgress });
  let updated: Project;
  try {
    const change: ProjectUpdate = field === 'render' ? { render: uploaded.url } : { video: uploaded.url };
    updated = oneRowOrThrow(
      `modificar ${field}`,
      await supabase.from('Project').update(change).eq('id', project.id).select(),
    );
  } catch (error) {
    await removeStoredObject(uploaded.name);
    throw error;
  }
  await removeFileOfUrl(project[field]);
  return updated;
}

/** What deleting a project takes with it, for the confirmation (issue 20). */
export interface ProjectContents {
  renders: { url: string }[];
  blueprints: { url: string }[];
}
