import { UploadQueueList } from '../../../../components/UploadQueueList';
import { UploadSlot } from '../../../../components/UploadSlot';
import { IMAGE_ACCEPT } from '../../../../lib/images/readable-image';
import { useAdminWrite } from '../../../../lib/admin-write';
import { unsent, useUploadQueue } from '../../../../lib/use-upload-queue';
import { addProjectMedia, type MediaRow, type MediaTable } from '../../api/media-writes';
import { MESSAGES } from './messages';
import styles from './ProjectsAdmin.module.css';

const TEXTS = {
  Render: { input: 'Elegir render', add: 'Subir render', many: 'renders', failed: MESSAGES.uploadRender },
  Blueprint: { input: 'Elegir plano', add: 'Subir plano', many: 'planos', failed: MESSAGES.uploadBlueprint },
} as const;

// Adds renders or blueprints to a project: choose or drop one image or several, see the first,
// send them — each with its own progress (use-upload-queue.ts). New items go last.
export function MediaUploader({
  table,
  projectId,
  onAdded,
}: {
  table: MediaTable;
  projectId: number;
  onAdded: (row: MediaRow) => void;
}) {
  const { progress } = useAdminWrite();
  const texts = TEXTS[table];
  const { queue, setFiles, start, uploading, waiting } = useUploadQueue({
    upload: (file, onProgress) => addProjectMedia(table, projectId, file, onProgress),
    failure: texts.failed,
    onUploaded: onAdded,
  });

  return (
    <div className={styles.addRow}>
      <UploadSlot
        label={texts.input}
        accept={IMAGE_ACCEPT}
        kind="image"
        file={unsent(queue)}
        onFileChange={(file) => setFiles(file ? [file] : [])}
        onFilesChange={setFiles}
        progress={uploading ? progress : null}
        disabled={uploading}
        hint="Arrastra imágenes aquí o haz clic para elegirlas (puedes elegir varias)."
      />
      <UploadQueueList queue={queue} />
      <button
        className={styles.primary}
        type="button"
        disabled={waiting.length === 0 || uploading}
        onClick={() => void start()}
      >
        {waiting.length > 1 ? `Subir ${waiting.length} ${texts.many}` : texts.add}
      </button>
    </div>
  );
}
