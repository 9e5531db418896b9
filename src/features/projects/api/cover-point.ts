import type { Project } from '../../../../core/database-shapes';
import type { FocalPoint } from '../../../../core/media/focal-point';
import { discardUploads } from '../../../lib/renditions/upload-media';
import { storeLinkPreview } from '../../../lib/renditions/link-preview';
import { ownKeysOf, removeUnnamedFiles } from '../../../lib/trash-files';
import { updateProject } from './project-writes';

/**
 * Saves the cover's focal point with its link-preview copy cut around it (1200 × 630,
 * src/lib/renditions/link-preview.ts): copy stored → point and copy recorded together → the
 * previous copy removed. Back to the centre records no copy (the preview is then the centred crop
 * every backend makes). A failed record removes the new copy again and changes nothing.
 */
export async function saveCoverPoint(project: Project, point: FocalPoint | null): Promise<Project> {
  const copy = point && project.render ? await storeLinkPreview(project.render, point) : null;
  let updated: Project;
  try {
    updated = await updateProject(project.id, {
      render_focus_x: point?.x ?? null,
      render_focus_y: point?.y ?? null,
      render_preview: copy?.url ?? null,
    });
  } catch (error) {
    if (copy) await discardUploads([copy.name]);
    throw error;
  }
  // The old copy goes unless something still names it (a replaced cover in the trash cannot: it
  // keeps its own). Left behind on failure, the orphan sweep takes it: nothing names it.
  if (project.render_preview) await removeUnnamedFiles(ownKeysOf({ render_preview: project.render_preview }));
  return updated;
}
