import { useLocation, useNavigate } from 'react-router';
import { STUDIO } from '../../config/studio';
import { LoginPage } from '../../features/auth/components/LoginPage';
import type { LoginRouteState } from '../../features/auth/messages';
import { usePageMeta } from '../../lib/page-meta';

// /login (SPEC §2). The panel sends the administrator here with a notice when the session has
// expired (navigation state), so the reason is explained rather than a silent failure.
export function Component() {
  usePageMeta('Iniciar sesión');
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as LoginRouteState | null)?.notice;
  return (
    <LoginPage
      studioName={STUDIO.name}
      notice={notice}
      onSignedIn={() => navigate('/admin', { replace: true })}
    />
  );
}
