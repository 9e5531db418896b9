import { BusyOverlay } from '../../components/BusyOverlay';
import { STUDIO } from '../../../core/studio/studio';
import { AccountAdmin } from '../../features/account/components/AccountAdmin';
import { FirstPasswordChange } from '../../features/account/components/FirstPasswordChange';
import { AdminShell, type AdminTab } from '../../features/admin/components/AdminShell';
import { useAdminSession } from '../../features/auth/hooks/use-admin-session';
import { AUTH_TEXTS, type LoginRouteState } from '../../features/auth/messages';
import { GalleryAdmin } from '../../features/gallery/components/admin/GalleryAdmin';
import { MessagesAdmin } from '../../features/messages/components/MessagesAdmin';
import { NewMessagesBadge } from '../../features/messages/components/NewMessagesBadge';
import { StatisticsAdmin } from '../../features/statistics/components/StatisticsAdmin';
import { MediaOptimizer } from '../../features/media-optimizer/components/MediaOptimizer';
import { getStoredStudioSettings } from '../../features/studio/api/studio-settings';
import { saveStudioSettings } from '../../features/studio/api/studio-writes';
import { StudioAdmin } from '../../features/studio/components/admin/StudioAdmin';
import { ProjectsAdmin } from '../../features/projects/components/admin/ProjectsAdmin';
import { ClientsAdmin } from '../../features/testimonials/components/admin/ClientsAdmin';
import { TrashAdmin } from '../../features/trash/components/TrashAdmin';
import { usePurgeAtSignIn } from '../../features/trash/use-purge-at-sign-in';
import { AdminWriteProvider } from '../../lib/admin-write';
import type { QueueKinds } from '../../lib/upload-queue/queue-types';
import { UploadQueueProvider } from '../../lib/upload-queue/UploadQueueProvider';
import { galleryQueue } from '../../features/gallery/components/admin/gallery-queue';
import { coverQueue, renderQueue } from '../../features/projects/components/admin/project-queue';
import { Navigate } from '../../lib/navigation';
import { adminMeta } from '../../../core/page/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { usePanelApp } from '../../lib/use-panel-app';

// /admin (SPEC §2, §6): composes the session guard (auth), the panel shell (admin) and one tab
// per feature. Everything imported here is only in this lazily loaded route's chunks, so a
// visitor of the public pages never downloads the panel.

const TABS: AdminTab[] = [
  { id: 'proyectos', label: 'Proyectos', render: () => <ProjectsAdmin /> },
  { id: 'clientes', label: 'Clientes', render: () => <ClientsAdmin /> },
  { id: 'galeria', label: 'Galería', render: () => <GalleryAdmin /> },
];

// Views opened below the tabs (SPEC §2 keeps three tabs): visitors' messages (with the count of
// new ones), the studio's own settings,
// the trash, renditions for the media stored before the panel made them,
// the counts of visits and contacts, and the account's password, two-step sign-in,
// sessions and the studio's administrators.
// 'Optimizar medios' reads and writes the studio's settings through the studio feature's calls.
const STUDIO_STORE = { read: getStoredStudioSettings, save: saveStudioSettings };

const VIEWS: AdminTab[] = [
  {
    id: 'mensajes',
    label: 'Mensajes',
    badge: <NewMessagesBadge />,
    render: () => <MessagesAdmin studioName={STUDIO.name} />,
  },
  { id: 'estudio', label: 'Estudio', render: () => <StudioAdmin /> },
  { id: 'papelera', label: 'Papelera', render: () => <TrashAdmin /> },
  { id: 'medios', label: 'Optimizar medios', render: () => <MediaOptimizer studioStore={STUDIO_STORE} /> },
  { id: 'estadisticas', label: 'Estadísticas', render: () => <StatisticsAdmin /> },
  { id: 'cuenta', label: 'Cuenta', render: () => <AccountAdmin studioName={STUDIO.name} /> },
];

// The photos the upload queue takes (src/lib/upload-queue/), each kind recorded by its feature.
const QUEUE_KINDS: QueueKinds = { render: renderQueue, gallery: galleryQueue, cover: coverQueue };

export function Component() {
  usePageMeta(adminMeta());
  usePanelApp();
  const { session, signOut, expire } = useAdminSession();
  usePurgeAtSignIn(session.status !== 'checking' && session.status !== 'ended');

  if (session.status === 'checking') return <BusyOverlay label={AUTH_TEXTS.checkingSession} />;
  if (session.status === 'ended') {
    const state: LoginRouteState | null =
      session.reason === 'expired' ? { notice: AUTH_TEXTS.sessionExpired } : null;
    return <Navigate to="/login" replace state={state} />;
  }
  // Password only, on an account with two-step sign-in: /login asks for the code.
  if (session.status === 'second-step') return <Navigate to="/login" replace />;
  // An account created with a one-time password chooses its own before anything else.
  if (session.mustChangePassword)
    return <FirstPasswordChange email={session.email} onSignOut={() => void signOut()} />;
  return (
    <AdminWriteProvider onSessionExpired={expire}>
      <UploadQueueProvider owner={session.userId} kinds={QUEUE_KINDS}>
        <AdminShell
          tabs={TABS}
          views={VIEWS}
          studioName={STUDIO.name}
          email={session.email}
          onSignOut={signOut}
        />
      </UploadQueueProvider>
    </AdminWriteProvider>
  );
}
