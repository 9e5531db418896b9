import { createRenderer, createStage, loadModel } from './model-scene';

// The model's still image (its poster), drawn in the panel at upload from the optimised GLB with
// the viewer's own scene (model-scene.ts): what visitors see before they open "3D", and instead of
// it where their browser has no WebGL. 1920 × 1200, the project slider's 16:10, then compressed
// with its narrower copies like every image (renditions/upload-media.ts).

export const POSTER_SIZE = { width: 1920, height: 1200 } as const;

/** The poster as a PNG file named after the model, or null when this browser cannot draw WebGL. */
export async function drawPoster(glb: Uint8Array, name: string): Promise<File | null> {
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_SIZE.width;
  canvas.height = POSTER_SIZE.height;
  const renderer = createRenderer(canvas, true);
  if (!renderer) return null;
  renderer.setPixelRatio(1);
  const copy = glb.slice().buffer;
  const stage = createStage(renderer, await loadModel(copy), POSTER_SIZE.width, POSTER_SIZE.height);
  try {
    stage.render();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob && new File([blob], `${name.replace(/\.[^.]*$/, '')}-poster.png`, { type: 'image/png' });
  } finally {
    stage.dispose();
    renderer.forceContextLoss();
  }
}
