import type { HeicResult } from './heic-types';

// The panel's side of the HEIC decoder: one worker per photo (heic-decode.worker.ts), ended when
// it answers, so the decoder's memory goes with it. The worker and its WebAssembly are loaded
// only when a HEIC is chosen in a browser that cannot read it itself.

// The slot's preview and the upload decode the same chosen file: once is enough.
const decoded = new WeakMap<Blob, Promise<Blob>>();

/** A lossless PNG of the photo; rejects with an Error saying why it could not be decoded. */
export function decodeHeic(file: Blob): Promise<Blob> {
  let png = decoded.get(file);
  if (!png) {
    png = decodeInWorker(file);
    // A failure is not kept: choosing the file again tries again.
    png.catch(() => decoded.delete(file));
    decoded.set(file, png);
  }
  return png;
}

function decodeInWorker(file: Blob): Promise<Blob> {
  const worker = new Worker(new URL('./heic-decode.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<HeicResult>) => {
      const message = event.data;
      if (message.kind === 'done') resolve(message.png);
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'el decodificador HEIC falló'));
    worker.postMessage({ file });
  }).finally(() => worker.terminate());
}
