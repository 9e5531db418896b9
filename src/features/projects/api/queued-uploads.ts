import type { Project, Render } from '../../../../core/database-shapes';
import type { QueuedUpload } from '../../../lib/upload-queue/queue-types';
import { supabase } from '../../../lib/supabase';
import { oneRowOrThrow, rowsOrThrow } from '../../../lib/write-error';
import { coverChange, pointProjectAt } from './project-writes';

// The rows of photos the panel's upload queue stored (src/lib/upload-queue/): a project's render,
// or its new cover. Each upload's URL is its own, so a row already naming it means the queue was
// cut short (a closed tab) after writing it: that row is the answer, and nothing is written twice.

/** A render of `projectId` (last in its order), or the one already recorded for this upload. */
export async function recordRender(projectId: number, upload: QueuedUpload): Promise<Render> {
  const [found] = rowsOrThrow(
    'buscar render',
    await supabase.from('Render').select('*').eq('url', upload.stored.url),
  );
  if (found) return found;
  return oneRowOrThrow(
    'agregar Render',
    await supabase
      .from('Render')
      .insert({ id_project: projectId, url: upload.stored.url, widths: upload.widths, detail: null })
      .select(),
  );
}

/** The project's cover becomes this upload (unless it already is); the one it replaces goes to the trash. */
export async function recordCover(projectId: number, upload: QueuedUpload): Promise<Project> {
  const project = oneRowOrThrow(
    'leer proyecto',
    await supabase.from('Project').select('*').eq('id', projectId),
  );
  if (project.render === upload.stored.url) return project;
  return pointProjectAt(project, 'render', coverChange(upload.stored.url, upload.widths));
}
