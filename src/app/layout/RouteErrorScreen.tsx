import { useEffect } from 'react';
import { STUDIO } from '../../../core/studio/studio';
import { errorMeta, notFoundMeta } from '../../../core/page/page-meta';
import { usePageMeta } from '../../lib/use-page-meta';
import { errorMessage, isErrorResponse } from './route-error';
import styles from './RouteErrorScreen.module.css';

// SPEC §2: an unknown route shows the router's default error screen text — 'Unexpected
// Application Error!' with status and message ("404 Not Found") — kept verbatim, with a Spanish
// explanation and a way home around it. RouteErrorBoundary shows it for errors thrown while
// rendering a page.
export function RouteErrorScreen({ error }: { error: unknown }) {
  const notFound = isErrorResponse(error) && error.status === 404;
  const message = errorMessage(error);
  useEffect(() => {
    // A crash (not a 404) is logged once, for whoever looks at the console.
    if (!isErrorResponse(error)) console.error(error);
  }, [error]);
  usePageMeta(notFound ? notFoundMeta() : errorMeta());

  return (
    <main className={styles.screen}>
      <div className={styles.panel}>
        <p className={styles.brand}>{STUDIO.fullName}</p>
        <h2 className={styles.title}>Unexpected Application Error!</h2>
        <h3 className={styles.message}>{message}</h3>
        <p className={styles.explanation}>
          {notFound
            ? 'La página que buscas no existe o cambió de dirección.'
            : 'Algo salió mal al mostrar esta página. Intenta de nuevo en unos momentos.'}
        </p>
        <nav className={styles.links} aria-label="Salir de esta página">
          {/* Plain links, not router links: a full load also recovers from a broken page. */}
          <a className={styles.primary} href="/">
            Volver al inicio
          </a>
          <a className={styles.secondary} href="/ProjectsGallery">
            Ver la galería de proyectos
          </a>
        </nav>
      </div>
    </main>
  );
}
