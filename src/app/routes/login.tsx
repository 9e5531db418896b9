import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { STUDIO } from '../../config/studio';
import { hasSession } from '../../features/auth/api/auth';
import { LoginPage } from '../../features/auth/components/LoginPage';
import type { LoginRouteState } from '../../features/auth/messages';
import { loginMeta } from '../../lib/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';

// /login (SPEC §2). The panel sends the administrator here with a notice when the session has
// expired (navigation state), so the reason is explained rather than a silent failure.
export function Component() {
  usePageMeta(loginMeta());
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as LoginRouteState | null)?.notice;
  // Already signed in (a bookmark, the back button): straight on to the panel. Not when the
  // panel itself sent the administrator here because the session ended.
  useEffect(() => {
    if (notice) return;
    let live = true;
    void hasSession().then((signedIn) => {
      if (live && signedIn) navigate('/admin', { replace: true });
    });
    return () => {
      live = false;
    };
  }, [notice, navigate]);
  return (
    <LoginPage
      studioName={STUDIO.name}
      notice={notice}
      onSignedIn={() => navigate('/admin', { replace: true })}
    />
  );
}
