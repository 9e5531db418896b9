import type { Message, MessageSettings } from '../../../../core/database-shapes';
import { supabase } from '../../../lib/supabase';
import { rowsOrThrow } from '../../../lib/write-error';

// Reads of 'Mensajes': the visitors' messages (only administrators past the second step read
// them: supabase/migrations/20261129000700_contact_messages.sql), the projects they came from,
// and the studio's choices. The trashed ones are the Papelera's.

/** The most messages the view reads at once, each of its two lists. */
export const PAGE = 200;

/** The inbox (flagged: false) or the flagged ones, not trashed: new first, then by date, newest first. */
export async function listMessages(flagged: boolean): Promise<Message[]> {
  const query = supabase.from('Message').select('*').is('deleted_at', null);
  const answer = await (flagged ? query.not('flag', 'is', null) : query.is('flag', null))
    .order('answered_at', { ascending: false, nullsFirst: true })
    .order('created_at', { ascending: false })
    .limit(PAGE);
  return rowsOrThrow('leer los mensajes', answer);
}

/** How many messages in the inbox are not answered yet (the count beside 'Mensajes'). */
export async function countNew(): Promise<number> {
  const { count, error } = await supabase
    .from('Message')
    .select('id', { count: 'exact', head: true })
    .is('deleted_at', null)
    .is('flag', null)
    .is('answered_at', null);
  if (error) throw new Error(`contar los mensajes nuevos: ${error.message}`);
  return count ?? 0;
}

/** Project id → its current address parts, to link each message to its project's page. */
export async function projectsById(): Promise<
  Map<number, { title: string; subtitle: string; trashed: boolean }>
> {
  const rows = rowsOrThrow(
    'leer los proyectos',
    await supabase.from('Project').select('id, title, subtitle, deleted_at'),
  );
  return new Map(
    rows.map((p) => [p.id, { title: p.title, subtitle: p.subtitle, trashed: p.deleted_at !== null }]),
  );
}

/** The studio's choices (the row may be missing after restoring an older backup: the defaults). */
export async function getSettings(): Promise<Pick<MessageSettings, 'retention_days' | 'notify_email'>> {
  const rows = rowsOrThrow(
    'leer los ajustes de mensajes',
    await supabase.from('MessageSettings').select('*'),
  );
  return rows[0] ?? { retention_days: 365, notify_email: null };
}
