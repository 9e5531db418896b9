import { lazy, Suspense, useState } from 'react';
import { UploadQueueList } from '../../../../components/UploadQueueList';
import { UploadSlot } from '../../../../components/UploadSlot';
import { IMAGE_ACCEPT } from '../../../../lib/images/readable-image';
import { useAdminWrite } from '../../../../lib/admin-write';
import { unsent, useUploadQueue } from '../../../../lib/use-upload-queue';
import { useQueuedUploads } from '../../../../lib/upload-queue/use-queued-uploads';
import { addProjectMedia, type AddedMedia, type MediaRow, type MediaTable } from '../../api/media-writes';
import { DetailNotice } from './DetailNotice';
import { isPanoramaShape } from './panorama-shape';
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
// takes a PDF, whose pages become planos (PdfPlanos.tsx); images chosen with it queue as usual. A
// plano keeps its full resolution as tiles (its full detail); a render does when it is marked
// 360°, which a 2:1 image is offered as. Renders (not 360°) go through the panel's upload queue,
// kept in the browser until stored and recorded whatever happens to the connection or the tab;
// planos and 360° renders, whose tiles are made on the way, go up while the page stays open.
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
  const direct = useUploadQueue<AddedMedia>({
    upload: (file, onProgress) => addProjectMedia(table, projectId, file, onProgress, { panorama }),
    failure: texts.failed,
    onUploaded: (added) => {
      setNotMade(added.detailNotMade);
      onAdded(added.row);
    },
  });
  const planos = table === 'Blueprint';
  const queued = useQueuedUploads<MediaRow>({
    target: planos ? null : { kind: 'render', projectId },
    onUploaded: onAdded,
  });
  const { queue, start, uploading, waiting } = planos || panorama ? direct : queued;
  const setFiles = (files: File[]) => {
    direct.setFiles(files);
    queued.setFiles(files);
  };
  const [pdf, setPdf] = useState<File | null>(null);

  async function choose(files: File[]) {
    setNotMade(null);
    if (!planos) {
      setFiles(files);
      if (files[0]) setPanorama(await isPanoramaShape(files[0]));
      return;
    }
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
        camera={!planos}
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
