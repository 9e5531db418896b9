import type { Message } from '../../../../core/database-shapes';
import { supabase } from '../../../lib/supabase';
import { oneRowOrThrow, rowsOrThrow } from '../../../lib/write-error';

// Visitors' messages in the Papelera ('Mensajes' moves them there). A message names no file of
// the site's (its words are the visitor's, whatever they contain): restoring or deleting one
// moves or removes nothing in Storage.

export async function listTrashedMessages(): Promise<Message[]> {
  return rowsOrThrow(
    'leer la papelera',
    await supabase.from('Message').select('*').not('deleted_at', 'is', null),
  );
}

export async function restoreMessage(id: number): Promise<void> {
  oneRowOrThrow(
    'restaurar mensaje',
    await supabase
      .from('Message')
      .update({ deleted_at: null })
      .eq('id', id)
      .not('deleted_at', 'is', null)
      .select('id'),
  );
}

export async function deleteMessage(id: number): Promise<void> {
  oneRowOrThrow('eliminar mensaje', await supabase.from('Message').delete().eq('id', id).select('id'));
}
