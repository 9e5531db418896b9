import type { QueuedFile } from '../lib/use-upload-queue';
import styles from './UploadQueueList.module.css';

// The files chosen for upload, each with its own progress, or the alert that names it.
export function UploadQueueList({ queue }: { queue: readonly QueuedFile[] }) {
  if (queue.length < 2 && !queue.some((q) => q.failed)) return null;
  return (
    <ul className={styles.list} aria-label="Archivos por subir" aria-live="polite">
      {queue.map((item) => (
        <li key={item.key} className={styles.item}>
          <span className={styles.name}>{item.file.name}</span>
          {item.failed ? (
            <span className={styles.failed}>
              «{item.file.name}»: {item.failed}
            </span>
          ) : (
            <progress
              className={styles.progress}
              max={100}
              value={item.percent ?? 0}
              aria-label={`Progreso de ${item.file.name}`}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
