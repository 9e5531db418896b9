import type { Client } from '../../../lib/database.types';
import { listOrEmpty } from '../../../lib/lookup';
import { supabase } from '../../../lib/supabase';

export function getClients(): Promise<Client[]> {
  return listOrEmpty('los testimonios', supabase.from('Client').select('*').order('id'));
}
