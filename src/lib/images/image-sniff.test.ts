import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bytesSource, refusalMessage, sniffImage, withExtension } from './image-sniff';

const sniff = (bytes: Uint8Array | Buffer) => sniffImage(bytesSource(new Uint8Array(bytes)));
const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6d4f' } });

/** A minimal ISO base media file: `ftyp` with the given brands, then one `mdat` box. */
function isoFile(major: string, compatible: string[], payload = 32): Buffer {
  const ftyp = Buffer.concat([
    Buffer.alloc(4),
    Buffer.from('ftyp'),
    Buffer.from(major),
    Buffer.alloc(4),
    ...compatible.map((b) => Buffer.from(b)),
  ]);
  ftyp.writeUInt32BE(ftyp.length, 0);
  const mdat = Buffer.concat([Buffer.alloc(4), Buffer.from('mdat'), Buffer.alloc(payload, 7)]);
  mdat.writeUInt32BE(mdat.length, 0);
  return Buffer.concat([ftyp, mdat]);
}

describe('sniffImage: the format from the content', () => {
  it('recognises JPEG, PNG (16 bits too), WebP, AVIF, GIF whatever they are named', async () => {
    expect(await sniff(await picture().jpeg().toBuffer())).toEqual({ format: 'jpeg' });
    expect(await sniff(await picture().png().toBuffer())).toEqual({ format: 'png' });
    expect(await sniff(await picture().toColourspace('rgb16').png().toBuffer())).toEqual({ format: 'png' });
    expect(await sniff(await picture().webp().toBuffer())).toEqual({ format: 'webp' });
    expect(await sniff(await picture().avif().toBuffer())).toEqual({ format: 'avif' });
    expect(await sniff(await picture().gif().toBuffer())).toEqual({ format: 'gif' });
  });

  it('tells HEIC (an iPhone photo) from AVIF by the brands', async () => {
    expect(await sniff(isoFile('heic', ['mif1', 'heic']))).toEqual({ format: 'heic' });
    expect(await sniff(isoFile('mif1', ['mif1', 'heic']))).toEqual({ format: 'heic' });
    expect(await sniff(isoFile('mif1', ['mif1', 'avif', 'miaf']))).toEqual({ format: 'avif' });
  });

  it('recognises an SVG drawing', async () => {
    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>\n';
    expect(await sniff(Buffer.from(svg))).toEqual({ format: 'svg' });
  });
});

describe('sniffImage: what is refused', () => {
  it('an empty file', async () => {
    expect(await sniff(Buffer.alloc(0))).toEqual({ refused: { reason: 'empty' } });
  });

  it('a text file named .jpg is text, not an image', async () => {
    expect(await sniff(Buffer.from('esto no es una imagen\n'))).toEqual({
      refused: { reason: 'not-image', looksLike: 'texto' },
    });
    expect(await sniff(Buffer.from([0, 1, 2, 3, 250, 251, 0, 9]))).toEqual({
      refused: { reason: 'not-image' },
    });
  });

  it('a video is not an image', async () => {
    expect(await sniff(isoFile('qt  ', ['qt  ']))).toEqual({
      refused: { reason: 'not-image', looksLike: 'un video' },
    });
  });

  it('formats browsers cannot show are named', async () => {
    expect(await sniff(await picture().tiff().toBuffer())).toEqual({
      refused: { reason: 'unsupported', format: 'TIFF' },
    });
    expect(await sniff(Buffer.from('%PDF-1.7\n...'))).toEqual({
      refused: { reason: 'unsupported', format: 'PDF' },
    });
  });

  it('a JPEG cut short (no end marker after its picture data), whatever its length', async () => {
    const whole = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#333' } })
      .jpeg()
      .toBuffer();
    expect(await sniff(whole)).toEqual({ format: 'jpeg' });
    for (const keep of [0.3, 0.6, 0.95])
      expect(await sniff(whole.subarray(0, Math.round(whole.length * keep)))).toEqual({
        refused: { reason: 'truncated', format: 'jpeg' },
      });
    // Bytes a phone appends after the end marker do not make it incomplete.
    expect(await sniff(Buffer.concat([whole, Buffer.from('extra data')]))).toEqual({ format: 'jpeg' });
  });

  it('PNG, WebP, AVIF and HEIC cut short', async () => {
    for (const [bytes, format] of [
      [await picture().png().toBuffer(), 'png'],
      [await picture().webp().toBuffer(), 'webp'],
      [await picture().avif().toBuffer(), 'avif'],
      [isoFile('heic', ['mif1', 'heic'], 200), 'heic'],
    ] as const)
      expect(await sniff(bytes.subarray(0, bytes.length - 20))).toEqual({
        refused: { reason: 'truncated', format },
      });
  });
});

describe('messages and names', () => {
  it('each refusal names the file and says why, in Spanish', () => {
    expect(refusalMessage('vacío.jpg', { reason: 'empty' })).toBe(
      '«vacío.jpg» está vacío (0 bytes): vuelve a exportarlo o a copiarlo.',
    );
    expect(refusalMessage('nota.jpg', { reason: 'not-image', looksLike: 'texto' })).toBe(
      '«nota.jpg» no es una imagen: su contenido es texto.',
    );
    expect(refusalMessage('cortada.jpg', { reason: 'truncated', format: 'jpeg' })).toMatch(
      /^«cortada\.jpg» está incompleto: el archivo JPEG se corta antes de terminar\./,
    );
    expect(refusalMessage('plano.tif', { reason: 'unsupported', format: 'TIFF' })).toMatch(
      /^«plano\.tif» es un archivo TIFF, que los navegadores no muestran/,
    );
  });

  it('the stored name carries the extension of what it holds', () => {
    expect(withExtension('render.avif', 'webp')).toBe('render.webp');
    expect(withExtension('IMG_0001.HEIC', 'webp')).toBe('IMG_0001.webp');
    expect(withExtension('foto.JPEG', 'jpeg')).toBe('foto.JPEG');
    expect(withExtension('foto.jpg', 'webp')).toBe('foto.webp');
    expect(withExtension('sin-extension', 'png')).toBe('sin-extension.png');
    expect(withExtension('v1.2 final', 'jpeg')).toBe('v1.2 final.jpg');
  });
});
