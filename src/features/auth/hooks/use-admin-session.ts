import { useCallback, useEffect, useRef, useState } from 'react';
import { supabase } from '../../../lib/supabase';
import { sessionStanding } from '../api/assurance';
import { dropLocalSession, signOut as signOutEverywhere } from '../api/auth';

// The session guard of /admin (SPEC §2, §6). supabase-js keeps the session in localStorage, so
// it survives a reload; INITIAL_SESSION reports it (refreshed if needed) once the client is
// ready. Later, SIGNED_OUT means the session ended: by the administrator's own sign-out, or
// because it expired and could not be refreshed — then the panel explains it on /login instead
// of failing silently at the next click.

export type AdminSession =
  | { status: 'checking' }
  /** `userId`: the account's id (what the panel keeps in the browser is keyed by it). */
  | { status: 'active'; userId: string; email: string; mustChangePassword: boolean }
  /** Signed in with the password only, on an account with two-step sign-in: /login asks the code. */
  | { status: 'second-step' }
  | { status: 'ended'; reason: 'missing' | 'expired' | 'signed-out' };

export function useAdminSession() {
  const [session, setSession] = useState<AdminSession>({ status: 'checking' });
  const signingOut = useRef(false);

  useEffect(() => {
    const { data } = supabase.auth.onAuthStateChange((event, current) => {
      if (current) {
        const email = current.user.email ?? '';
        const { needsSecondStep, mustChangePassword } = sessionStanding(current);
        if (needsSecondStep) return setSession({ status: 'second-step' });
        // A token refresh keeps the same administrator: keep the same state, no re-render.
        const userId = current.user.id;
        setSession((previous) =>
          previous.status === 'active' &&
          previous.userId === userId &&
          previous.email === email &&
          previous.mustChangePassword === mustChangePassword
            ? previous
            : { status: 'active', userId, email, mustChangePassword },
        );
        return;
      }
      setSession((previous) => {
        if (previous.status === 'ended') return previous;
        if (signingOut.current) return { status: 'ended', reason: 'signed-out' };
        // No session at the first check: simply not signed in. Losing it later: it expired.
        const reason = event === 'INITIAL_SESSION' || previous.status === 'checking' ? 'missing' : 'expired';
        return { status: 'ended', reason };
      });
    });
    return () => data.subscription.unsubscribe();
  }, []);

  const signOut = useCallback(async () => {
    signingOut.current = true;
    await signOutEverywhere();
  }, []);

  /** A write was refused because the server no longer accepts the session. */
  const expire = useCallback(() => {
    setSession({ status: 'ended', reason: 'expired' });
    void dropLocalSession();
  }, []);

  return { session, signOut, expire };
}
