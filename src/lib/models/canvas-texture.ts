import type { TextureEncoder } from './optimise-model';

// A texture made smaller and re-encoded with the browser's own decoder and canvas, in the model
// worker: at most `maxSize` px a side (never enlarged), WebP at quality 0.8 where the canvas
// writes WebP (Chromium, Firefox), else JPEG — or PNG when the picture has transparency (Safari).

const QUALITY = 0.8;

function hasAlpha(context: OffscreenCanvasRenderingContext2D, width: number, height: number): boolean {
  const pixels = context.getImageData(0, 0, width, height).data;
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! < 255) return true;
  return false;
}

export const canvasTextureEncoder: TextureEncoder = async (image, mimeType, maxSize) => {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([image as BlobPart], { type: mimeType }));
  } catch {
    // A texture this browser cannot decode (KTX2, a damaged one) stays as it came.
    return null;
  }
  const scale = Math.min(1, maxSize / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  let blob = await canvas.convertToBlob({ type: 'image/webp', quality: QUALITY });
  if (blob.type !== 'image/webp')
    blob = hasAlpha(context, width, height)
      ? await canvas.convertToBlob({ type: 'image/png' })
      : await canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
  return { image: new Uint8Array(await blob.arrayBuffer()), mimeType: blob.type };
};
