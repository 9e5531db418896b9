// Whether a chosen image has the 2:1 shape of an equirectangular panorama (a 360° render from
// V-Ray, Enscape, Lumion, Corona): such a render is offered as 360°. Read from the image's
// header by the browser's image element, without decoding its pixels.

/** Tolerance: exporters round 2:1 sizes (8192×4096, 6000×3000, 5376×2688…). */
const TOLERANCE = 0.01;

export function isPanoramaShape(file: File): Promise<boolean> {
  const url = URL.createObjectURL(file);
  return new Promise<boolean>((resolve) => {
    const image = new Image();
    image.onload = () => resolve(Math.abs(image.naturalWidth / image.naturalHeight - 2) < 2 * TOLERANCE);
    image.onerror = () => resolve(false);
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}
