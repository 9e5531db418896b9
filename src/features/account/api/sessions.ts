import { supabase } from '../../../lib/supabase';
import type { Database } from '../../../../core/database-shapes';

export type AccountSession = Database['public']['Functions']['my_sessions']['Returns'][number];

/**
 * The account's sessions (public.my_sessions(), which reads auth.sessions: device, address,
 * last refresh). `null` when the backend cannot tell (a hosted project without the migration,
 * or whose auth schema the function may not read): the view then says so and still offers
 * signing the other devices out.
 */
export async function listSessions(): Promise<AccountSession[] | null> {
  const { data, error } = await supabase.rpc('my_sessions');
  if (error) {
    console.error('No se pudieron leer las sesiones:', error);
    return null;
  }
  return data;
}

export async function endSession(id: string): Promise<boolean> {
  const { error } = await supabase.rpc('end_session', { target_session: id });
  if (error) console.error('No se pudo cerrar la sesión:', error);
  return !error;
}

/** Every session of the account but this one (supabase-js `signOut({ scope: 'others' })`). */
export async function signOutOthers(): Promise<boolean> {
  const { error } = await supabase.auth.signOut({ scope: 'others' });
  if (error) console.error('No se pudo cerrar la sesión en los demás dispositivos:', error);
  return !error;
}
