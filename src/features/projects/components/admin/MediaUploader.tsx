import { useState } from 'react';
import { UploadSlot } from '../../../../components/UploadSlot';
import { useAdminWrite } from '../../../../lib/admin-write';
import { addProjectMedia, type MediaRow, type MediaTable } from '../../api/media-writes';
import { MESSAGES } from './messages';
import styles from './ProjectsAdmin.module.css';

const TEXTS = {
  Render: { input: 'Elegir render', add: 'Subir render', failed: MESSAGES.uploadRender },
  Blueprint: { input: 'Elegir plano', add: 'Subir plano', failed: MESSAGES.uploadBlueprint },
} as const;

// Adds a render or blueprint to a project: choose or drop an image, see it, send it. The new
// item goes last (the database places it).
export function MediaUploader({
  table,
  projectId,
  onAdded,
}: {
  table: MediaTable;
  projectId: number;
  onAdded: (row: MediaRow) => void;
}) {
  const { run, progress } = useAdminWrite();
  const texts = TEXTS[table];
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);

  async function add() {
    if (!file) return;
    setUploading(true);
    let added: MediaRow | undefined;
    const ok = await run(texts.failed, async (onProgress) => {
      added = await addProjectMedia(table, projectId, file, onProgress);
    });
    setUploading(false);
    if (ok && added) {
      onAdded(added);
      setFile(null);
    }
  }

  return (
    <div className={styles.addRow}>
      <UploadSlot
        label={texts.input}
        accept="image/*"
        kind="image"
        file={file}
        onFileChange={setFile}
        progress={uploading ? progress : null}
        hint="Arrastra una imagen aquí o haz clic para elegirla."
      />
      <button className={styles.primary} type="button" disabled={!file} onClick={add}>
        {texts.add}
      </button>
    </div>
  );
}
