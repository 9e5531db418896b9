// The studio's real image files, made at run time: an iPhone photo (HEIC, by libheif's heif-enc),
// a renderer's 16-bit PNG, a print shop's CMYK JPEG, an AVIF, a phone JPEG held sideways with its
// GPS position in EXIF, and the broken ones (cut short, empty, a text file named `.jpg`). Made
// with Debian's ImageMagick (`/usr/bin/convert`; the machine's `/usr/local/bin/convert` is a
// stand-in) — `apt-get install imagemagick libheif-examples`, .ci/run does. Used by the browser
// suite (admin-image-formats.test.ts) and by bench/image-formats.ts.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const MAGICK = '/usr/bin/convert';
const HEIF_ENC = '/usr/bin/heif-enc';

export interface ImageFixture {
  name: string;
  /** What Chromium on Linux reports for it: HEIC has no type there. */
  mimeType: string;
  buffer: Buffer;
}

function needTools() {
  for (const tool of [MAGICK, HEIF_ENC])
    if (!existsSync(tool))
      throw new Error(
        `${tool} no está instalado: sudo apt-get install -y imagemagick libheif-examples (lo hace .ci/run)`,
      );
}

/**
 * A JPEG at `width`×`height` that compresses like a photograph or a photo-real render (a plasma
 * fractal; `seed` picks which), written to `file`: what a bench must measure bytes on, where a test
 * pattern's flat colours would shrink every copy to a fraction of a real one.
 */
export async function photoLikeJpeg(
  file: string,
  width: number,
  height: number,
  seed: number,
): Promise<void> {
  needTools();
  await run(MAGICK, [
    '-size',
    `${width}x${height}`,
    '-seed',
    String(seed),
    'plasma:tan-slateblue',
    '-quality',
    '90',
    file,
  ]);
}

/** The position these fixtures carry in EXIF (a client's home, say): no stored file may keep it. */
export const GPS_LATITUDE = [19, 25, 4242] as const;

/**
 * An EXIF block (APP1) with an orientation and a GPS latitude, as phones write: big-endian
 * TIFF, IFD0 with Orientation and a pointer to the GPS IFD, which holds GPSLatitudeRef 'N' and
 * GPSLatitude as three rationals.
 */
export function exifSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(92);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
  };
  tiff.writeUInt16BE(2, 8);
  entry(10, 0x0112, 3, 1);
  tiff.writeUInt16BE(orientation, 18);
  entry(22, 0x8825, 4, 1);
  tiff.writeUInt32BE(38, 30);
  tiff.writeUInt32BE(0, 34);
  tiff.writeUInt16BE(2, 38);
  entry(40, 0x0001, 2, 2);
  tiff.write('N\0', 48, 'latin1');
  entry(52, 0x0002, 5, 3);
  tiff.writeUInt32BE(68, 60);
  tiff.writeUInt32BE(0, 64);
  GPS_LATITUDE.forEach((value, i) => {
    tiff.writeUInt32BE(value, 68 + i * 8);
    tiff.writeUInt32BE(i === 2 ? 100 : 1, 72 + i * 8);
  });
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(2 + 6 + tiff.length, 2);
  return Buffer.concat([header, Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

/** Whether `bytes` hold an EXIF block (any position or device data would be in one). */
export const hasExif = (bytes: Buffer) => bytes.includes(Buffer.from('Exif\0\0', 'latin1'));

export type FixtureName =
  'heic' | 'png16' | 'cmyk' | 'avif' | 'rotated' | 'truncated' | 'empty' | 'text' | 'jpeg';

/**
 * Makes the fixtures at `width`×`height` (a landscape photo: a plasma fractal, which compresses
 * like a photograph, with a red band along its top edge to tell its orientation). `only` limits
 * which; `timings` receives the milliseconds each took to make.
 */
export async function makeImageFixtures(
  width: number,
  height: number,
  only?: readonly FixtureName[],
  timings?: Map<FixtureName, number>,
): Promise<Map<FixtureName, ImageFixture>> {
  needTools();
  const work = await mkdtemp(path.join(tmpdir(), 'estudio-image-fixtures-'));
  const file = (name: string) => path.join(work, name);
  try {
    // Uncompressed (PPM): nothing to spend on a file only read once.
    const base = file('base.ppm');
    await run(MAGICK, [
      ...['-size', `${width}x${height}`, '-seed', '7', 'plasma:tan-slateblue'],
      ...['-fill', '#d21f1f', '-draw', `rectangle 0,0 ${width},${Math.round(height / 8)}`],
      base,
    ]);
    const baseJpeg = file('base.jpg');
    await run(MAGICK, [base, '-quality', '90', baseJpeg]);
    const makers: Record<FixtureName, () => Promise<ImageFixture>> = {
      jpeg: async () => ({ name: 'taller.jpg', mimeType: 'image/jpeg', buffer: await readFile(baseJpeg) }),
      heic: async () => {
        await run(HEIF_ENC, ['-q', '60', '-p', 'preset=ultrafast', '-o', file('IMG_0001.HEIC'), baseJpeg]);
        return { name: 'IMG_0001.HEIC', mimeType: '', buffer: await readFile(file('IMG_0001.HEIC')) };
      },
      png16: async () => {
        await run(MAGICK, [
          ...[base, '-depth', '16', '-define', 'png:compression-level=1'],
          file('render-16bit.png'),
        ]);
        return {
          name: 'render-16bit.png',
          mimeType: 'image/png',
          buffer: await readFile(file('render-16bit.png')),
        };
      },
      cmyk: async () => {
        await run(MAGICK, [base, '-colorspace', 'CMYK', '-quality', '90', file('imprenta-cmyk.jpg')]);
        return {
          name: 'imprenta-cmyk.jpg',
          mimeType: 'image/jpeg',
          buffer: await readFile(file('imprenta-cmyk.jpg')),
        };
      },
      avif: async () => {
        await run(MAGICK, [base, '-quality', '50', file('render.avif')]);
        return { name: 'render.avif', mimeType: 'image/avif', buffer: await readFile(file('render.avif')) };
      },
      rotated: async () => {
        // Stored sideways, as a phone held upright writes it: orientation 6 (turn 90° clockwise
        // to show), with the position where it was taken.
        await run(MAGICK, [base, '-rotate', '-90', '-quality', '90', file('girada.jpg')]);
        const jpeg = await readFile(file('girada.jpg'));
        return {
          name: 'girada.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.concat([jpeg.subarray(0, 2), exifSegment(6), jpeg.subarray(2)]),
        };
      },
      truncated: async () => {
        const jpeg = await readFile(baseJpeg);
        return {
          name: 'cortada.jpg',
          mimeType: 'image/jpeg',
          buffer: jpeg.subarray(0, Math.round(jpeg.length * 0.6)),
        };
      },
      empty: async () => ({ name: 'vacia.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) }),
      text: async () => ({
        name: 'nota.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('Recordar: llamar al cliente el lunes.\n'),
      }),
    };
    const fixtures = new Map<FixtureName, ImageFixture>();
    for (const name of only ?? (Object.keys(makers) as FixtureName[])) {
      const started = performance.now();
      fixtures.set(name, await makers[name]());
      timings?.set(name, performance.now() - started);
    }
    return fixtures;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
