import { isRouteErrorResponse, useRouteError } from 'react-router';

// SPEC §2: an unknown route shows the router's default error screen text. Refined in the
// public-site issue (link home, styling).
export function RouteErrorScreen() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main style={{ padding: '2rem' }}>
      <h2>Unexpected Application Error!</h2>
      <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
    </main>
  );
}
