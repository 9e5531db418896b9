import type { OpenedPdf } from '../../../lib/pdf/pdf-pages';
import { removeStoredObject, uploadToGallery } from '../../../lib/storage';
import { supabase } from '../../../lib/supabase';
import { ownKeysOf, removeUnnamedFiles } from '../../../lib/trash-files';
import { UploadCancelledError } from '../../../lib/upload-resumable';
import { addProjectMedia, type MediaRow } from './media-writes';

// 'Planos' takes a PDF: each page becomes a plano, in page order after the project's planos, and
// the PDF itself is stored once beside them for visitors to download. The pages are drawn in the
// browser (src/lib/pdf/pdf-pages.ts, pdf.js, loaded only now) and each goes through the same
// upload as a plano chosen as an image (addProjectMedia: compressed to SPEC §9's 1920 px, its
// copies, and whatever else that path keeps of the full page). Either every page arrives or none
// does: a failure or 'Cancelar' midway deletes the planos already added and removes every file
// they and the PDF stored, so nothing is left in storage or in the database.

/** Opens a chosen PDF (sniffed already): pdf.js is fetched with this first call. */
export async function openPlanoPdf(file: File): Promise<OpenedPdf> {
  const { openPdf } = await import('../../../lib/pdf/pdf-pages');
  return openPdf(file);
}

export type PageStep = 'waiting' | 'drawing' | 'sending' | 'done';

export interface PdfImportProgress {
  /** The page being worked on (1 = the first). */
  page: number;
  step: PageStep;
  /** 0..1 of the page's image sent, while sending. */
  fraction: number;
  /** The drawn page's size in pixels, once drawn. */
  size?: { width: number; height: number; pxPerMm: number };
}

/**
 * Adds one plano per page of `pdf`, in order; `signal` aborts between steps (a page being sent is
 * stopped by its upload's own 'Cancelar', which rejects with UploadCancelledError). On any
 * failure, the planos added so far and the stored PDF are removed before the error is rethrown.
 */
export async function importPlanoPdf(
  projectId: number,
  file: File,
  pdf: OpenedPdf,
  onProgress: (progress: PdfImportProgress) => void,
  signal: AbortSignal,
): Promise<MediaRow[]> {
  const added: MediaRow[] = [];
  let storedPdf: string | null = null;
  const stopIfCancelled = () => {
    if (signal.aborted) throw new UploadCancelledError();
  };
  try {
    stopIfCancelled();
    const stored = await uploadToGallery(new File([file], file.name, { type: 'application/pdf' }), {
      compress: false,
    });
    storedPdf = stored.name;
    const stem = file.name.replace(/\.pdf$/i, '') || 'plano';
    for (let page = 1; page <= pdf.pages; page++) {
      stopIfCancelled();
      onProgress({ page, step: 'drawing', fraction: 0 });
      const drawn = await pdf.draw(page);
      const size = { width: drawn.width, height: drawn.height, pxPerMm: drawn.pxPerMm };
      stopIfCancelled();
      onProgress({ page, step: 'sending', fraction: 0, size });
      const image = new File([drawn.png], `${stem}-pagina-${page}.png`, { type: 'image/png' });
      // Each page keeps its full detail too, as any plano does.
      const { row } = await addProjectMedia(
        'Blueprint',
        projectId,
        image,
        (fraction) => onProgress({ page, step: 'sending', fraction, size }),
        { pdf: { pdf_url: stored.url, pdf_page: page, pdf_size: file.size } },
      );
      added.push(row);
      onProgress({ page, step: 'done', fraction: 1, size });
    }
    return added;
  } catch (error) {
    await undoImport(added, storedPdf);
    throw error;
  }
}

/**
 * Deletes the planos one import added and every file they named that no other row names (their
 * images, copies, the PDF), then the PDF if no plano was added yet. A file that cannot be removed
 * is logged: the rows are gone either way, and the daily sweep removes unused files.
 */
async function undoImport(added: MediaRow[], storedPdf: string | null): Promise<void> {
  try {
    if (added.length > 0) {
      const { error } = await supabase
        .from('Blueprint')
        .delete()
        .in(
          'id',
          added.map((row) => row.id),
        );
      if (error) throw new Error(`no se pudieron quitar los planos añadidos: ${error.message}`);
      const { failed } = await removeUnnamedFiles(ownKeysOf(added));
      if (failed > 0) console.error(`${failed} archivo(s) del PDF cancelado no se pudieron eliminar`);
    } else if (storedPdf) {
      await removeStoredObject(storedPdf);
    }
  } catch (error) {
    console.error('No se pudo deshacer la importación del PDF:', error);
  }
}
