/**
 * Whether this browser can draw with WebGL (2 or 1): the 360° viewer and the 3D model's viewer
 * need it, and without it each keeps its still image and says why instead of a blank canvas.
 */
export function hasWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
