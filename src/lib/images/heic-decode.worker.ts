/// <reference lib="webworker" />
import libheif from 'libheif-js/libheif-wasm/libheif.js';
// The decoder's WebAssembly, emitted by Vite beside the panel's code and fetched from our own
// origin when the first HEIC is chosen: no CDN, works offline, and no visitor ever loads it.
import wasmUrl from 'libheif-js/libheif-wasm/libheif.wasm?url';
import type { HeicRequest, HeicResult } from './heic-types';

// Decodes an iPhone photo (HEIC) where the browser cannot (Chromium, Firefox), with libheif
// compiled to WebAssembly, off the main thread. Answers a lossless PNG of the full picture,
// already turned the way the phone was held (libheif applies the file's rotation), which the
// compressor (SPEC §9) then scales and encodes like any other photo. A worker, also because
// browsers refuse to compile a module this size synchronously on the main thread.

interface HeifImage {
  get_width(): number;
  get_height(): number;
  display(target: ImageData, done: (result: ImageData | null) => void): void;
  free(): void;
}
interface HeifModule {
  HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] };
}

let module: Promise<HeifModule> | null = null;

function heif(): Promise<HeifModule> {
  module ??= fetch(wasmUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`no se pudo cargar el decodificador (${response.status})`);
      return response.arrayBuffer();
    })
    .then((wasmBinary) => (libheif as unknown as (options: object) => HeifModule)({ wasmBinary }));
  return module;
}

async function decode(file: Blob): Promise<Blob> {
  const { HeifDecoder } = await heif();
  const decoder = new HeifDecoder();
  const images = decoder.decode(new Uint8Array(await file.arrayBuffer()));
  try {
    const image = images[0];
    if (!image) throw new Error('no contiene ninguna imagen legible');
    const width = image.get_width();
    const height = image.get_height();
    const pixels = await new Promise<ImageData>((resolve, reject) =>
      image.display(new ImageData(width, height), (result) =>
        result ? resolve(result) : reject(new Error('no se pudo decodificar')),
      ),
    );
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')!.putImageData(pixels, 0, 0);
    return await canvas.convertToBlob({ type: 'image/png' });
  } finally {
    // The decoder's own memory goes with the worker, which heic-decode.ts ends after each file.
    for (const image of images) image.free();
  }
}

self.onmessage = (event: MessageEvent<HeicRequest>) => {
  const post = (message: HeicResult) => self.postMessage(message);
  decode(event.data.file).then(
    (png) => post({ kind: 'done', png }),
    (error: unknown) =>
      post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
};
