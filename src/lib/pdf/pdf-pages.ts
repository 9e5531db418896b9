import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { FileRefusedError } from '../file-refused';
import { pageScale, type PageScale } from './page-scale';
import { MAX_PDF_PAGES, PDF_REFUSED } from './pdf-sniff';

// The pages of a plano's PDF drawn as images, in the browser, with Mozilla's pdf.js: the PDF is
// parsed in pdf.js's own worker, each page drawn on a canvas at the scale page-scale.ts chooses
// and encoded as PNG (lossless: thin lines and small lettering stay sharp; a drawing's white
// compresses well). Only the panel imports this module, and only once a PDF is chosen
// (src/features/projects/api/plano-pdf.ts imports it dynamically): pdf.js is a chunk of its own.

GlobalWorkerOptions.workerSrc = workerUrl;

export interface DrawnPage extends PageScale {
  /** 1 = the first page. */
  page: number;
  png: Blob;
}

export interface OpenedPdf {
  pages: number;
  /** Draws one page; rejects with a FileRefusedError naming the page when it cannot. */
  draw(page: number): Promise<DrawnPage>;
  close(): Promise<void>;
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');

/**
 * Opens a PDF's bytes, or throws a FileRefusedError saying why it cannot be opened (a password,
 * damaged, no pages, too many pages). Nothing is stored by opening it.
 */
export async function openPdf(file: File): Promise<OpenedPdf> {
  const task = getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    // With no password handler, pdf.js rejects a PDF that asks for one with a PasswordException.
    if (errorName(error) === 'PasswordException') throw new FileRefusedError(PDF_REFUSED.password(file.name));
    throw new FileRefusedError(PDF_REFUSED.broken(file.name));
  }
  const refuse = async (message: string) => {
    await task.destroy();
    throw new FileRefusedError(message);
  };
  if (doc.numPages < 1) await refuse(PDF_REFUSED.empty(file.name));
  if (doc.numPages > MAX_PDF_PAGES) await refuse(PDF_REFUSED.tooManyPages(file.name, doc.numPages));
  return {
    pages: doc.numPages,
    draw: async (page) => {
      try {
        return await drawPage(doc, page);
      } catch (error) {
        console.error(`No se pudo dibujar la página ${page} de ${file.name}:`, error);
        throw new FileRefusedError(PDF_REFUSED.page(file.name, page));
      }
    },
    close: () => task.destroy(),
  };
}

async function drawPage(doc: PDFDocumentProxy, number: number): Promise<DrawnPage> {
  const page = await doc.getPage(number);
  try {
    const sheet = page.getViewport({ scale: 1 });
    const size = pageScale(sheet.width, sheet.height);
    const viewport = page.getViewport({ scale: size.scale });
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    try {
      // A drawing's paper is white; a page without a background would otherwise be transparent.
      await page.render({ canvas, viewport, background: '#ffffff' }).promise;
      const png = await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('toBlob: sin imagen'))),
          'image/png',
        ),
      );
      return { ...size, page: number, png };
    } finally {
      // The canvas's memory (up to 200 MB) goes now, not when the collector gets to it.
      canvas.width = 0;
      canvas.height = 0;
    }
  } finally {
    page.cleanup();
  }
}
