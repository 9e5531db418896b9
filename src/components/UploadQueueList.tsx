import type { ListedUpload } from '../lib/use-upload-queue';
import { usePreparationStatus } from '../lib/renditions/preparation-status';
import { useUploadStatus } from '../lib/upload-status';
import styles from './UploadQueueList.module.css';

const STATE_TEXT: Record<Exclude<ListedUpload['state'], 'sending' | 'failed'>, string> = {
  waiting: 'En espera',
  offline: 'Sin conexión',
  done: 'Subido',
  cancelled: 'Cancelado',
};

// The files chosen for upload, each with its own progress and then its result (sent, or the
// message that names it), in view while they go up: several files get no full-screen overlay,
// and neither do photos in the panel's upload queue, which go up while the studio works on.
export function UploadQueueList({ queue }: { queue: readonly ListedUpload[] }) {
  const upload = useUploadStatus();
  // A plano's full detail is prepared and sent tile by tile after its image: its own 'Cancelar'.
  const preparing = usePreparationStatus();
  const cancel = upload?.cancel ?? preparing?.cancel;
  const onlyChosen = queue.every((q) => q.file && q.state === 'waiting');
  if (queue.length === 0 || (onlyChosen && queue.length < 2)) return null;
  const done = queue.filter((q) => q.state === 'done').length;
  const sending = queue.some((q) => q.state === 'sending');
  return (
    <div className={styles.wrapper}>
      <ul className={styles.list} aria-label="Archivos por subir">
        {queue.map((item) => (
          <li key={item.key} className={styles.item} data-state={item.state}>
            <span className={styles.name}>{item.name}</span>
            {item.state === 'failed' ? (
              <span className={styles.failed}>{item.failed}</span>
            ) : (
              <span className={styles.status}>
                {item.state !== 'done' && (
                  <progress
                    className={styles.progress}
                    max={100}
                    value={item.percent}
                    aria-label={`Progreso de ${item.name}`}
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
            {item.remove && item.state !== 'done' && (
              <button
                type="button"
                className={styles.cancel}
                aria-label={`Quitar ${item.name} de la cola`}
                onClick={item.remove}
              >
                Quitar
              </button>
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
