// Vector maths, convex hulls and polygon clipping for the small 3D renderer.
import type { Pt } from './svg.ts';

export type V3 = readonly [number, number, number];

export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const mul = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const len = (a: V3): number => Math.sqrt(dot(a, a));
export const norm = (a: V3): V3 => {
  const l = len(a) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
export const lerp3 = (a: V3, b: V3, t: number): V3 => add(a, mul(sub(b, a), t));

/** Direction towards the sun from an azimuth (degrees, 0 = +z, 90 = +x) and an elevation. */
export function sunDir(azimuthDeg: number, elevationDeg: number): V3 {
  const az = (azimuthDeg * Math.PI) / 180;
  const el = (elevationDeg * Math.PI) / 180;
  return norm([Math.sin(az) * Math.cos(el), Math.sin(el), Math.cos(az) * Math.cos(el)]);
}

export function hull(points: readonly Pt[]): Pt[] {
  const pts = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (pts.length < 3) return pts;
  const crossZ = (o: Pt, a: Pt, b: Pt) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Pt[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && crossZ(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: Pt[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!;
    while (upper.length >= 2 && crossZ(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}

/** Sutherland–Hodgman: keeps the part of `poly` where `inside` holds; `cut` finds the crossing. */
export function clipPoly<T>(poly: readonly T[], inside: (p: T) => boolean, cut: (a: T, b: T) => T): T[] {
  const out: T[] = [];
  for (let i = 0; i < poly.length; i++) {
    const cur = poly[i]!;
    const prev = poly[(i + poly.length - 1) % poly.length]!;
    const ci = inside(cur);
    const pi = inside(prev);
    if (ci) {
      if (!pi) out.push(cut(prev, cur));
      out.push(cur);
    } else if (pi) {
      out.push(cut(prev, cur));
    }
  }
  return out;
}

/** Clips a 2D polygon to an axis-aligned rectangle. */
export function clipRect(poly: readonly Pt[], x0: number, y0: number, x1: number, y1: number): Pt[] {
  const lerpPt = (a: Pt, b: Pt, t: number): Pt => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
  let p: Pt[] = [...poly];
  p = clipPoly(
    p,
    (q) => q.x >= x0,
    (a, b) => lerpPt(a, b, (x0 - a.x) / (b.x - a.x)),
  );
  p = clipPoly(
    p,
    (q) => q.x <= x1,
    (a, b) => lerpPt(a, b, (x1 - a.x) / (b.x - a.x)),
  );
  p = clipPoly(
    p,
    (q) => q.y >= y0,
    (a, b) => lerpPt(a, b, (y0 - a.y) / (b.y - a.y)),
  );
  p = clipPoly(
    p,
    (q) => q.y <= y1,
    (a, b) => lerpPt(a, b, (y1 - a.y) / (b.y - a.y)),
  );
  return p;
}

/** Where an axis-aligned box stands and how large it is (a box of the renderer, a room). */
export interface Extent {
  x: number;
  y: number;
  z: number;
  w: number;
  h: number;
  d: number;
}

/** The eight corners of a box: x, then y, then z varying fastest last. */
export const boxCorners = (b: Extent): V3[] => {
  const out: V3[] = [];
  for (const x of [b.x, b.x + b.w])
    for (const y of [b.y, b.y + b.h]) for (const z of [b.z, b.z + b.d]) out.push([x, y, z]);
  return out;
};

/** The twelve edges of a box, as pairs of indices into boxCorners. */
export const BOX_EDGES: [number, number][] = [
  [0, 1],
  [2, 3],
  [4, 5],
  [6, 7],
  [0, 2],
  [1, 3],
  [4, 6],
  [5, 7],
  [0, 4],
  [1, 5],
  [2, 6],
  [3, 7],
];
