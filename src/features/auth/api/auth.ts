import { isAuthApiError } from '@supabase/supabase-js';
import { supabase } from '../../../lib/supabase';
import { sessionStanding } from './assurance';

// Sign-in and sign-out of the administrator (SPEC §7 "Authentication").

export type SignInOutcome = 'ok' | 'invalid' | 'rate-limited' | 'unavailable';

export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  try {
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (!error) return 'ok';
    // Supabase Auth throttles sign-in attempts per client (a token bucket) and answers 429
    // over_request_rate_limit; that is not a wrong password and must not be shown as one.
    if (error.status === 429) return 'rate-limited';
    // Wrong email or password (400 invalid_credentials) and any other refusal of the request.
    if (isAuthApiError(error) && error.status !== undefined && error.status < 500) return 'invalid';
    console.error('No se pudo iniciar sesión:', error);
    return 'unavailable';
  } catch (error) {
    console.error('No se pudo iniciar sesión:', error);
    return 'unavailable';
  }
}

/**
 * Ends the session everywhere (scope global revokes its refresh tokens). If the server cannot
 * be reached the session is still removed from this browser, so "Cerrar sesión" always works.
 */
export async function signOut(): Promise<void> {
  const { error } = await supabase.auth.signOut();
  if (error) {
    console.error('No se pudo cerrar la sesión en el servidor:', error);
    await supabase.auth.signOut({ scope: 'local' });
  }
}

/** Forgets a session the server no longer accepts, without asking the server. */
export async function dropLocalSession(): Promise<void> {
  await supabase.auth.signOut({ scope: 'local' });
}

/**
 * Whether this browser holds a session the project still vouches for, and whether it still has
 * to prove the account's second factor. getClaims() checks the stored access token's signature
 * against the project's published keys (JWKS, ES256, cached by supabase-js) instead of trusting
 * whatever localStorage says; a legacy HS256 token is asked of the server. Refreshed by
 * supabase-js first if due.
 */
export async function currentSession(): Promise<'none' | 'second-step' | 'signed-in'> {
  const claims = await supabase.auth.getClaims();
  if (claims.error || claims.data === null) return 'none';
  const { data } = await supabase.auth.getSession();
  if (!data.session) return 'none';
  return sessionStanding(data.session).needsSecondStep ? 'second-step' : 'signed-in';
}

export type SecondStepOutcome = 'ok' | 'invalid' | 'rate-limited' | 'unavailable';

/**
 * The second step of sign-in (Supabase MFA): a challenge of the account's TOTP factor and the
 * code from the authenticator app; on success supabase-js keeps the new aal2 session.
 */
export async function verifySecondStep(code: string): Promise<SecondStepOutcome> {
  try {
    const factors = await supabase.auth.mfa.listFactors();
    const factor = factors.data?.totp[0];
    if (!factor) return 'unavailable';
    const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
    if (!error) return 'ok';
    if (error.status === 429) return 'rate-limited';
    if (error.status !== undefined && error.status < 500) return 'invalid';
    console.error('No se pudo verificar el código:', error);
    return 'unavailable';
  } catch (error) {
    console.error('No se pudo verificar el código:', error);
    return 'unavailable';
  }
}
