import type { SupabaseClient } from '@supabase/supabase-js';
import type { Check } from './check';

const MIGRATION = 'supabase/migrations/20261129000700_contact_messages.sql';

/**
 * The contact form, as a visitor's browser reaches it: the database hands out a challenge in
 * ALTCHA's format (pgcrypto in schema `extensions` signs it), sends a message only through
 * send_contact_message (which refuses one without a solved challenge), and keeps the messages
 * and their settings closed to visitors. The write probes are refused by design: nothing is
 * stored on a healthy project.
 */
export async function contactChecks(supabase: SupabaseClient): Promise<Check[]> {
  const challenge = await supabase.rpc('contact_challenge');
  const parameters = (challenge.data as { parameters?: Record<string, unknown> } | null)?.parameters;
  const issued =
    !challenge.error &&
    parameters?.algorithm === 'SHA-256' &&
    typeof (challenge.data as { signature?: unknown }).signature === 'string';
  const noCrypto = /hmac|gen_random_bytes|extensions/.test(challenge.error?.message ?? '');

  const unsolved = await supabase.rpc('send_contact_message', {
    name: 'Doctor',
    email: 'doctor@example.com',
    message: 'Prueba sin desafío resuelto',
    proof: {},
  });
  const read = await supabase.from('Message').select('id').limit(1);
  const settings = await supabase.from('MessageSettings').select('id').limit(1);
  const write = await supabase
    .from('Message')
    .insert({ name: 'Doctor', email: 'doctor@example.com', body: '' });
  const closed =
    unsolved.error?.code === 'P0001' &&
    read.error?.code === '42501' &&
    settings.error?.code === '42501' &&
    write.error?.code === '42501';
  const seen = (answer: { error: { code?: string } | null; data: unknown }) =>
    answer.error
      ? (answer.error.code ?? '?')
      : Array.isArray(answer.data)
        ? `${answer.data.length} filas visibles`
        : 'aceptado';
  return [
    {
      name: 'formulario de contacto: el desafío responde',
      ok: issued,
      seen: issued
        ? 'SHA-256, firmado'
        : `${challenge.error?.code ?? ''} ${challenge.error?.message ?? 'respuesta inesperada'}`.trim(),
      fix: issued
        ? ''
        : noCrypto
          ? 'Activa la extensión pgcrypto en el esquema extensions (Database → Extensions), luego aplica ' +
            `${MIGRATION} / Enable pgcrypto in schema extensions.`
          : `Aplica ${MIGRATION} (public.contact_challenge y private.contact_challenge ejecutables por anon) / The contact form's challenge must answer.`,
    },
    {
      name: 'formulario de contacto: mensajes cerrados a visitantes',
      ok: closed,
      seen: `envío sin desafío: ${seen(unsolved)}; lectura de Message: ${seen(read)}; de MessageSettings: ${seen(settings)}; escritura directa: ${seen(write)}`,
      fix: closed
        ? ''
        : `Aplica ${MIGRATION} (Message y MessageSettings solo para administradores; los visitantes envían por send_contact_message) / Messages must be closed to visitors.`,
    },
  ];
}
