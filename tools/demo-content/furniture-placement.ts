// Where furniture stands in a room: a piece's place and facing, its boxes turned into the room's
// coordinates, and the soft contact shadow under it.
import { type V3 } from './geom.ts';
import { Scene, type Box, type FaceName, type Material } from './scene3d.ts';

/** Where a piece of furniture stands and which way its front looks (0 = +z, 90 = +x, …). */
export interface Place {
  x: number;
  z: number;
  rot: 0 | 90 | 180 | 270;
}

const FRONT_OF: Record<Place['rot'], FaceName> = { 0: 'front', 90: 'right', 180: 'back', 270: 'left' };

/** A box in the furniture's own coordinates (x right, z towards its front), placed in the room. */
export function part(
  scene: Scene,
  p: Place,
  lx: number,
  ly: number,
  lz: number,
  w: number,
  h: number,
  d: number,
  mat: Material,
  front?: Material,
): Box {
  let x = 0;
  let z = 0;
  let bw = w;
  let bd = d;
  switch (p.rot) {
    case 0:
      x = p.x + lx;
      z = p.z + lz;
      break;
    case 90:
      x = p.x + lz;
      z = p.z - lx - w;
      bw = d;
      bd = w;
      break;
    case 180:
      x = p.x - lx - w;
      z = p.z - lz - d;
      break;
    case 270:
      x = p.x - lz - d;
      z = p.z + lx;
      bw = d;
      bd = w;
      break;
  }
  const b: Box = { x, y: ly, z, w: bw, h, d: bd, mat, castShadow: false };
  if (front) b.faces = { [FRONT_OF[p.rot]]: front };
  return scene.box(b);
}

/** A soft contact shadow on the floor under a footprint. */
export function contact(
  scene: Scene,
  p: Place,
  lx: number,
  lz: number,
  w: number,
  d: number,
  k = 0.35,
): void {
  scene.onGround(() => {
    const pts: V3[] = [
      [lx - 0.05, 0, lz - 0.05],
      [lx + w + 0.05, 0, lz - 0.05],
      [lx + w + 0.05, 0, lz + d + 0.05],
      [lx - 0.05, 0, lz + d + 0.05],
    ].map(([a, y, b]) => {
      const [x, z] = toWorld(p, a!, b!);
      return [x, y!, z] as V3;
    });
    const poly = scene.cam.projectPoly(pts);
    const size = Math.max(2, scene.cam.scaleAt(pts[0]!) * 0.06);
    scene.svg.poly(poly, `fill="#2a2018" fill-opacity="${k}" filter="${scene.svg.blur(size)}"`);
  });
}

/** A point in the piece's own coordinates (x right, z towards its front), in the room's. */
export function toWorld(p: Place, lx: number, lz: number): [number, number] {
  switch (p.rot) {
    case 0:
      return [p.x + lx, p.z + lz];
    case 90:
      return [p.x + lz, p.z - lx];
    case 180:
      return [p.x - lx, p.z - lz];
    case 270:
      return [p.x - lz, p.z + lx];
  }
}

export function worldOf(p: Place, lx: number, ly: number, lz: number): V3 {
  const [x, z] = toWorld(p, lx, lz);
  return [x, ly, z];
}
