import { Suspense } from 'react';
import { LoadingScreen } from '../components/LoadingScreen';
import { Route, Switch, useLocation } from '../lib/navigation';
import { pathIn } from '../../core/i18n/lang';
import { OTHER_PAGES, PUBLIC_PAGES } from './pages';
import { PublicLayout } from './layout/PublicLayout';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import { NOT_FOUND } from './layout/route-error';
import { ErrorScreen } from './layout/ErrorScreen';

// Every route of SPEC §2, with wouter (src/lib/navigation): React Router took ~13 KiB gzip of
// every public page's JavaScript budget for routing the site does not use. Pages are loaded
// lazily so each visit downloads only what it shows; the admin panel in particular never
// reaches a visitor's browser.

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      {/* While the first page's code arrives, the same branded screen the page opens with.
          Later navigations are transitions: the current page stays until the next is ready. */}
      <Suspense fallback={<LoadingScreen active />}>
        {/* The first route that matches is rendered. */}
        <Switch>
          {/* Each public page at its Spanish address and, under /en, in English, inside the
              public shell. One key for them all: the shell (bar, footer, scroll handling) stays
              mounted from one page to the next and only the page inside it changes; a page's
              two languages are the same component, so switching language keeps it mounted
              too (no second loading screen). Only the Switch sees these elements, one at a time. */}
          {PUBLIC_PAGES.flatMap(({ path, Page }) =>
            [path, pathIn('en', path)].map((at) => (
              <Route key="public" path={at}>
                <PublicLayout>
                  <Page />
                </PublicLayout>
              </Route>
            )),
          )}
          {OTHER_PAGES.map(({ path, Page }) => (
            <Route key={path} path={path}>
              <Page />
            </Route>
          ))}
          <Route key="unknown">
            <ErrorScreen error={NOT_FOUND} />
          </Route>
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
