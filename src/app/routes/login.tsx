import { useEffect, useState } from 'react';
import { STUDIO } from '../../../core/studio/studio';
import { currentSession } from '../../features/auth/api/auth';
import { LoginPage } from '../../features/auth/components/LoginPage';
import { AUTH_TEXTS, type LoginRouteState } from '../../features/auth/messages';
import { loginMeta } from '../../../core/page/page-meta';
import { navigate, useLocation } from '../../lib/navigation';
import { usePageMeta } from '../../lib/use-page-meta';

// /login (SPEC §2). The panel sends the administrator here with a notice when the session has
// expired (navigation state), so the reason is explained rather than a silent failure.
export function Component() {
  usePageMeta(loginMeta());
  const location = useLocation();
  // Back from a recovery mail's link (RECOVERY_RETURN): supabase-js has taken the session from
  // the address; a new password comes before the panel. No session: the link was used or expired.
  const recovering = new URLSearchParams(location.search).has('recuperacion');
  const [expiredLink, setExpiredLink] = useState(false);
  const notice =
    (location.state as LoginRouteState | null)?.notice ?? (expiredLink ? AUTH_TEXTS.linkExpired : undefined);
  const [secondStep, setSecondStep] = useState(false);
  const [recoveredSession, setRecoveredSession] = useState(false);
  // Already signed in (a bookmark, the back button): straight on to the panel. Not when the
  // panel itself sent the administrator here because the session ended. A session that still
  // owes its second step (the panel sends it here) asks for the code.
  useEffect(() => {
    if (notice) return;
    let live = true;
    void currentSession().then((state) => {
      if (!live) return;
      if (recovering && state === 'none') setExpiredLink(true);
      else if (recovering && state === 'signed-in') setRecoveredSession(true);
      else if (state === 'signed-in') navigate('/admin', { replace: true });
      if (state === 'second-step') setSecondStep(true);
    });
    return () => {
      live = false;
    };
  }, [notice, recovering]);
  return (
    <LoginPage
      key={secondStep ? 'code' : recoveredSession ? 'new-password' : 'password'}
      studioName={STUDIO.name}
      notice={notice}
      secondStep={secondStep}
      recovering={recovering && (secondStep || recoveredSession)}
      onSignedIn={() => navigate('/admin', { replace: true })}
    />
  );
}
