import type { ProjectAddress } from '../../../../core/database-shapes';
import { listOrEmpty } from '../../../lib/lookup';
import { supabase } from '../../../lib/supabase';
import { oneRowOrThrow } from '../../../lib/write-error';

// The panel's side of a project's former addresses: the database records them on rename
// (supabase/migrations/20261127000900_former_addresses.sql); the studio sees them and may drop one.

/** The project's former addresses, newest first. */
export function listFormerAddresses(projectId: number): Promise<ProjectAddress[]> {
  return listOrEmpty(
    'las direcciones anteriores del proyecto',
    supabase
      .from('ProjectAddress')
      .select('*')
      .eq('id_project', projectId)
      .order('created_at', { ascending: false })
      .order('lang'),
  );
}

/** Drops one: visitors following it get the not-found page from now on. */
export async function dropFormerAddress(id: number): Promise<void> {
  oneRowOrThrow(
    'quitar la dirección anterior',
    await supabase.from('ProjectAddress').delete().eq('id', id).select(),
  );
}
