import { Suspense, lazy, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen';
import { PublicLayout } from './layout/PublicLayout';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import { NOT_FOUND } from './layout/route-error';
import { RouteErrorScreen } from './layout/RouteErrorScreen';

// Every route of SPEC §2, in React Router's declarative mode: the data router (loaders, actions,
// fetchers) would add ~17 KiB gzip to every public page for features the site does not use
// (issue 12's budget). Pages are loaded lazily so each visit downloads only what it shows; the
// admin panel in particular never reaches a visitor's browser.

/**
 * A route module's page (each exports it as `Component`), loaded on first visit. The server names
 * these modules to announce their chunks in the page's head (server/http/route-assets.ts).
 */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const Home = page(() => import('./routes/home'));
const ProjectsGallery = page(() => import('./routes/projects-gallery'));
const Project = page(() => import('./routes/project'));
const WhoWeAre = page(() => import('./routes/who-we-are'));
const Login = page(() => import('./routes/login'));
const Admin = page(() => import('./routes/admin'));

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      {/* While the first page's code arrives, the same branded screen the page opens with.
          Later navigations are transitions: the current page stays until the next is ready. */}
      <Suspense fallback={<LoadingScreen active />}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="/" element={<Home />} />
            <Route path="/ProjectsGallery" element={<ProjectsGallery />} />
            <Route path="/ProjectsGallery/:name" element={<Project />} />
            <Route path="/WhoWeAre" element={<WhoWeAre />} />
          </Route>
          <Route path="/login" element={<Login />} />
          <Route path="/admin" element={<Admin />} />
          <Route path="*" element={<RouteErrorScreen error={NOT_FOUND} />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
