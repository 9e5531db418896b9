// The camera and the light of the small SVG renderer (scene3d.ts): a pinhole camera with lens
// shift, so verticals stay vertical as in architectural photography, and the sun and sky it sees.
import { clipPoly, cross, dot, lerp3, norm, sub, type V3 } from './geom.ts';
import { type Pt } from './svg.ts';

export interface CameraSpec {
  pos: V3;
  look: V3;
  /** Horizontal field of view in degrees. */
  fov: number;
  /** Moves the image centre down by this fraction of the height (lens shift). */
  shiftY?: number;
}

export class Camera {
  readonly pos: V3;
  readonly fwd: V3;
  readonly right: V3;
  readonly up: V3;
  readonly focal: number;
  readonly cx: number;
  readonly cy: number;
  readonly near = 0.05;

  constructor(spec: CameraSpec, width: number, height: number) {
    this.pos = spec.pos;
    this.fwd = norm(sub(spec.look, spec.pos));
    this.right = norm(cross(this.fwd, [0, 1, 0]));
    this.up = cross(this.right, this.fwd);
    this.focal = width / 2 / Math.tan((spec.fov * Math.PI) / 360);
    this.cx = width / 2;
    this.cy = height / 2 + (spec.shiftY ?? 0) * height;
  }

  toCam(p: V3): V3 {
    const d = sub(p, this.pos);
    return [dot(d, this.right), dot(d, this.up), dot(d, this.fwd)];
  }

  screen(c: V3): Pt {
    const z = Math.max(c[2], this.near);
    return { x: this.cx + (c[0] / z) * this.focal, y: this.cy - (c[1] / z) * this.focal };
  }

  project(p: V3): Pt {
    return this.screen(this.toCam(p));
  }

  depth(p: V3): number {
    return dot(sub(p, this.pos), this.fwd);
  }

  /** Pixels per metre at the depth of p. */
  scaleAt(p: V3): number {
    return this.focal / Math.max(this.depth(p), this.near);
  }

  /** Projects a planar polygon, first cutting away what lies behind the camera. */
  projectPoly(poly: readonly V3[]): Pt[] {
    const cam = poly.map((p) => this.toCam(p));
    const near = this.near;
    const clipped = clipPoly(
      cam,
      (c) => c[2] >= near,
      (a, b) => lerp3(a, b, (near - a[2]) / (b[2] - a[2])),
    );
    return clipped.map((c) => this.screen(c));
  }

  /** Projects a segment, cut at the near plane; null when wholly behind. */
  projectSeg(a: V3, b: V3): [Pt, Pt] | null {
    let ca = this.toCam(a);
    let cb = this.toCam(b);
    if (ca[2] < this.near && cb[2] < this.near) return null;
    if (ca[2] < this.near) ca = lerp3(ca, cb, (this.near - ca[2]) / (cb[2] - ca[2]));
    if (cb[2] < this.near) cb = lerp3(cb, ca, (this.near - cb[2]) / (ca[2] - cb[2]));
    return [this.screen(ca), this.screen(cb)];
  }
}

export interface Light {
  /** Unit vector towards the sun. */
  sun: V3;
  sunColor: string;
  sunStrength: number;
  sky: string;
  groundBounce: string;
  ambient: number;
  shadowColor: string;
  shadowOpacity: number;
  /** Blur of shadow edges in pixels. */
  shadowSoftness: number;
}
