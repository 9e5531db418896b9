import styles from './BusyOverlay.module.css';
import { usePreparationStatus } from '../lib/renditions/preparation-status';
import { UploadDetails } from './UploadDetails';

// The overlay shown while something the user started is in progress ('Actualizando...' during
// admin writes, 'Iniciando sesión...' while signing in). It covers the page so nothing else can
// be started meanwhile, and announces itself politely to screen readers.
export function BusyOverlay({
  label = 'Actualizando...',
  progress = null,
}: {
  label?: string;
  /** Fraction of an upload sent (0..1); shows a progress bar when not null. */
  progress?: number | null;
}) {
  // A video's phone version being made before the upload speaks for itself.
  const preparing = usePreparationStatus();
  const fraction = preparing ? preparing.fraction : progress;
  const percent = fraction === null ? null : Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className={styles.backdrop} role="status" aria-live="polite" aria-label={label}>
      <div className={styles.card}>
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.label}>
          {preparing ? `${preparing.label ?? 'Preparando la versión para teléfonos…'} ${percent} %` : label}
        </p>
        {percent !== null && (
          <div className={styles.progress}>
            <div
              className={styles.track}
              role="progressbar"
              aria-label="Progreso de subida"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <div className={styles.bar} style={{ width: `${percent}%` }} />
            </div>
            <span className={styles.percent}>{percent} %</span>
          </div>
        )}
        {preparing ? (
          <button className={styles.cancel} type="button" onClick={preparing.cancel}>
            Cancelar
          </button>
        ) : (
          percent !== null && <UploadDetails />
        )}
      </div>
    </div>
  );
}
