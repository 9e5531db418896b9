import type { Blueprint, Render } from '../../../lib/database.types';
import { listOrEmpty } from '../../../lib/lookup';
import { supabase } from '../../../lib/supabase';

// Reads of the Render and Blueprint tables for one project (SPEC §7).

export function getRenders(projectId: number): Promise<Render[]> {
  return listOrEmpty('los renders', supabase.from('Render').select('*').eq('id_project', projectId).order('id'));
}

export function getBlueprints(projectId: number): Promise<Blueprint[]> {
  return listOrEmpty(
    'los planos',
    supabase.from('Blueprint').select('*').eq('id_project', projectId).order('id'),
  );
}
