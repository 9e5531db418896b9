import { lazy, Suspense } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';
import { errorMessage } from './route-error';

// The error screen's code (RouteErrorScreen.tsx, with its texts and styles) is fetched when an
// error or an unknown address first needs it, not with every page: the public pages' budget
//. The server announces it in the head of a 404 (server/site/route-assets.ts). Should
// that fetch fail too (the site unreachable: the likeliest reason a page's code failed to load),
// SPEC's bare words still show.

function PlainErrorScreen({ error }: { error: unknown }) {
  return (
    <main>
      <h2>Unexpected Application Error!</h2>
      <h3>{errorMessage(error)}</h3>
    </main>
  );
}

const Screen = lazy(() =>
  import('./RouteErrorScreen').then(
    (m) => ({ default: m.RouteErrorScreen }),
    () => ({ default: PlainErrorScreen }),
  ),
);

/** SPEC §2's router error screen for `error`. */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <Suspense fallback={<LoadingScreen active />}>
      <Screen error={error} />
    </Suspense>
  );
}
