import { Outlet, createBrowserRouter } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen';
import { PublicLayout } from './layout/PublicLayout';
import { RouteErrorScreen } from './layout/RouteErrorScreen';

// Every route of SPEC §2. Pages are loaded lazily so each visit downloads only what it shows;
// the admin panel in particular never reaches a visitor's browser.
export const router = createBrowserRouter([
  {
    // An element on the root keeps React Router from warning when an unknown path ends here.
    element: <Outlet />,
    errorElement: <RouteErrorScreen />,
    // While the first page's code arrives, the same branded screen the page itself opens with.
    HydrateFallback: () => <LoadingScreen active />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', lazy: () => import('./routes/home') },
          { path: '/ProjectsGallery', lazy: () => import('./routes/projects-gallery') },
          { path: '/ProjectsGallery/:name', lazy: () => import('./routes/project') },
          { path: '/WhoWeAre', lazy: () => import('./routes/who-we-are') },
        ],
      },
      { path: '/login', lazy: () => import('./routes/login') },
      { path: '/admin', lazy: () => import('./routes/admin') },
    ],
  },
]);
