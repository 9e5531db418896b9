import type { ContactChallenge, ContactProof } from '../../../../core/contact/message-rules';
import { publicDb } from '../../../lib/public-db';

// The contact form's two calls (supabase/migrations/20261129000700_contact_messages.sql): a
// challenge from the database, and the message with its solved proof.

/** A new challenge; throws when the database cannot be reached. */
export async function fetchChallenge(): Promise<ContactChallenge> {
  const { data, error } = await publicDb.rpc('contact_challenge');
  if (error || !data) throw new Error(`no challenge: ${error?.message ?? 'empty answer'}`);
  return data;
}

export interface MessageFields {
  name: string;
  email: string;
  message: string;
  phone?: string;
  website?: string;
  project?: number;
  lang: 'es' | 'en';
}

/**
 * What became of a message: kept ('received'); its proof refused (a new one may do: expired
 * meanwhile, or used); the site's daily cap reached ('limit'); the server too busy to take it
 * now ('busy': try again shortly); anything else ('failed').
 */
export type SendOutcome = 'received' | 'proof' | 'limit' | 'busy' | 'failed';

export async function sendMessage(fields: MessageFields, proof: ContactProof): Promise<SendOutcome> {
  try {
    const { data, error, status } = await publicDb.rpc('send_contact_message', {
      ...fields,
      proof: proof as never,
    });
    if (!error && data?.status === 'received') return 'received';
    if (status === 429 || status === 503) return 'busy';
    if (error?.code === 'P0001' && (error.hint === 'proof' || error.hint === 'limit')) return error.hint;
    console.error('No se pudo enviar el mensaje:', error);
    return 'failed';
  } catch (error) {
    console.error('No se pudo enviar el mensaje:', error);
    return 'failed';
  }
}
