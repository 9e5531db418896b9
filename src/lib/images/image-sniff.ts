// What an image file really is, read from its bytes (its "magic numbers" and structure), never
// from the browser's guess of its type or from its extension: Chromium on Linux gives a HEIC or
// an upper-case extension an empty type, and a text file renamed `.jpg` claims to be a JPEG.
// Also whether the file is whole: a JPEG cut short still decodes (its missing part grey), so
// only its structure tells. Pure: the bytes come from a ByteSource (a File in the panel, a
// buffer in tests).

/** The formats the panel takes, each stored in a format every browser shows. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'gif' | 'svg' | 'bmp';

export const IMAGE_MIME: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  bmp: 'image/bmp',
};

/** Why a file is refused before anything is sent. */
export type Refusal =
  | { reason: 'empty' }
  | { reason: 'not-image'; looksLike?: string }
  | { reason: 'truncated'; format: ImageFormat }
  /** A real image format that browsers cannot show (TIFF, Photoshop, a camera's RAW, PDF). */
  | { reason: 'unsupported'; format: string };

export type SniffResult = { format: ImageFormat } | { refused: Refusal };

export interface ByteSource {
  size: number;
  /** Bytes [start, end) (clamped to the file). */
  read(start: number, end: number): Promise<Uint8Array>;
}

export const bytesSource = (bytes: Uint8Array): ByteSource => ({
  size: bytes.length,
  read: async (start, end) => bytes.subarray(Math.max(0, start), Math.min(bytes.length, end)),
});

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);

function indexOfPair(bytes: Uint8Array, a: number, b: number, from: number): number {
  for (let i = from; i < bytes.length - 1; i += 1) if (bytes[i] === a && bytes[i + 1] === b) return i;
  return -1;
}

// ISO base media files (HEIC, AVIF): the `ftyp` box names the brands.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

function isoBrands(head: Uint8Array): string[] | null {
  if (head.length < 16 || ascii(head, 4, 4) !== 'ftyp') return null;
  const size = new DataView(head.buffer, head.byteOffset).getUint32(0);
  const brands = [ascii(head, 8, 4)];
  for (let at = 16; at + 4 <= Math.min(size, head.length); at += 4) brands.push(ascii(head, at, 4));
  return brands;
}

/** Formats recognised by their first bytes, before any structure is checked. */
function formatOf(head: Uint8Array): ImageFormat | { other: string } | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 2) === 'BM' && head.length >= 26) return 'bmp';
  const brands = isoBrands(head);
  if (brands) {
    // An AVIF also lists `mif1`: look for AVIF's own brands first.
    if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
    if (brands.some((b) => HEIC_BRANDS.has(b.trim()))) return 'heic';
    if (brands.some((b) => /^(qt |isom|iso\d|mp4\d|M4V |avc1|3gp\d)/.test(b))) return { other: 'video' };
    return { other: 'ISO' };
  }
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]))
    return { other: 'TIFF' };
  if (ascii(head, 0, 4) === '8BPS') return { other: 'Photoshop (PSD)' };
  if (ascii(head, 0, 5) === '%PDF-') return { other: 'PDF' };
  if (isSvg(head)) return 'svg';
  return null;
}

function isSvg(head: Uint8Array): boolean {
  const text = new TextDecoder()
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text);
}

/** Whether the bytes look like text (to say so instead of "not an image"). */
function looksLikeText(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  let printable = 0;
  for (const b of head) if (b === 9 || b === 10 || b === 13 || (b >= 32 && b !== 127)) printable += 1;
  return printable / head.length > 0.95 && !head.includes(0);
}

const HEAD = 4096;
const TAIL = 1024;

/** A JPEG is whole when, after its first scan starts, the end-of-image marker comes. */
async function jpegIsWhole(source: ByteSource): Promise<boolean> {
  const bytes = await source.read(0, source.size);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xda) break; // start of scan
    if (marker === 0xd9) return false; // ended before any picture
    at += 2 + view.getUint16(at + 2);
  }
  if (at + 4 > bytes.length) return false;
  // Entropy-coded data never holds FF D9 (an FF there is followed by 00 or a restart marker);
  // bytes after the end marker (a phone's appended extras) do not make it truncated.
  return indexOfPair(bytes, 0xff, 0xd9, at + 2 + view.getUint16(at + 2)) !== -1;
}

