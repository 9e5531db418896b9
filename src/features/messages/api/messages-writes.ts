import { supabase } from '../../../lib/supabase';
import { oneRowOrThrow, rowsOrThrow } from '../../../lib/write-error';

// Writes of 'Mensajes' (administrators only; the database refuses anyone else): answered or not,
// back to the inbox from the flagged ones, to the Papelera (the database stamps the time), the
// studio's choices, and the deletion of what is past the retention period.

export async function setAnswered(id: number, answered: boolean): Promise<void> {
  oneRowOrThrow(
    'marcar el mensaje',
    await supabase
      .from('Message')
      .update({ answered_at: answered ? new Date().toISOString() : null })
      .eq('id', id)
      .select('id'),
  );
}

/** A flagged message the studio recognises as a real one: into the inbox (the database counts it then). */
export async function moveToInbox(id: number): Promise<void> {
  oneRowOrThrow(
    'mover el mensaje',
    await supabase.from('Message').update({ flag: null }).eq('id', id).select('id'),
  );
}

export async function trashMessage(id: number): Promise<void> {
  oneRowOrThrow(
    'eliminar mensaje',
    await supabase
      .from('Message')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', id)
      .is('deleted_at', null)
      .select('id'),
  );
}

/**
 * Saves the studio's choices in their one row; a database restored from a backup taken before
 * the row existed gets it now (an update that touched nothing, then an insert).
 */
export async function saveSettings(settings: {
  retention_days: number;
  notify_email: string | null;
}): Promise<void> {
  const updated = rowsOrThrow(
    'guardar los ajustes de mensajes',
    await supabase.from('MessageSettings').update(settings).eq('id', 1).select('id'),
  );
  if (updated.length === 0)
    rowsOrThrow(
      'guardar los ajustes de mensajes',
      await supabase
        .from('MessageSettings')
        .insert({ id: 1, ...settings })
        .select('id'),
    );
}

/**
 * Deletes for good the messages older than `days` (the database does it too, at each new message
 * and daily where it can schedule it): opening 'Mensajes' never shows one past its time.
 */
export async function deleteOlderThan(days: number, now = Date.now()): Promise<void> {
  const cutoff = new Date(now - days * 24 * 3600 * 1000).toISOString();
  rowsOrThrow(
    'borrar los mensajes antiguos',
    await supabase.from('Message').delete().lt('created_at', cutoff).select('id'),
  );
}
