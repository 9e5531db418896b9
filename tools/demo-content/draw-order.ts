// The order the renderer (scene3d.ts) paints stacked boxes in, beyond sorting by depth.
import type { Extent } from './geom.ts';

/**
 * Painter's order fix for stacked volumes: when one box rests on another and the camera is
 * below the joint, the upper one is drawn first (its underside is hidden by the lower one);
 * when the camera is above, the lower one first.
 */
export function applyStacking(items: { box?: Extent }[], camY: number): void {
  const eps = 0.02;
  const overlaps = (a: Extent, b: Extent) =>
    a.x < b.x + b.w - eps && b.x < a.x + a.w - eps && a.z < b.z + b.d - eps && b.z < a.z + a.d - eps;
  const mustPrecede = (a: Extent, b: Extent): boolean => {
    // true when a has to be drawn before b
    if (!overlaps(a, b)) return false;
    if (Math.abs(a.y - (b.y + b.h)) < eps) return camY < a.y; // a on top of b, seen from below
    if (Math.abs(b.y - (a.y + a.h)) < eps) return camY > b.y; // b on top of a, seen from above
    return false;
  };
  for (let pass = 0; pass < 4; pass++) {
    let moved = false;
    for (let i = 0; i < items.length; i++) {
      const bi = items[i]!.box;
      if (!bi) continue;
      for (let j = i + 1; j < items.length; j++) {
        const bj = items[j]!.box;
        if (bj && mustPrecede(bj, bi)) {
          const [it] = items.splice(j, 1);
          items.splice(i, 0, it!);
          moved = true;
          break;
        }
      }
    }
    if (!moved) break;
  }
}
