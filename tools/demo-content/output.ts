// SVG → pixels → light photographic finishing (grain, vignette) → WebP on disk.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { Rng } from './rng.ts';

export interface FinishOptions {
  /** Standard deviation of the luminance grain, in 0–255 levels (0 = none). */
  grain?: number;
  /** 0–1 darkening of the corners. */
  vignette?: number;
  quality?: number;
  /** Final size; the SVG is drawn at its own size and resized if these differ. */
  width?: number;
  height?: number;
  seed?: string;
}

export async function rasterize(svg: string, opts: FinishOptions = {}): Promise<Sharp> {
  let img = sharp(Buffer.from(svg), { density: 72, limitInputPixels: false }).removeAlpha();
  if (opts.width && opts.height) img = img.resize(opts.width, opts.height, { fit: 'cover' });
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const grain = opts.grain ?? 0;
  const vignette = opts.vignette ?? 0;
  if (grain > 0 || vignette > 0) {
    const rng = new Rng(opts.seed ?? 'grain');
    const cx = width / 2;
    const cy = height / 2;
    const maxR2 = cx * cx + cy * cy;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * channels;
        const dx = x - cx;
        const dy = y - cy;
        const v = vignette > 0 ? 1 - vignette * Math.pow((dx * dx + dy * dy) / maxR2, 1.4) : 1;
        const n = grain > 0 ? rng.gauss() * grain : 0;
        for (let c = 0; c < 3; c++) {
          const value = (data[i + c] ?? 0) * v + n;
          data[i + c] = value < 0 ? 0 : value > 255 ? 255 : value;
        }
      }
    }
  }
  return sharp(data, { raw: { width, height, channels } });
}

export async function writeWebp(path: string, svg: string, opts: FinishOptions = {}): Promise<number> {
  const img = await rasterize(svg, opts);
  const buf = await img.webp({ quality: opts.quality ?? 78, effort: 6, smartSubsample: true }).toBuffer();
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, buf);
  return buf.length;
}

export async function writePng(path: string, svg: string, opts: FinishOptions = {}): Promise<void> {
  const img = await rasterize(svg, opts);
  await mkdir(dirname(path), { recursive: true });
  await img.png({ compressionLevel: 3 }).toFile(path);
}
