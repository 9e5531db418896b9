import styles from './BusyOverlay.module.css';
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
  const percent = progress === null ? null : Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <div className={styles.backdrop} role="status" aria-live="polite" aria-label={label}>
      <div className={styles.card}>
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.label}>{label}</p>
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
        {percent !== null && <UploadDetails />}
      </div>
    </div>
  );
}
