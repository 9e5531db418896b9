import type { Client } from '../../../../core/database-shapes';
import { supabase } from '../../../lib/supabase';
import { oneRowOrThrow } from '../../../lib/write-error';

// Admin writes of the Client (testimonial) table (SPEC §7). Reads live in clients.ts.

/** What the form writes: SPEC's two fields and the testimonial in English (null for none). */
export type ClientFields = Pick<Client, 'name' | 'testimonial' | 'testimonial_en'>;

export async function insertClient(fields: ClientFields): Promise<Client> {
  return oneRowOrThrow('agregar testimonio', await supabase.from('Client').insert(fields).select());
}

export async function updateClient(id: number, fields: ClientFields): Promise<Client> {
  return oneRowOrThrow(
    'actualizar testimonio',
    await supabase.from('Client').update(fields).eq('id', id).select(),
  );
}
