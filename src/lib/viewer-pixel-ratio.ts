// How sharp the site's WebGL viewers (the 3D model and the 360° panoramas) draw: the screen's
// device pixels per CSS pixel, at most 2. A phone's third pixel is not seen at a viewer's size,
// and it costs 2¼× the work of every frame; a panorama's texture (at most 4096 px around) has no
// detail for it either.

/** Device pixels per CSS pixel a viewer draws at. */
export function viewerPixelRatio(): number {
  return Math.min(2, globalThis.devicePixelRatio || 1);
}
