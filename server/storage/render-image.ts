import { createHash } from 'node:crypto';
import { stat, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { storageError } from '../http/errors';

export interface RenderOptions {
  width?: number;
  height?: number;
  quality: number;
  resize: 'cover' | 'contain' | 'fill';
  format: 'webp' | 'jpeg' | 'png' | 'origin';
}

const FORMATS: Record<string, string> = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

// Supabase Storage maps its modes to imgproxy's resizing types: cover → fill (crop), contain → fit,
// fill → force. imgproxy's `fit` keeps the aspect ratio *inside* the box without padding, which is
// sharp's `inside`; sharp's own `contain` would letterbox the image to the full box instead.
const SHARP_FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

function dimension(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 2500) {
    throw storageError(400, 'InvalidRequest', `${name} must be a whole number from 1 to 2500`);
  }
  return value;
}

/** Supabase's image transformation parameters: width/height 1–2500, quality 20–100, resize mode. */
export function parseRenderOptions(params: URLSearchParams, accept: string | undefined, originalType: string): RenderOptions {
  const quality = params.get('quality') === null ? 80 : Number(params.get('quality'));
  if (!Number.isInteger(quality) || quality < 20 || quality > 100) throw storageError(400, 'InvalidRequest', 'quality must be a whole number from 20 to 100');
  const resize = (params.get('resize') ?? 'cover') as RenderOptions['resize'];
  if (!['cover', 'contain', 'fill'].includes(resize)) throw storageError(400, 'InvalidRequest', 'resize must be cover, contain or fill');
  const requested = params.get('format');
  if (requested !== null && requested !== 'origin') throw storageError(400, 'InvalidRequest', 'format may only be origin');
  // Like Supabase: WebP to browsers that accept it, unless the original format is asked for.
  const format: RenderOptions['format'] =
    requested === 'origin' ? 'origin' : accept?.includes('image/webp') ? 'webp' : originalType === 'image/png' ? 'png' : 'jpeg';
  return { width: dimension(params, 'width'), height: dimension(params, 'height'), quality, resize, format };
}

/** Resizes once and keeps the result on disk; the same request later is a file read. */
export async function renderImage(source: string, sourceEtag: string, options: RenderOptions, cachePath: (key: string) => string, originalType: string) {
  const key = createHash('sha256').update(`${sourceEtag}|${JSON.stringify(options)}`).digest('hex');
  const file = cachePath(key);
  const contentType = options.format === 'origin' ? originalType : FORMATS[options.format]!;
  const exists = await stat(file).then(() => true, () => false);
  if (!exists) {
    let pipeline = sharp(source, { failOn: 'error' })
      .rotate()
      .resize({ width: options.width, height: options.height, fit: SHARP_FIT[options.resize], withoutEnlargement: true });
    if (options.format === 'webp') pipeline = pipeline.webp({ quality: options.quality });
    else if (options.format === 'jpeg') pipeline = pipeline.jpeg({ quality: options.quality, mozjpeg: true });
    else if (options.format === 'png') pipeline = pipeline.png();
    try {
      await writeFile(file, await pipeline.toBuffer());
    } catch {
      throw storageError(400, 'InvalidImage', 'The object could not be read as an image');
    }
  }
  return { file, contentType, etag: `"${key.slice(0, 32)}"` };
}
