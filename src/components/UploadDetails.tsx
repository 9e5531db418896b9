import { describeProgress, formatBytes } from '../lib/upload-progress';
import { useUploadStatus } from '../lib/upload-status';
import styles from './BusyOverlay.module.css';

// Under the busy overlay's progress bar while a file goes up: what was sent of how much and the
// time left, that an interrupted upload was picked up where it stopped, and 'Cancelar'.
export function UploadDetails() {
  const upload = useUploadStatus();
  if (!upload) return null;
  const { progress } = upload;
  return (
    <div className={styles.details}>
      {progress.resumedFrom > 0 && (
        <p className={styles.resumed}>
          Se reanudó la subida de «{upload.fileName}»: {formatBytes(progress.resumedFrom)} ya estaban en el
          servidor.
        </p>
      )}
      {/* Updated several times a second: read on demand, not announced each time. */}
      <p className={styles.bytes} aria-live="off">
        {describeProgress(progress)}
      </p>
      <button className={styles.cancel} type="button" onClick={upload.cancel}>
        Cancelar
      </button>
    </div>
  );
}
