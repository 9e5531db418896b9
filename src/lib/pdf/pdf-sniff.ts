import { formatBytes } from '../upload-progress';

// A plano's PDF, recognised by its content: every PDF begins with `%PDF-` (ISO 32000, 7.5.2).
// A file named `.pdf` that does not is refused with a message naming it, before anything is read
// further or sent. Kept apart from the renderer (pdf-pages.ts) so that choosing a file costs no
// pdf.js download until it is a PDF.

/** The most pages one PDF may turn into planos at once. */
export const MAX_PDF_PAGES = 30;
/** The largest PDF the panel opens: pdf.js holds it whole in memory while drawing its pages. */
export const MAX_PDF_BYTES = 200 * 1024 * 1024;

const MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** Whether the file's bytes begin as a PDF's. */
export async function isPdf(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, MAGIC.length).arrayBuffer());
  return MAGIC.every((byte, i) => head[i] === byte);
}

/** Whether the file says it is a PDF (its name or its type), whatever its bytes. */
export const namedPdf = (file: File) => /\.pdf$/i.test(file.name) || file.type === 'application/pdf';

export const PDF_REFUSED = {
  notPdf: (name: string) =>
    `«${name}» no es un PDF: su contenido no empieza como el de un PDF. No se subió nada.`,
  password: (name: string) =>
    `«${name}» está protegido con contraseña: expórtalo sin contraseña y vuelve a elegirlo. No se subió nada.`,
  broken: (name: string) => `«${name}» está dañado o incompleto y no se puede leer. No se subió nada.`,
  empty: (name: string) => `«${name}» no tiene páginas. No se subió nada.`,
  tooManyPages: (name: string, pages: number) =>
    `«${name}» tiene ${pages} páginas y el límite es ${MAX_PDF_PAGES} por PDF: divídelo en varios. No se subió nada.`,
  tooLarge: (name: string, size: number) =>
    `«${name}» pesa ${formatBytes(size)} y el límite para un PDF es ${formatBytes(MAX_PDF_BYTES)}. No se subió nada.`,
  page: (name: string, page: number) =>
    `No se pudo dibujar la página ${page} de «${name}»: el PDF está dañado. No se agregó ningún plano.`,
};

/**
 * The message refusing a file chosen as a PDF, or null when its bytes are a PDF the panel may
 * open (its pages are counted and checked once pdf.js has opened it).
 */
export async function pdfRefusal(file: File): Promise<string | null> {
  if (!(await isPdf(file))) return PDF_REFUSED.notPdf(file.name);
  if (file.size > MAX_PDF_BYTES) return PDF_REFUSED.tooLarge(file.name, file.size);
  return null;
}
