import { UploadCancelledError } from '../upload-resumable';
import { publishPreparation } from './preparation-status';
import type { RenditionMessage } from './video-rendition-types';

// The panel's side of the video rendition worker: starts it for one file, reports its progress
// to the busy overlay, and ends it on 'Cancelar' (terminating the worker stops the encoder at
// once; nothing has been uploaded yet, so nothing is left behind).

export interface VideoRenditions {
  phone: Blob;
  poster: Blob;
}

/** What became of the phone version: made, or why not (the original is then stored alone). */
export type PhoneOutcome = { made: true } | { made: false; reason: string };

/**
 * The phone rendition and poster of `file`, or `{ unsupported }` when this browser cannot make
 * them. Rejects with UploadCancelledError on 'Cancelar'.
 */
export function prepareVideoRenditions(file: File): Promise<VideoRenditions | { unsupported: string }> {
  if (typeof VideoEncoder === 'undefined' || typeof Worker === 'undefined')
    return Promise.resolve({ unsupported: 'este navegador no tiene WebCodecs' });
  const worker = new Worker(new URL('./video-rendition.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<VideoRenditions | { unsupported: string }>((resolve, reject) => {
    const cancel = () => reject(new UploadCancelledError());
    publishPreparation({ fraction: 0, cancel });
    worker.onmessage = (event: MessageEvent<RenditionMessage>) => {
      const message = event.data;
      if (message.kind === 'progress') publishPreparation({ fraction: message.fraction, cancel });
      else if (message.kind === 'done') resolve({ phone: message.phone, poster: message.poster });
      else if (message.kind === 'unsupported') resolve({ unsupported: message.reason });
      // A file the encoder chokes on still gets stored: the site then serves the original.
      else resolve({ unsupported: `la conversión falló (${message.message})` });
    };
    worker.onerror = (event) => resolve({ unsupported: `la conversión falló (${event.message})` });
    worker.postMessage({ file });
  }).finally(() => {
    worker.terminate();
    publishPreparation(null);
  });
}
