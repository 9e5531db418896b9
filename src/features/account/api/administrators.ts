import type { PostgrestError } from '@supabase/supabase-js';
import type { Database } from '../../../../core/database-shapes';
import { hostedBackend, supabase, supabasePublicKey, supabaseUrl } from '../../../lib/supabase';
import { ACCOUNT_TEXTS } from '../messages';

// The studio's administrators, through the database's own functions (public.list_administrators,
// add_administrator, remove_administrator): the database decides who may, never this code.

export type Administrator = Database['public']['Functions']['list_administrators']['Returns'][number];

export type AddOutcome =
  { ok: true; email: string; oneTimePassword: string | null } | { ok: false; message: string };

export async function listAdministrators(): Promise<Administrator[] | string> {
  const { data, error } = await supabase.rpc('list_administrators');
  return error ? message(error, ACCOUNT_TEXTS.adminsFailed) : data;
}

/**
 * Hosted project: names an existing account (created in Supabase's dashboard). Embedded
 * backend: creates the account first when it does not exist, with a one-time password answered
 * once (server/auth/account-admin.ts), in the same transaction as the database's check.
 */
export async function addAdministrator(email: string, resetPassword = false): Promise<AddOutcome> {
  if (hostedBackend && !resetPassword) {
    const { error } = await supabase.rpc('add_administrator', { target_email: email });
    return error
      ? { ok: false, message: message(error, ACCOUNT_TEXTS.adminAddFailed) }
      : { ok: true, email, oneTimePassword: null };
  }
  try {
    const { data } = await supabase.auth.getSession();
    const response = await fetch(`${supabaseUrl}/auth/v1/embedded/administrators`, {
      method: 'POST',
      headers: {
        apikey: supabasePublicKey,
        authorization: `Bearer ${data.session?.access_token ?? supabasePublicKey}`,
        'content-type': 'application/json',
      },
      // reset_password: a new one-time password for an administrator who forgot its own.
      body: JSON.stringify(resetPassword ? { email, reset_password: true } : { email }),
    });
    const body = (await response.json()) as {
      email?: string;
      password?: string | null;
      code?: string;
      error_code?: string;
      message?: string;
    };
    if (response.ok) return { ok: true, email: body.email ?? email, oneTimePassword: body.password ?? null };
    if (body.error_code === 'email_address_invalid')
      return { ok: false, message: ACCOUNT_TEXTS.adminInvalidEmail };
    return {
      ok: false,
      message: message(
        { code: String(body.code ?? ''), message: body.message ?? '' },
        ACCOUNT_TEXTS.adminAddFailed,
      ),
    };
  } catch (error) {
    console.error('No se pudo añadir el administrador:', error);
    return { ok: false, message: ACCOUNT_TEXTS.adminAddFailed };
  }
}

export async function removeAdministrator(userId: string): Promise<string | null> {
  const { error } = await supabase.rpc('remove_administrator', { target_user: userId });
  return error ? message(error, ACCOUNT_TEXTS.adminRemoveFailed) : null;
}

/** The database's refusals, in Spanish (20261125000300_accounts_mfa.sql names each code). */
function message(error: Pick<PostgrestError, 'code' | 'message'>, fallback: string): string {
  if (error.code === '42501')
    return /second step/.test(error.message) ? ACCOUNT_TEXTS.adminNeedsCode : ACCOUNT_TEXTS.adminDenied;
  if (error.code === '23514') return ACCOUNT_TEXTS.adminLast;
  if (error.code === '22023') return ACCOUNT_TEXTS.adminNoAccount;
  console.error('Administradores:', error);
  return fallback;
}
