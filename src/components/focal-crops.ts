// The frames the site crops an image to, as the panel previews them side by side: the home
// slider on a phone and on a desktop, a gallery card (ProjectCard's 4:3), and the link preview
// (1200 × 630), which the panel cuts around the same point when the point is saved
// (src/lib/renditions/link-preview.ts).
export const CROPS = [
  { label: 'Teléfono (390 × 844)', width: 390, height: 844 },
  { label: 'Escritorio (1440 × 900)', width: 1440, height: 900 },
  { label: 'Tarjeta de la galería (4:3)', width: 4, height: 3 },
  { label: 'Vista previa al compartir (1200 × 630)', width: 1200, height: 630 },
] as const satisfies readonly Crop[];

/** A frame the site crops an image to, as the panel previews it. */
export interface Crop {
  label: string;
  width: number;
  height: number;
}

/** One arrow key press moves the point this far (a twentieth of the image); with Shift, a hundredth. */
export const STEP = 0.05;
export const FINE_STEP = 0.01;

const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));

/** The point moved by an arrow key, or null when the key is not one the control answers. */
export function movedBy(
  key: string,
  shift: boolean,
  from: { x: number; y: number },
): { x: number; y: number } | null {
  const step = shift ? FINE_STEP : STEP;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  return move ? { x: clamp(from.x + move[0]), y: clamp(from.y + move[1]) } : null;
}

/** The point under a pointer at (clientX, clientY) over `box` (the image's own rectangle). */
export function pointAt(box: DOMRect, clientX: number, clientY: number): { x: number; y: number } {
  return { x: clamp((clientX - box.left) / box.width), y: clamp((clientY - box.top) / box.height) };
}

/** How a screen reader says the point: '35 % desde la izquierda, 60 % desde arriba'. */
export function pointText(p: { x: number; y: number }): string {
  return `${Math.round(p.x * 100)} % desde la izquierda, ${Math.round(p.y * 100)} % desde arriba`;
}
