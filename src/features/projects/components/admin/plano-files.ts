import { IMAGE_ACCEPT, imageRefusal } from '../../../../lib/images/readable-image';
import { isPdf, namedPdf, pdfRefusal } from '../../../../lib/pdf/pdf-sniff';

// What 'Planos' takes: the images every slot takes, and a PDF (each page becomes a plano). A file
// is a PDF by its bytes; one named or typed as a PDF whose bytes are not is refused as "no es un
// PDF" rather than as an image, since that is what the studio meant to choose.

export const PLANO_ACCEPT = `${IMAGE_ACCEPT},application/pdf,.pdf`;

/** Whether a file taken by the slot (so already sniffed) is a PDF. */
export const isPlanoPdf = (file: File) => isPdf(file);

/** The message refusing a file chosen in 'Planos', or null when it is an image or a PDF. */
export async function planoRefusal(file: File): Promise<string | null> {
  if (namedPdf(file) || (await isPdf(file))) return pdfRefusal(file);
  return imageRefusal(file);
}
