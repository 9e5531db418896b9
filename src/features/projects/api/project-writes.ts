import type { Database, Project } from '../../../lib/database.types';
import { removeFileOfUrl, removeStoredObject, removeUnusedFile, uploadToGallery } from '../../../lib/storage';
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

/** Thrown when the project is gone but some of its files could not be removed from storage. */
export class FilesLeftError extends Error {
  constructor(readonly count: number) {
    super(`${count} archivo(s) del proyecto no se pudieron eliminar del almacenamiento`);
    this.name = 'FilesLeftError';
  }
}

/**
 * Deletes a project: its row (the database deletes its renders and blueprints with it, in the same
 * transaction), then every file it used — cover, video, renders, blueprints.
 *
 * SPEC §7 removes files before records, but then a failure halfway would leave rows pointing at
 * files already gone: broken images on a page still published. In this order (as for renders,
 * media-writes.ts) the site shows the whole project or none of it; a file that cannot be removed
 * afterwards stays unused, and the caller is told (FilesLeftError).
 */
export async function deleteProject(project: Project, contents: ProjectContents): Promise<void> {
  oneRowOrThrow('eliminar proyecto', await supabase.from('Project').delete().eq('id', project.id).select());
  const urls = [
    project.render,
    project.video,
    ...contents.renders.map((r) => r.url),
    ...contents.blueprints.map((b) => b.url),
  ];
  let left = 0;
  // One by one: a file another record still uses (shared demo files) is kept, not counted.
  for (const url of urls) if ((await removeUnusedFile(url)) === 'failed') left += 1;
  if (left > 0) throw new FilesLeftError(left);
}
