import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen';
import { pathIn } from '../../core/i18n/lang';
import { OTHER_PAGES, PUBLIC_PAGES } from './pages';
import { PublicLayout } from './layout/PublicLayout';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import { NOT_FOUND } from './layout/route-error';
import { ErrorScreen } from './layout/ErrorScreen';

// Every route of SPEC §2, in React Router's declarative mode: the data router (loaders, actions,
// fetchers) would add ~17 KiB gzip to every public page for features the site does not use
// (the public routes' JavaScript budget). Pages are loaded lazily so each visit downloads only what it shows;
// the admin panel in particular never reaches a visitor's browser.

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      {/* While the first page's code arrives, the same branded screen the page opens with.
          Later navigations are transitions: the current page stays until the next is ready. */}
      <Suspense fallback={<LoadingScreen active />}>
        <Routes>
          <Route element={<PublicLayout />}>
            {/* Each public page at its Spanish address and, under /en, in English. */}
            {PUBLIC_PAGES.flatMap(({ path, Page }) =>
              [path, pathIn('en', path)].map((at) => <Route key={at} path={at} element={<Page />} />),
            )}
          </Route>
          {OTHER_PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<ErrorScreen error={NOT_FOUND} />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
