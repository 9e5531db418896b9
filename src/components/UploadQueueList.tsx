import type { QueuedFile } from '../lib/use-upload-queue';
import { usePreparationStatus } from '../lib/renditions/preparation-status';
import { useUploadStatus } from '../lib/upload-status';
import styles from './UploadQueueList.module.css';

const STATE_TEXT: Record<Exclude<QueuedFile['state'], 'sending' | 'failed'>, string> = {
  waiting: 'En espera',
  done: 'Subido',
  cancelled: 'Cancelado',
};

// The files chosen for upload, each with its own progress and then its result (sent, or the
// message that names it), in view while they go up: several files get no full-screen overlay.
export function UploadQueueList({ queue }: { queue: readonly QueuedFile[] }) {
  const upload = useUploadStatus();
  // A plano's full detail is prepared and sent tile by tile after its image: its own 'Cancelar'.
  const preparing = usePreparationStatus();
  const cancel = upload?.cancel ?? preparing?.cancel;
  if (queue.length < 2 && !queue.some((q) => q.failed)) return null;
  const done = queue.filter((q) => q.state === 'done').length;
  const sending = queue.some((q) => q.state === 'sending');
  return (
    <div className={styles.wrapper}>
      <ul className={styles.list} aria-label="Archivos por subir">
        {queue.map((item) => (
          <li key={item.key} className={styles.item} data-state={item.state}>
            <span className={styles.name}>{item.file.name}</span>
            {item.state === 'failed' ? (
              <span className={styles.failed}>{item.failed}</span>
            ) : (
              <span className={styles.status}>
                {item.state !== 'done' && (
                  <progress
                    className={styles.progress}
                    max={100}
                    value={item.percent}
                    aria-label={`Progreso de ${item.file.name}`}
                  />
                )}
                <span className={styles.state}>
                  {item.state === 'sending' ? `${item.percent} %` : STATE_TEXT[item.state]}
                </span>
                {item.state === 'sending' && cancel && (
                  <button type="button" className={styles.cancel} onClick={cancel}>
                    Cancelar
                  </button>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
      {/* Announced once per file, not at every percent. */}
      <p className={styles.summary} role="status" aria-live="polite">
        {sending || done > 0 ? `${done} de ${queue.length} subidos` : ''}
      </p>
    </div>
  );
}
