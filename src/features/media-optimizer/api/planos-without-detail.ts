import { supabase } from '../../../lib/supabase';

/**
 * How many planos were stored without their full detail (before the panel kept it, or from a
 * browser that could not prepare it). Null when it cannot be read: the view then says nothing.
 */
export async function countPlanosWithoutDetail(): Promise<number | null> {
  const { count, error } = await supabase
    .from('Blueprint')
    .select('id', { count: 'exact', head: true })
    .is('detail', null)
    .is('deleted_at', null);
  return error ? null : count;
}
