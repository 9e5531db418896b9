import type { Credit } from '../../../../core/credits/credit';
import type { Project } from '../../../../core/database-shapes';
import { supabase } from '../../../lib/supabase';
import { oneRowOrThrow, WriteError } from '../../../lib/write-error';

export type CreditTarget = 'cover' | 'video' | 'model' | 'renders' | 'planos';

/**
 * One credit on the chosen images of a project, in one transaction (public.apply_project_credit):
 * `onlyEmpty` leaves images that already have a credit. Returns how many images took it and the
 * project as stored now (its cover's and video's credits).
 */
export async function applyProjectCredit(
  projectId: number,
  credit: Credit,
  targets: CreditTarget[],
  onlyEmpty: boolean,
): Promise<{ count: number; project: Project }> {
  const { data, error, status } = await supabase.rpc('apply_project_credit', {
    project_id: projectId,
    credit,
    targets,
    only_empty: onlyEmpty,
  });
  if (error)
    throw new WriteError(`acreditar imágenes: ${error.message}`, {
      status,
      code: error.code,
      stage: 'record',
    });
  return { count: data, project: await reloadProject(projectId) };
}

/** The project as stored now (after a write the panel did not make row by row). */
export async function reloadProject(projectId: number): Promise<Project> {
  return oneRowOrThrow('leer el proyecto', await supabase.from('Project').select('*').eq('id', projectId));
}
