import type { Factor } from '@supabase/supabase-js';
import { supabase } from '../../../lib/supabase';
import { ACCOUNT_TEXTS } from '../messages';
import { svgDataUrl } from '../svg-data-url';

// Two-step sign-in with a TOTP authenticator app, through supabase-js's MFA API (the same calls
// on a hosted project and on the embedded backend).

export interface Enrollment {
  factorId: string;
  /** An SVG image as a data: URL, drawn by the server (Supabase Auth answers it that way). */
  qrCode: string;
  /** The key to type by hand into the app (base32). */
  secret: string;
}

/** The account's verified TOTP factor, if any (from the user the server answers). */
export async function verifiedFactor(): Promise<Factor | null> {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.totp[0] ?? null;
}

export async function startEnrollment(issuer: string): Promise<Enrollment | string> {
  // An earlier enrollment left half-way (QR shown, code never given) is of no use.
  const listed = await supabase.auth.mfa.listFactors();
  for (const factor of listed.data?.all ?? [])
    if (factor.status === 'unverified') await supabase.auth.mfa.unenroll({ factorId: factor.id });
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', issuer });
  if (error || data.type !== 'totp') return failure(error);
  return { factorId: data.id, qrCode: svgDataUrl(data.totp.qr_code), secret: data.totp.secret };
}

/** Proves the first code; the session becomes aal2. Resolves with a message, or null when done. */
export async function confirmEnrollment(factorId: string, code: string): Promise<string | null> {
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code: code.replace(/\s/g, '') });
  return error ? failure(error) : null;
}

export async function cancelEnrollment(factorId: string): Promise<void> {
  await supabase.auth.mfa.unenroll({ factorId });
}

/** Removes the factor (needs an aal2 session); the session is refreshed to drop its aal2 mark. */
export async function disableTwoStep(factorId: string): Promise<string | null> {
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) return failure(error);
  await supabase.auth.refreshSession();
  return null;
}

function failure(error: { status?: number; code?: string } | null): string {
  if (error?.status === 429) return ACCOUNT_TEXTS.twoStepRateLimited;
  if (error?.code === 'mfa_verification_failed') return ACCOUNT_TEXTS.twoStepCodeInvalid;
  if (error?.code === 'insufficient_aal') return ACCOUNT_TEXTS.twoStepNeedsCode;
  console.error('Verificación en dos pasos:', error);
  return ACCOUNT_TEXTS.twoStepFailed;
}
