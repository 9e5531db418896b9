import { FileRefusedError } from '../file-refused';
import { UploadCancelledError } from '../upload-resumable';
import { publishPreparation } from './preparation-status';
import type { CleanOriginal, RenditionMessage } from './video-rendition-types';

// The panel's side of the video rendition worker: starts it for one file, reports its progress
// to the busy overlay, and ends it on 'Cancelar' (terminating the worker stops the encoder at
// once; nothing has been uploaded yet, so nothing is left behind).

export interface VideoRenditions extends CleanOriginal {
  phone: Blob;
  phoneType: string;
  /** A web version under the file limit, when `webUnder` asked for one and it could be made. */
  web?: { blob: Blob; type: string };
  poster: Blob;
}

/** Why a video was stored without a phone version, for the panel's notice. */
export interface PhoneNotMade {
  reason: string;
  /** The codec this browser cannot decode (HEVC from Chromium on Linux), when that is why. */
  undecodable?: string;
}

/** No phone version: why, in Spanish, and the codec this browser cannot decode, if that is why. */
export interface NoRenditions extends CleanOriginal {
  unsupported: string;
  undecodable?: string;
}

/**
 * The original rewritten without position and device tags, with its phone rendition and poster,
 * or `{ unsupported }` when this browser cannot make them. Rejects with FileRefusedError when
 * `file` is no video (read from its headers, before anything is sent), with UploadCancelledError
 * on 'Cancelar', and with an Error when the original cannot be rewritten (it is never stored
 * with its tags).
 */
export function prepareVideoRenditions(
  file: File,
  { webUnder }: { webUnder?: number } = {},
): Promise<VideoRenditions | NoRenditions> {
  if (typeof Worker === 'undefined') return Promise.reject(new Error('este navegador no tiene Web Workers'));
  const worker = new Worker(new URL('./video-rendition.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<VideoRenditions | NoRenditions>((resolve, reject) => {
    const cancel = () => reject(new UploadCancelledError());
    publishPreparation({ fraction: 0, cancel });
    worker.onmessage = (event: MessageEvent<RenditionMessage>) => {
      const message = event.data;
      if (message.kind === 'progress') publishPreparation({ fraction: message.fraction, cancel });
      else if (message.kind === 'refused')
        reject(
          new FileRefusedError(`«${file.name}» no se puede usar como video: ${message.reason}. No se subió.`),
        );
      else if (message.kind === 'done') resolve(message);
      else if (message.kind === 'unsupported')
        resolve({
          original: message.original,
          originalType: message.originalType,
          scratch: message.scratch,
          unsupported: message.reason,
          undecodable: message.undecodable,
        });
      // A file the encoder chokes on is still stored, once rewritten: the site serves the original.
      else if (message.original && message.originalType)
        resolve({
          original: message.original,
          originalType: message.originalType,
          scratch: message.scratch,
          unsupported: `la conversión falló (${message.message})`,
        });
      else
        reject(
          new Error(`no se pudo reescribir «${file.name}» sin sus datos de ubicación: ${message.message}`),
        );
    };
    worker.onerror = (event) => reject(new Error(`no se pudo preparar «${file.name}»: ${event.message}`));
    worker.postMessage({ file, webUnder });
  }).finally(() => {
    worker.terminate();
    publishPreparation(null);
  });
}
