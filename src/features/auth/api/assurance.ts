import type { Session } from '@supabase/supabase-js';

// Where a session stands on two-step sign-in, read from the session itself (no request, so it
// may run inside supabase-js's onAuthStateChange): the access token's `aal` claim, and whether
// the account has a verified factor (`user.factors`, as Supabase Auth answers it).

export interface SessionStanding {
  /** The account has a verified factor and this session has not proved it yet (aal1). */
  needsSecondStep: boolean;
  /** An account the embedded backend created with a one-time password (app_metadata). */
  mustChangePassword: boolean;
}

function tokenAal(accessToken: string): string | undefined {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { aal?: string }).aal;
  } catch {
    return undefined;
  }
}

export function sessionStanding(session: Session): SessionStanding {
  const verified = (session.user.factors ?? []).some((factor) => factor.status === 'verified');
  return {
    needsSecondStep: verified && tokenAal(session.access_token) !== 'aal2',
    mustChangePassword: session.user.app_metadata?.password_change_required === true,
  };
}
