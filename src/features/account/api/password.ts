import { supabase } from '../../../lib/supabase';
import { ACCOUNT_TEXTS } from '../messages';

/**
 * Changes the signed-in account's password (supabase-js `updateUser`, `PUT /auth/v1/user`) with
 * its current one, as Supabase Auth requires with "Require current password when updating" on.
 * Then ends the other sessions (Supabase Auth already does on a password change; asked again so
 * it holds whatever the project's settings) and refreshes this one, so its token no longer
 * carries a one-time password's mark. Resolves with a Spanish error message, or null when done.
 */
export async function changePassword(current: string, next: string): Promise<string | null> {
  try {
    const { error } = await supabase.auth.updateUser({ password: next, current_password: current });
    if (error) {
      if (error.status === 429) return ACCOUNT_TEXTS.passwordRateLimited;
      const byCode: Record<string, string> = {
        current_password_mismatch: ACCOUNT_TEXTS.passwordCurrentWrong,
        current_password_required: ACCOUNT_TEXTS.passwordCurrentMissing,
        same_password: ACCOUNT_TEXTS.passwordSame,
        weak_password: ACCOUNT_TEXTS.passwordTooShort,
        insufficient_aal: ACCOUNT_TEXTS.passwordNeedsCode,
        invalid_credentials: ACCOUNT_TEXTS.passwordCurrentWrong,
      };
      const known = error.code ? byCode[error.code] : undefined;
      if (!known) console.error('No se pudo cambiar la contraseña:', error);
      return known ?? ACCOUNT_TEXTS.passwordFailed;
    }
    await supabase.auth.signOut({ scope: 'others' });
    await supabase.auth.refreshSession();
    return null;
  } catch (error) {
    console.error('No se pudo cambiar la contraseña:', error);
    return ACCOUNT_TEXTS.passwordFailed;
  }
}
