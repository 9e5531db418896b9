import type { Project } from '../../../../core/database-shapes';
import { discardUploads, removeFileAndRenditions, widthUrls } from '../../../lib/renditions/upload-media';
import { uploadModel, type UploadedModel } from '../../../lib/models/upload-model';
import { trashReplaced } from '../../../lib/replaced-media';
import { supabase } from '../../../lib/supabase';
import { oneRowOrThrow } from '../../../lib/write-error';

// A project's 3D model, written as its cover and video are (project-writes.ts): the new files are
// stored first, then the row points at them, then the model it replaced goes to the trash
// ('Papelera', field 'model'), where it can be restored for 30 days. Removing the model empties
// the row's model columns and sends the model to the trash the same way.

// A model's poster carries its caption and credit (20261129000100_credits_facts.sql): they go and
// come back with it, and a new model starts without them.
const NO_NOTES = { model_caption: null, model_caption_en: null, model_credit: null };
const EMPTY = {
  model: null,
  model_poster: null,
  model_poster_widths: null,
  model_size: null,
  model_source: null,
  ...NO_NOTES,
};

/** The project's former model out of public reach (or, if that cannot be recorded, removed). */
async function retire(previous: Project): Promise<void> {
  try {
    await trashReplaced(previous, 'model');
  } catch (error) {
    console.error('No se guardó en la papelera el modelo anterior:', error);
    await removeFileAndRenditions(previous.model, [
      previous.model_poster,
      ...widthUrls(previous.model_poster_widths),
    ]);
  }
}

export async function replaceModel(
  project: Project,
  files: File[],
  onProgress?: (fraction: number) => void,
): Promise<{ project: Project; uploaded: UploadedModel }> {
  const uploaded = await uploadModel(files, onProgress);
  let updated: Project;
  try {
    updated = oneRowOrThrow(
      'guardar modelo 3D',
      await supabase
        .from('Project')
        .update({
          model: uploaded.url,
          model_poster: uploaded.poster,
          model_poster_widths: uploaded.posterWidths,
          model_size: uploaded.size,
          model_source: uploaded.source,
          ...NO_NOTES,
        })
        .eq('id', project.id)
        .select(),
    );
  } catch (error) {
    await discardUploads(uploaded.names);
    throw error;
  }
  await retire(project);
  return { project: updated, uploaded };
}

export async function removeModel(project: Project): Promise<Project> {
  const updated = oneRowOrThrow(
    'quitar modelo 3D',
    await supabase.from('Project').update(EMPTY).eq('id', project.id).select(),
  );
  await retire(project);
  return updated;
}
