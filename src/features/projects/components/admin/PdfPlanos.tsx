import { useEffect, useRef, useState } from 'react';
import { useAdminWrite } from '../../../../lib/admin-write';
import { FileRefusedError } from '../../../../lib/file-refused';
import type { OpenedPdf } from '../../../../lib/pdf/pdf-pages';
import { useUploadStatus } from '../../../../lib/upload-status';
import { UploadCancelledError } from '../../../../lib/upload-resumable';
import { importPlanoPdf, openPlanoPdf, type PdfImportProgress } from '../../api/plano-pdf';
import type { MediaRow } from '../../api/media-writes';
import { MESSAGES } from './messages';
import styles from './ProjectsAdmin.module.css';
import own from './PdfPlanos.module.css';

type Opened =
  { status: 'opening' } | { status: 'open'; pdf: OpenedPdf } | { status: 'refused'; message: string };

const sizeText = (size: PdfImportProgress['size']) =>
  size
    ? ` · ${size.width.toLocaleString('es')} × ${size.height.toLocaleString('es')} px (${size.pxPerMm.toLocaleString('es', { maximumFractionDigits: 1 })} px/mm)`
    : '';

function stepText(progress: PdfImportProgress | undefined, page: number, running: boolean): string {
  if (!progress || progress.page < page) return running ? 'En espera' : 'Por subir';
  if (progress.page > page || progress.step === 'done') return `Subida${sizeText(progress.size)}`;
  if (progress.step === 'drawing') return 'Dibujando la página…';
  return `Subiendo ${Math.round(progress.fraction * 100)} %${sizeText(progress.size)}`;
}

/**
 * A PDF chosen in 'Planos': opened with pdf.js (fetched now), its pages listed, then each drawn
 * and added as a plano in order, with its progress and 'Cancelar' (which removes the pages
 * already added). A PDF pdf.js cannot open, or with too many pages, is refused here, before
 * anything is sent.
 */
export function PdfPlanos({
  file,
  projectId,
  onAdded,
  onClose,
}: {
  file: File;
  projectId: number;
  onAdded: (rows: MediaRow[]) => void;
  onClose: () => void;
}) {
  const { run } = useAdminWrite();
  const upload = useUploadStatus();
  const [opened, setOpened] = useState<Opened>({ status: 'opening' });
  const [progress, setProgress] = useState<PdfImportProgress>();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    let live = true;
    let pdf: OpenedPdf | null = null;
    openPlanoPdf(file).then(
      (doc) => {
        pdf = doc;
        if (live) setOpened({ status: 'open', pdf: doc });
        else void doc.close();
      },
      (error: unknown) => {
        if (!live) return;
        if (!(error instanceof FileRefusedError)) console.error('No se pudo abrir el PDF:', error);
        const message = error instanceof FileRefusedError ? error.message : MESSAGES.uploadBlueprint;
        setOpened({ status: 'refused', message });
      },
    );
    return () => {
      live = false;
      void pdf?.close();
    };
  }, [file]);

  async function send(pdf: OpenedPdf) {
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    setOutcome(null);
    let cancelled = false;
    const ok = await run(
      MESSAGES.uploadBlueprint,
      async () => {
        try {
          onAdded(await importPlanoPdf(projectId, file, pdf, setProgress, controller.signal));
        } catch (error) {
          cancelled = error instanceof UploadCancelledError;
          throw error;
        }
      },
      { inList: true },
    );
    setRunning(false);
    setProgress(undefined);
    if (ok) onClose();
    else setOutcome(cancelled ? 'Cancelado: no se agregó ningún plano del PDF.' : null);
  }

  function cancel() {
    abort.current?.abort();
    upload?.cancel();
  }

  return (
    <div className={own.pdf} role="group" aria-label={`PDF ${file.name}`}>
      {opened.status === 'opening' && <p className={styles.muted}>Abriendo «{file.name}»…</p>}
      {opened.status === 'refused' && (
        <div role="alert" className={own.refused}>
          <p>{opened.message}</p>
          <button type="button" className={styles.secondary} onClick={onClose}>
            Quitar PDF
          </button>
        </div>
      )}
      {opened.status === 'open' && (
        <>
          <p>
            «{file.name}»: {opened.pdf.pages === 1 ? '1 página' : `${opened.pdf.pages} páginas`}. Cada página
            será un plano, después de los que ya hay; el PDF se podrá descargar desde el sitio.
          </p>
          <ol className={own.pages} aria-label="Páginas del PDF">
            {Array.from({ length: opened.pdf.pages }, (_, i) => (
              <li key={i} className={own.page}>
                <span>Página {i + 1}</span>
                <span className={own.state}>{stepText(progress, i + 1, running)}</span>
              </li>
            ))}
          </ol>
          {outcome && (
            <p className={styles.muted} role="status">
              {outcome}
            </p>
          )}
          <div className={own.actions}>
            {running ? (
              <button type="button" className={styles.secondary} onClick={cancel}>
                Cancelar
              </button>
            ) : (
              <>
                <button type="button" className={styles.primary} onClick={() => void send(opened.pdf)}>
                  {opened.pdf.pages === 1
                    ? 'Subir 1 plano del PDF'
                    : `Subir ${opened.pdf.pages} planos del PDF`}
                </button>
                <button type="button" className={styles.secondary} onClick={onClose}>
                  Quitar PDF
                </button>
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}
