import { lazy, Suspense, useState } from 'react';
import { UploadQueueList } from '../../../../components/UploadQueueList';
import { UploadSlot } from '../../../../components/UploadSlot';
import { IMAGE_ACCEPT } from '../../../../lib/images/readable-image';
import { useAdminWrite } from '../../../../lib/admin-write';
import { unsent, useUploadQueue } from '../../../../lib/use-upload-queue';
import { addProjectMedia, type MediaRow, type MediaTable } from '../../api/media-writes';
import { MESSAGES } from './messages';
import { isPlanoPdf, PLANO_ACCEPT, planoRefusal } from './plano-files';
import styles from './ProjectsAdmin.module.css';

// The PDF's view (and with it pdf.js) is fetched only once a PDF is chosen.
const PdfPlanos = lazy(() => import('./PdfPlanos').then((m) => ({ default: m.PdfPlanos })));

const TEXTS = {
  Render: { input: 'Elegir render', add: 'Subir render', many: 'renders', failed: MESSAGES.uploadRender },
  Blueprint: { input: 'Elegir plano', add: 'Subir plano', many: 'planos', failed: MESSAGES.uploadBlueprint },
} as const;

// Adds renders or blueprints to a project: choose or drop one image or several, see the first,
// send them — each with its own progress (use-upload-queue.ts). New items go last. 'Planos' also
// takes a PDF, whose pages become planos (PdfPlanos.tsx); images chosen with it queue as usual.
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
  const planos = table === 'Blueprint';
  const [pdf, setPdf] = useState<File | null>(null);

  async function choose(files: File[]) {
    if (!planos) return setFiles(files);
    const pdfs = await Promise.all(files.map(isPlanoPdf));
    const firstPdf = files.find((_, i) => pdfs[i]);
    if (firstPdf) setPdf(firstPdf);
    setFiles(files.filter((_, i) => !pdfs[i]));
  }

  return (
    <div className={styles.addRow}>
      <UploadSlot
        label={texts.input}
        accept={planos ? PLANO_ACCEPT : IMAGE_ACCEPT}
        refusal={planos ? planoRefusal : undefined}
        kind="image"
        file={unsent(queue)}
        onFileChange={(file) => void choose(file ? [file] : [])}
        onFilesChange={(files) => void choose(files)}
        progress={uploading ? progress : null}
        disabled={uploading}
        hint={
          planos
            ? 'Arrastra imágenes o un PDF aquí o haz clic para elegirlos (cada página del PDF será un plano).'
            : 'Arrastra imágenes aquí o haz clic para elegirlas (puedes elegir varias).'
        }
      />
      {pdf && (
        <Suspense fallback={<p className={styles.muted}>Abriendo «{pdf.name}»…</p>}>
          <PdfPlanos
            key={`${pdf.name}-${pdf.lastModified}-${pdf.size}`}
            file={pdf}
            projectId={projectId}
            onAdded={(rows) => rows.forEach(onAdded)}
            onClose={() => setPdf(null)}
          />
        </Suspense>
      )}
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
