import { useState } from 'react';
import { UploadQueueList } from '../../../../components/UploadQueueList';
import { UploadSlot } from '../../../../components/UploadSlot';
import { IMAGE_ACCEPT } from '../../../../lib/images/readable-image';
import { useAdminWrite } from '../../../../lib/admin-write';
import { unsent, useUploadQueue } from '../../../../lib/use-upload-queue';
import { addProjectMedia, type AddedMedia, type MediaRow, type MediaTable } from '../../api/media-writes';
import { DetailNotice } from './DetailNotice';
import { isPanoramaShape } from './panorama-shape';
import { MESSAGES } from './messages';
import styles from './ProjectsAdmin.module.css';

const TEXTS = {
  Render: { input: 'Elegir render', add: 'Subir render', many: 'renders', failed: MESSAGES.uploadRender },
  Blueprint: { input: 'Elegir plano', add: 'Subir plano', many: 'planos', failed: MESSAGES.uploadBlueprint },
} as const;

// Adds renders or blueprints to a project: choose or drop one image or several, see the first,
// send them — each with its own progress (use-upload-queue.ts). New items go last. A plano keeps
// its full resolution as tiles (its full detail); a render does when it is marked 360°, which a
// 2:1 image is offered as.
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
  const [panorama, setPanorama] = useState(false);
  const [notMade, setNotMade] = useState<string | null>(null);
  const { queue, setFiles, start, uploading, waiting } = useUploadQueue<AddedMedia>({
    upload: (file, onProgress) => addProjectMedia(table, projectId, file, onProgress, { panorama }),
    failure: texts.failed,
    onUploaded: (added) => {
      setNotMade(added.detailNotMade);
      onAdded(added.row);
    },
  });

  const choose = (files: File[]) => {
    setFiles(files);
    setNotMade(null);
    if (table === 'Render' && files[0])
      void isPanoramaShape(files[0]).then((wide) => setPanorama(wide));
  };

  return (
    <div className={styles.addRow}>
      <UploadSlot
        label={texts.input}
        accept={IMAGE_ACCEPT}
        kind="image"
        file={unsent(queue)}
        onFileChange={(file) => choose(file ? [file] : [])}
        onFilesChange={choose}
        progress={uploading ? progress : null}
        disabled={uploading}
        hint="Arrastra imágenes aquí o haz clic para elegirlas (puedes elegir varias)."
      />
      {table === 'Render' && (
        <label className={styles.panorama}>
          <input
            type="checkbox"
            checked={panorama}
            disabled={uploading}
            onChange={(event) => setPanorama(event.target.checked)}
          />{' '}
          Render 360° (imagen equirrectangular 2:1): se verá como panorama
        </label>
      )}
      <UploadQueueList queue={queue} />
      <DetailNotice notMade={notMade} />
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
