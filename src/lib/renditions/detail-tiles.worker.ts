/// <reference lib="webworker" />
import {
  DETAIL_LIMITS,
  detailLevels,
  maxLevelOf,
  minLevelOf,
  tilePath,
  tileRect,
  type DetailFormat,
} from '../../../core/media/detail-pyramid';
import type { DetailMessage, DetailRequest } from './detail-tiles-types';

// Cuts the file the studio chose into the full-detail pyramid (core/media/detail-pyramid.ts), off the
// panel's main thread. Memory stays bounded whatever the drawing's size: the file is decoded once
// (createImageBitmap); the top level's tiles are copied straight from it; each level below is
// drawn at half the size of the one above into a canvas of its own, and the larger one is let go,
// so a 9000×6000 plano holds its bitmap (216 MB) and one 4500×3000 level (54 MB) at most. Tiles
// are posted one by one as they are encoded, so the panel uploads while the next ones are made.

const post = (message: DetailMessage) => (self as DedicatedWorkerGlobalScope).postMessage(message);

/** Decoded pixels at most: a 24000×12000 panorama is scaled to fit (never enlarged). */
const MAX_PIXELS = 200_000_000;
/** Tiles are photographs of lines and letters: high enough that 1 px strokes stay crisp. */
const QUALITY = 0.82;

/** AVIF where this browser's canvas encodes it, else WebP, else nothing (Safari encodes neither). */
async function tileFormat(): Promise<DetailFormat | null> {
  const probe = new OffscreenCanvas(2, 2);
  probe.getContext('2d')!.fillRect(0, 0, 1, 1);
  for (const format of ['avif', 'webp'] as const) {
    const blob = await probe.convertToBlob({ type: `image/${format}`, quality: QUALITY }).catch(() => null);
    if (blob?.type === `image/${format}`) return format;
  }
  return null;
}

async function decode(file: Blob): Promise<ImageBitmap> {
  const probe = await createImageBitmap(file);
  const { width, height } = probe;
  const scale = Math.min(
    1,
    Math.sqrt(MAX_PIXELS / (width * height)),
    DETAIL_LIMITS.maxSide / Math.max(width, height),
  );
  if (scale === 1) return probe;
  probe.close();
  return createImageBitmap(file, {
    resizeWidth: Math.floor(width * scale),
    resizeHeight: Math.floor(height * scale),
    resizeQuality: 'high',
  });
}

function halved(source: CanvasImageSource, width: number, height: number): OffscreenCanvas {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

async function make(request: DetailRequest): Promise<void> {
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') {
    post({ kind: 'unsupported', reason: 'este navegador no puede dibujar imágenes fuera de la página' });
    return;
  }
  const format = await tileFormat();
  if (!format) {
    post({ kind: 'unsupported', reason: 'este navegador no puede escribir imágenes WebP ni AVIF' });
    return;
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await decode(request.file);
  } catch {
    post({ kind: 'unsupported', reason: 'este navegador no puede leer la imagen a su tamaño completo' });
    return;
  }
  const { width, height } = bitmap;
  if (Math.max(width, height) <= request.minSide) {
    bitmap.close();
    post({ kind: 'small' });
    return;
  }
  const shape = {
    width,
    height,
    tileSize: request.tileSize,
    overlap: request.overlap,
    minLevel: minLevelOf(width, height, request.tileSize),
    maxLevel: maxLevelOf(width, height),
  };
  const levels = detailLevels(shape);
  const tiles = levels.reduce((n, l) => n + l.columns * l.rows, 0);
  post({ kind: 'start', width, height, format, tiles });

  if (request.textureWidth) {
    const w = Math.min(width, request.textureWidth);
    const texture = halved(bitmap, w, Math.round((height * w) / width));
    post({
      kind: 'texture',
      blob: await texture.convertToBlob({ type: `image/${format}`, quality: QUALITY }),
    });
  }

  const tile = new OffscreenCanvas(1, 1);
  const context = tile.getContext('2d')!;
  let source: ImageBitmap | OffscreenCanvas = bitmap;
  for (const level of levels) {
    if (level.width !== source.width || level.height !== source.height) {
      const smaller = halved(source, level.width, level.height);
      if (source instanceof ImageBitmap) source.close();
      source = smaller;
    }
    for (let row = 0; row < level.rows; row += 1)
      for (let column = 0; column < level.columns; column += 1) {
        const rect = tileRect(shape, level, column, row);
        tile.width = rect.width;
        tile.height = rect.height;
        context.drawImage(source, rect.x, rect.y, rect.width, rect.height, 0, 0, rect.width, rect.height);
        const blob = await tile.convertToBlob({ type: `image/${format}`, quality: QUALITY });
        post({ kind: 'tile', path: tilePath(level.level, column, row, format), blob });
      }
  }
  if (source instanceof ImageBitmap) source.close();
  post({ kind: 'done' });
}

self.onmessage = (event: MessageEvent<DetailRequest>) => {
  make(event.data).catch((error: unknown) =>
    post({ kind: 'unsupported', reason: `no se pudo preparar (${(error as Error).message})` }),
  );
};
