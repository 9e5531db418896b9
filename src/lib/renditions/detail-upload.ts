import {
  DETAIL_TILE,
  maxLevelOf,
  minLevelOf,
  type DetailFormat,
  type DetailPyramid,
} from '../../../core/media/detail-pyramid';
import { IMAGE_COMPRESSION } from '../../../core/constants';
import { removeStoredObjects, storedUrlOf, uploadToGallery } from '../storage';
import { UploadCancelledError } from '../upload-resumable';
import { publishPreparation } from './preparation-status';
import type { DetailMessage, DetailRequest } from './detail-tiles-types';

// The panel's side of the full-detail pyramid: starts the worker for the file the studio chose
// (before its compression to 1920 px), uploads each tile as it arrives beside the stored image
// (`1732-plano.png` → `1732-plano_files/14/3_2.webp`) through the same resumable upload, a few at
// once, with the preparation's progress and 'Cancelar' in the busy overlay and the upload list.
// A failure or 'Cancelar' midway waits for the tiles already on their way, then removes every
// tile stored, so nothing is left behind; the caller removes the image with its copies.

/** Tiles sent at once: enough to hide each request's round trip, few enough for a phone's uplink. */
const TILES_AT_ONCE = 4;
/**
 * A 360° render's texture: the widest every phone's WebGL takes (4096 px; an 8192 px texture
 * cost a phone's first view 733 KiB in bench:media, against a 300 KiB target).
 */
export const PANORAMA_TEXTURE_WIDTH = 4096;

export interface DetailResult {
  /** The pyramid to record, or null when none was made. */
  detail: DetailPyramid | null;
  /** Why this browser made none (in Spanish), for the panel's notice; null otherwise. */
  notMade: string | null;
  /** The tiles stored, to remove again if the record cannot be written. */
  names: string[];
}

export const DETAIL_LABEL = 'Preparando el detalle completo…';

/** This browser could not make the pyramid: the image is stored as before. */
class NotMade extends Error {}

type Shape = { width: number; height: number; format: DetailFormat };

/**
 * Makes and stores the pyramid of `file` beside the stored image named `imageName`. Rejects with
 * UploadCancelledError on 'Cancelar' and with the upload's error when a tile cannot be stored,
 * after removing the tiles stored; a browser that cannot make it resolves with `notMade`.
 */
export async function storeDetail(
  file: File,
  imageName: string,
  options: { panorama?: boolean; onProgress?: (fraction: number) => void } = {},
): Promise<DetailResult> {
  if (typeof Worker === 'undefined')
    return { detail: null, notMade: 'este navegador no tiene Web Workers', names: [] };
  const folder = `${imageName.replace(/\.[^.]*$/, '')}_files/`;
  const stored: string[] = [];
  const inFlight = new Set<Promise<void>>();
  const worker = new Worker(new URL('./detail-tiles.worker.ts', import.meta.url), { type: 'module' });
  let failure: unknown = null;
  let stop: (error: unknown) => void = () => {};
  const stopped = new Promise<never>((_, reject) => {
    stop = (error) => {
      failure ??= error;
      worker.terminate();
      reject(failure);
    };
  });
  let [total, sent] = [1, 0];
  const progress = () => {
    publishPreparation({
      fraction: sent / total,
      cancel: () => stop(new UploadCancelledError()),
      label: DETAIL_LABEL,
    });
    options.onProgress?.(sent / total);
  };
  progress();

  /** Stores one tile under the folder; a failure stops everything. */
  const send = (blob: Blob, path: string) => {
    const name = `${folder}${path}`;
    const task: Promise<void> = uploadToGallery(
      new File([blob], path.replaceAll('/', '-'), { type: blob.type }),
      {
        compress: false,
        name,
        part: true,
      },
    )
      .then(() => {
        stored.push(name);
        sent += 1;
        if (failure === null) progress();
      })
      .catch(stop)
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  };

  const made = new Promise<Shape | null>((resolve, reject) => {
    let shape: Shape | null = null;
    // One message at a time: a tile waits while TILES_AT_ONCE are on their way.
    let queue = Promise.resolve();
    worker.onmessage = ({ data: message }: MessageEvent<DetailMessage>) => {
      queue = queue.then(async () => {
        if (failure !== null) return;
        if (message.kind === 'start') {
          shape = message;
          total = message.tiles + (options.panorama ? 1 : 0);
        } else if (message.kind === 'tile' || message.kind === 'texture') {
          while (inFlight.size >= TILES_AT_ONCE) await Promise.race(inFlight);
          if (failure !== null) return;
          send(message.blob, message.kind === 'tile' ? message.path : `panorama.${shape!.format}`);
        } else if (message.kind === 'done') {
          await Promise.all(inFlight);
          resolve(shape);
        } else if (message.kind === 'small') resolve(null);
        else reject(new NotMade(message.reason));
      });
    };
    worker.onerror = (event) => reject(new NotMade(`no se pudo preparar (${event.message})`));
    const request: DetailRequest = {
      file,
      ...DETAIL_TILE,
      minSide: IMAGE_COMPRESSION.maxWidthOrHeight,
      textureWidth: options.panorama ? PANORAMA_TEXTURE_WIDTH : undefined,
    };
    worker.postMessage(request);
  });

  try {
    const shape = await Promise.race([made, stopped]);
    if (failure !== null) throw failure;
    if (!shape) return { detail: null, notMade: null, names: [] };
    const texture = `${folder}panorama.${shape.format}`;
    const detail: DetailPyramid = {
      width: shape.width,
      height: shape.height,
      ...DETAIL_TILE,
      format: shape.format,
      minLevel: minLevelOf(shape.width, shape.height, DETAIL_TILE.tileSize),
      maxLevel: maxLevelOf(shape.width, shape.height),
      url: storedUrlOf(folder),
      ...(stored.includes(texture) ? { texture: storedUrlOf(texture) } : {}),
    };
    return { detail, notMade: null, names: stored };
  } catch (error) {
    // Tiles still on their way land before they are removed with the rest.
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    await removeStoredObjects(stored);
    if (error instanceof NotMade) return { detail: null, notMade: error.message, names: [] };
    throw error;
  } finally {
    stopped.catch(() => {});
    worker.terminate();
    publishPreparation(null);
  }
}