/** ISO base media: the top-level boxes must end exactly at the end of the file. */
async function isoIsWhole(source: ByteSource): Promise<boolean> {
  let at = 0;
  while (at < source.size) {
    const header = await source.read(at, at + 16);
    if (header.length < 8) return false;
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    let size = view.getUint32(0);
    if (size === 0) return true; // "to the end of the file"
    if (size === 1) {
      if (header.length < 16) return false;
      size = Number(view.getBigUint64(8));
    }
    if (size < 8) return false;
    at += size;
  }
  return at === source.size;
}

async function isWhole(format: ImageFormat, source: ByteSource, head: Uint8Array): Promise<boolean> {
  const tail = await source.read(source.size - TAIL, source.size);
  const headView = new DataView(head.buffer, head.byteOffset, head.byteLength);
  switch (format) {
    case 'jpeg':
      return jpegIsWhole(source);
    case 'png':
      return ascii(tail, 0, tail.length).includes('IEND');
    case 'webp':
      return headView.getUint32(4, true) + 8 <= source.size;
    case 'gif':
      return tail.includes(0x3b);
    case 'bmp':
      return headView.getUint32(2, true) <= source.size;
    case 'avif':
    case 'heic':
      return isoIsWhole(source);
    case 'svg':
      return /<\/svg\s*>/i.test(new TextDecoder().decode(tail));
  }
}

/** What the file is, or why it is refused. */
export async function sniffImage(source: ByteSource): Promise<SniffResult> {
  if (source.size === 0) return { refused: { reason: 'empty' } };
  const head = await source.read(0, HEAD);
  const format = formatOf(head);
  if (format === null)
    return { refused: { reason: 'not-image', ...(looksLikeText(head) ? { looksLike: 'texto' } : {}) } };
  if (typeof format === 'object')
    return format.other === 'video'
      ? { refused: { reason: 'not-image', looksLike: 'un video' } }
      : { refused: { reason: 'unsupported', format: format.other } };
  if (!(await isWhole(format, source, head))) return { refused: { reason: 'truncated', format } };
  return { format };
}

const FORMAT_NAMES: Record<ImageFormat, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
  heic: 'HEIC',
  gif: 'GIF',
  svg: 'SVG',
  bmp: 'BMP',
};

/** The Spanish message that names the file and says why it was refused and what to do. */
export function refusalMessage(fileName: string, refusal: Refusal): string {
  const name = `«${fileName}»`;
  switch (refusal.reason) {
    case 'empty':
      return `${name} está vacío (0 bytes): vuelve a exportarlo o a copiarlo.`;
    case 'not-image':
      return refusal.looksLike
        ? `${name} no es una imagen: su contenido es ${refusal.looksLike}.`
        : `${name} no es una imagen: su contenido no corresponde a ningún formato de imagen.`;
    case 'truncated':
      return `${name} está incompleto: el archivo ${FORMAT_NAMES[refusal.format]} se corta antes de terminar. Vuelve a copiarlo o a exportarlo.`;
    case 'unsupported':
      return `${name} es un archivo ${refusal.format}, que los navegadores no muestran: expórtalo como JPEG, PNG o WebP.`;
  }
}

/** When the browser could not decode a file that looked whole. */
export function undecodableMessage(fileName: string, format: ImageFormat): string {
  return `«${fileName}» no se pudo leer: este navegador no puede abrir esta imagen ${FORMAT_NAMES[format]} (puede estar dañada). Expórtala como JPEG o PNG.`;
}

const EXTENSIONS: Record<ImageFormat, string[]> = {
  jpeg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  png: ['png'],
  webp: ['webp'],
  avif: ['avif'],
  heic: ['heic', 'heif'],
  gif: ['gif'],
  svg: ['svg'],
  bmp: ['bmp'],
};

/**
 * `name` with an extension of `format`, so the stored name says what the file holds: its own
 * when it already fits (`foto.JPEG` stays), else the format's (`render.avif` stored as WebP
 * becomes `render.webp`).
 */
export function withExtension(name: string, format: ImageFormat): string {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(name);
  if (match && EXTENSIONS[format].includes(match[1]!.toLowerCase())) return name;
  const stem = (match ? name.slice(0, match.index) : name) || 'imagen';
  return `${stem}.${EXTENSIONS[format][0]}`;
}
