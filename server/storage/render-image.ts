import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { storageError } from '../http/errors';
import type { RenderCache } from './render-cache';
import type { RenderQueue } from './render-queue';

export interface RenderOptions {
  width?: number;
  height?: number;
  quality: number;
  resize: 'cover' | 'contain' | 'fill';
  format: 'webp' | 'jpeg' | 'png' | 'origin';
}

/**
 * The only output sizes and qualities rendered (every unique width × height × quality
 * was a fresh render and a cached file, an open CPU and disk sink). A request is snapped up to
 * the next size and quality here, so a page asking for 300 px gets the 320 px render everyone
 * else gets. The app asks for these exact values (core/media/image-url.ts); 630 is the link-preview
 * card's height (1200 × 630).
 */
export const RENDER_SIZES = [160, 240, 320, 400, 480, 630, 640, 720, 800, 960, 1080, 1200, 1440, 1920, 2500];
export const RENDER_QUALITIES = [40, 60, 75, 80, 90, 100];
/** Larger originals are refused for transformation (a 50 MB PNG can decode to gigabytes). */
const MAX_INPUT_PIXELS = 100_000_000;

const FORMATS: Record<string, string> = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

// Supabase Storage maps its modes to imgproxy's resizing types: cover → fill (crop), contain → fit,
// fill → force. imgproxy's `fit` keeps the aspect ratio *inside* the box without padding, which is
// sharp's `inside`; sharp's own `contain` would letterbox the image to the full box instead.
const SHARP_FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

// One libvips thread per render: with the queue's concurrency this bounds renders to their cores.
sharp.concurrency(1);

const snapUp = (value: number, steps: number[]) => steps.find((step) => step >= value) ?? steps.at(-1)!;

function dimension(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 2500) {
    throw storageError(400, 'InvalidRequest', `${name} must be a whole number from 1 to 2500`);
  }
  return snapUp(value, RENDER_SIZES);
}

/** Supabase's image transformation parameters: width/height 1–2500, quality 20–100, resize mode. */
export function parseRenderOptions(
  params: URLSearchParams,
  accept: string | undefined,
  originalType: string,
): RenderOptions {
  const quality = params.get('quality') === null ? 80 : Number(params.get('quality'));
  if (!Number.isInteger(quality) || quality < 20 || quality > 100)
    throw storageError(400, 'InvalidRequest', 'quality must be a whole number from 20 to 100');
  const resize = (params.get('resize') ?? 'cover') as RenderOptions['resize'];
  if (!['cover', 'contain', 'fill'].includes(resize))
    throw storageError(400, 'InvalidRequest', 'resize must be cover, contain or fill');
  const requested = params.get('format');
  if (requested !== null && requested !== 'origin')
    throw storageError(400, 'InvalidRequest', 'format may only be origin');
  // Like Supabase: WebP to browsers that accept it, unless the original format is asked for.
  const format: RenderOptions['format'] =
    requested === 'origin'
      ? 'origin'
      : accept?.includes('image/webp')
        ? 'webp'
        : originalType === 'image/png'
          ? 'png'
          : 'jpeg';
  return {
    width: dimension(params, 'width'),
    height: dimension(params, 'height'),
    quality: snapUp(quality, RENDER_QUALITIES),
    resize,
    format,
  };
}

export interface Renderer {
  cache: RenderCache;
  queue: RenderQueue;
  /** Called before an uncached render starts (the per-address limit); throws to refuse. */
  admit: () => void;
}

/**
 * The variant's file: from the cache, or rendered once (queued, shared by concurrent callers,
 * written whole before anyone reads it) and kept.
 */
export async function renderImage(
  source: string,
  sourceEtag: string,
  options: RenderOptions,
  renderer: Renderer,
  originalType: string,
) {
  const key = createHash('sha256')
    .update(`${sourceEtag}|${JSON.stringify(options)}`)
    .digest('hex');
  const contentType = options.format === 'origin' ? originalType : FORMATS[options.format]!;
  const etag = `"${key.slice(0, 32)}"`;
  const cached = renderer.cache.hit(key);
  if (cached) return { file: cached, contentType, etag };
  renderer.admit();
  const file = await renderer.queue.run(key, async () => {
    let pipeline = sharp(source, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({
      width: options.width,
      height: options.height,
      fit: SHARP_FIT[options.resize],
      withoutEnlargement: true,
    });
    if (options.format === 'webp') pipeline = pipeline.webp({ quality: options.quality });
    else if (options.format === 'jpeg') pipeline = pipeline.jpeg({ quality: options.quality, mozjpeg: true });
    else if (options.format === 'png') pipeline = pipeline.png();
    let bytes: Buffer;
    try {
      bytes = await pipeline.toBuffer();
    } catch {
      throw storageError(400, 'InvalidImage', 'The object could not be read as an image');
    }
    return renderer.cache.store(key, bytes);
  });
  return { file, contentType, etag };
}
