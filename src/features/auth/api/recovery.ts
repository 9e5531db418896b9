import { supabase } from '../../../lib/supabase';

// A forgotten password (supabase-js resetPasswordForEmail): Supabase Auth, or the embedded backend
// with SMTP, mails a link back to /login?recuperacion=1 that signs the browser in for one purpose,
// setting a new password (updateUser without the old one).

/** Where the link of the mail returns: /login, told it comes from a recovery link. */
export const RECOVERY_RETURN = '/login?recuperacion=1';

export type RecoveryRequest = 'sent' | 'no-mail' | 'rate-limited' | 'unavailable';

export async function requestRecovery(email: string): Promise<RecoveryRequest> {
  try {
    const { error } = await supabase.auth.resetPasswordForEmail(email, {
      redirectTo: `${window.location.origin}${RECOVERY_RETURN}`,
    });
    if (!error) return 'sent';
    // The embedded backend without SMTP_HOST and SITE_URL sends no mail (server/auth/recovery.ts).
    if (error.code === 'recovery_mail_not_configured') return 'no-mail';
    if (error.status === 429) return 'rate-limited';
    console.error('No se pudo pedir el enlace:', error);
    return 'unavailable';
  } catch (error) {
    console.error('No se pudo pedir el enlace:', error);
    return 'unavailable';
  }
}

export type NewPasswordOutcome = 'ok' | 'weak' | 'expired' | 'unavailable';

/** The new password of the account the recovery link signed in. */
export async function setRecoveredPassword(password: string): Promise<NewPasswordOutcome> {
  try {
    const { error } = await supabase.auth.updateUser({ password });
    if (!error) return 'ok';
    if (error.code === 'weak_password' || error.code === 'same_password') return 'weak';
    if (error.status === 401 || error.status === 403) return 'expired';
    console.error('No se pudo cambiar la contraseña:', error);
    return 'unavailable';
  } catch (error) {
    console.error('No se pudo cambiar la contraseña:', error);
    return 'unavailable';
  }
}
