// A very small 3D renderer that writes SVG: a pinhole camera with lens shift (so verticals stay
// vertical, as in architectural photography), boxes with materials, sun shading, cast shadows
// on faces and on the ground, and depth-sorted sprites (trees, people, lamps). The camera and the
// light are in camera.ts, the order stacked boxes are drawn in, draw-order.ts.
import * as C from './color.ts';
import {
  BOX_EDGES,
  add,
  boxCorners,
  clipRect,
  dot,
  hull,
  lerp3,
  mul,
  sub,
  type Extent,
  type V3,
} from './geom.ts';
import type { Rng } from './rng.ts';
import { Camera, type CameraSpec, type Light } from './camera.ts';
import { applyStacking } from './draw-order.ts';
import { Svg, pathOf, type Pt, type Stop } from './svg.ts';

export type FaceName = 'front' | 'back' | 'left' | 'right' | 'top' | 'bottom';

export interface Face {
  name: FaceName;
  o: V3;
  u: V3;
  v: V3;
  w: number;
  h: number;
  n: V3;
  box: Box;
}

export const at = (face: Face, s: number, t: number): V3 => add(face.o, add(mul(face.u, s), mul(face.v, t)));

export type Material = (scene: Scene, face: Face) => void;

export interface Box extends Extent {
  mat: Material;
  faces?: Partial<Record<FaceName, Material>>;
  castShadow?: boolean;
  receiveShadow?: boolean;
  /** Seen from inside (a room): the faces point inwards. */
  inside?: boolean;
  /** Drawn with the ground, before everything that stands on it (decks, rugs, paving). */
  ground?: boolean;
  /** Overrides the depth used for sorting. */
  sortDepth?: number;
  hidden?: FaceName[];
}

export function facesOf(b: Box): Face[] {
  const x0 = b.x;
  const x1 = b.x + b.w;
  const y0 = b.y;
  const y1 = b.y + b.h;
  const z0 = b.z;
  const z1 = b.z + b.d;
  const faces: Face[] = [
    { name: 'front', o: [x0, y0, z1], u: [1, 0, 0], v: [0, 1, 0], w: b.w, h: b.h, n: [0, 0, 1], box: b },
    { name: 'back', o: [x1, y0, z0], u: [-1, 0, 0], v: [0, 1, 0], w: b.w, h: b.h, n: [0, 0, -1], box: b },
    { name: 'right', o: [x1, y0, z1], u: [0, 0, -1], v: [0, 1, 0], w: b.d, h: b.h, n: [1, 0, 0], box: b },
    { name: 'left', o: [x0, y0, z0], u: [0, 0, 1], v: [0, 1, 0], w: b.d, h: b.h, n: [-1, 0, 0], box: b },
    { name: 'top', o: [x0, y1, z1], u: [1, 0, 0], v: [0, 0, -1], w: b.w, h: b.d, n: [0, 1, 0], box: b },
    { name: 'bottom', o: [x0, y0, z0], u: [1, 0, 0], v: [0, 0, 1], w: b.w, h: b.d, n: [0, -1, 0], box: b },
  ];
  if (!b.inside) return faces;
  // Seen from inside: same planes, normals reversed, u mirrored so s still runs left to right.
  return faces.map((fc) => ({
    ...fc,
    o: add(fc.o, mul(fc.u, fc.w)),
    u: mul(fc.u, -1),
    n: mul(fc.n, -1),
  }));
}

interface Sprite {
  depth: number;
  draw: () => void;
  box?: Box;
}

export class Scene {
  readonly svg: Svg;
  readonly cam: Camera;
  readonly light: Light;
  readonly rng: Rng;
  /** Free-form settings the materials read (glass colours, time of day). */
  readonly mood: Record<string, string | number>;
  private boxes: Box[] = [];
  private sprites: Sprite[] = [];
  private groundDraws: (() => void)[] = [];

  constructor(svg: Svg, cam: CameraSpec, light: Light, rng: Rng, mood: Record<string, string | number> = {}) {
    this.svg = svg;
    this.cam = new Camera(cam, svg.width, svg.height);
    this.light = light;
    this.rng = rng;
    this.mood = mood;
  }

  box(b: Box): Box {
    this.boxes.push(b);
    return b;
  }

  sprite(pos: V3, draw: () => void, depthBias = 0): void {
    this.sprites.push({ depth: this.cam.depth(pos) + depthBias, draw });
  }

  /** Something flat on the ground, drawn before shadows and everything standing. */
  onGround(draw: () => void): void {
    this.groundDraws.push(draw);
  }

  // ---------------------------------------------------------------- shading helpers

  shade(base: string, n: V3, sunFactor = 1): string {
    const L = this.light;
    const b = C.parse(base);
    const sky = C.parse(L.sky);
    const gr = C.parse(L.groundBounce);
    const sc = C.parse(L.sunColor);
    const up = (n[1] + 1) / 2;
    const d = Math.max(0, dot(n, L.sun)) * L.sunStrength * sunFactor;
    const out: [number, number, number] = [0, 0, 0];
    for (let i = 0; i < 3; i++) {
      const amb = ((gr[i]! + (sky[i]! - gr[i]!) * (0.35 + 0.65 * up)) / 255) * L.ambient;
      const light = amb + (sc[i]! / 255) * d;
      out[i] = b[i]! * light;
    }
    return C.hex(out);
  }

  isLit(face: Face): boolean {
    return dot(face.n, this.light.sun) > 0.02;
  }

  visible(face: Face): boolean {
    return dot(face.n, sub(this.cam.pos, face.o)) > 1e-6;
  }

  pts(face: Face, s0: number, t0: number, s1: number, t1: number): Pt[] {
    return this.cam.projectPoly([at(face, s0, t0), at(face, s1, t0), at(face, s1, t1), at(face, s0, t1)]);
  }

  quad(face: Face, s0: number, t0: number, s1: number, t1: number, attrs: string): void {
    this.svg.poly(this.pts(face, s0, t0, s1, t1), attrs);
  }

  /** A polygon given in face coordinates. */
  facePoly(face: Face, st: readonly (readonly [number, number])[], attrs: string): void {
    this.svg.poly(this.cam.projectPoly(st.map(([s, t]) => at(face, s, t))), attrs);
  }

  fline(face: Face, s0: number, t0: number, s1: number, t1: number, attrs: string): void {
    const seg = this.cam.projectSeg(at(face, s0, t0), at(face, s1, t1));
    if (seg) this.svg.line(seg[0].x, seg[0].y, seg[1].x, seg[1].y, attrs);
  }

  /** Several segments in face coordinates as one path (cheaper than many <line>s). */
  flines(face: Face, segs: readonly (readonly [number, number, number, number])[], attrs: string): void {
    let d = '';
    for (const [s0, t0, s1, t1] of segs) {
      const seg = this.cam.projectSeg(at(face, s0, t0), at(face, s1, t1));
      if (seg)
        d += `M${seg[0].x.toFixed(1)} ${seg[0].y.toFixed(1)}L${seg[1].x.toFixed(1)} ${seg[1].y.toFixed(1)}`;
    }
    if (d) this.svg.path(d, `fill="none" ${attrs}`);
  }

  /** Several quads in face coordinates as one path. */
  fquads(face: Face, rects: readonly (readonly [number, number, number, number])[], attrs: string): void {
    let d = '';
    for (const [s0, t0, s1, t1] of rects) d += pathOf(this.pts(face, s0, t0, s1, t1));
    if (d) this.svg.path(d, attrs);
  }

  /** A linear gradient running across the face from (s0,t0) to (s1,t1). */
  faceGrad(face: Face, s0: number, t0: number, s1: number, t1: number, stops: readonly Stop[]): string {
    const seg = this.cam.projectSeg(at(face, s0, t0), at(face, s1, t1));
    if (!seg) return stops[0]?.[1] ?? '#888';
    const [a, b] = seg;
    if (Math.hypot(b.x - a.x, b.y - a.y) < 0.5) return stops[0]?.[1] ?? '#888';
    return this.svg.linear(a.x, a.y, b.x, b.y, stops);
  }

  /** Base fill of a face: sun shading, darker at the foot (ambient occlusion), lighter at the top. */
  baseFill(face: Face, color: string, opts: { ao?: number; top?: number } = {}): void {
    const c = this.shade(color, face.n);
    const vertical = Math.abs(face.n[1]) < 0.5;
    const fill = vertical
      ? this.faceGrad(face, face.w / 2, 0, face.w / 2, face.h, [
          [0, C.darken(c, opts.ao ?? 0.14)],
          [Math.min(0.35, 1.2 / Math.max(face.h, 0.1)), c],
          [1, C.lighten(c, opts.top ?? 0.04)],
        ])
      : c;
    this.quad(face, 0, 0, face.w, face.h, `fill="${fill}"`);
  }

  // ---------------------------------------------------------------- shadows

  /** The shadow a box casts on a face's plane, in face coordinates, clipped to the face. */
  private shadowOn(face: Face, caster: Box): Pt[] {
    const sun = this.light.sun;
    const sn = dot(sun, face.n);
    if (sn <= 0.02) return [];
    const cs = boxCorners(caster);
    const dist = cs.map((p) => dot(sub(p, face.o), face.n));
    const eps = 1e-6;
    if (dist.every((d) => d <= eps)) return [];
    const pts: V3[] = [];
    cs.forEach((p, i) => {
      if (dist[i]! >= -eps) pts.push(p);
    });
    for (const [i, j] of BOX_EDGES) {
      const di = dist[i]!;
      const dj = dist[j]!;
      if ((di > eps && dj < -eps) || (di < -eps && dj > eps)) pts.push(lerp3(cs[i]!, cs[j]!, di / (di - dj)));
    }
    const st: Pt[] = pts.map((p) => {
      const dd = Math.max(0, dot(sub(p, face.o), face.n));
      const q = sub(p, mul(sun, dd / sn));
      const r = sub(q, face.o);
      return { x: dot(r, face.u), y: dot(r, face.v) };
    });
    const h = hull(st);
    if (h.length < 3) return [];
    return clipRect(h, 0, 0, face.w, face.h);
  }

  private drawShadows(face: Face): void {
    if (face.box.receiveShadow === false || !this.isLit(face)) return;
    const L = this.light;
    const strength = Math.min(1, dot(face.n, L.sun) * 2.2);
    let d = '';
    for (const caster of this.boxes) {
      if (caster === face.box || caster.castShadow === false || caster.inside) continue;
      const poly = this.shadowOn(face, caster);
      if (poly.length < 3) continue;
      d += pathOf(this.cam.projectPoly(poly.map((p) => at(face, p.x, p.y))));
    }
    if (d) {
      this.svg.path(
        d,
        `fill="${L.shadowColor}" fill-opacity="${(L.shadowOpacity * strength).toFixed(3)}" filter="${this.svg.blur(L.shadowSoftness * 0.6)}"`,
      );
    }
  }

  /** Shadows of every box on the ground plane y = level. */
  groundShadows(level = 0, extra?: (d: string) => string): void {
    const L = this.light;
    if (L.sun[1] <= 0.02) return;
    const big = 2000;
    const ground: Face = {
      name: 'top',
      o: [-big, level, big],
      u: [1, 0, 0],
      v: [0, 0, -1],
      w: 2 * big,
      h: 2 * big,
      n: [0, 1, 0],
      box: { x: 0, y: 0, z: 0, w: 0, h: 0, d: 0, mat: () => {} },
    };
    let d = '';
    for (const caster of this.boxes) {
      if (caster.castShadow === false || caster.inside || caster.ground) continue;
      const poly = this.shadowOn(ground, caster);
      if (poly.length < 3) continue;
      d += pathOf(this.cam.projectPoly(poly.map((p) => at(ground, p.x, p.y))));
    }
    if (extra) d = extra(d);
    if (d) {
      this.svg.path(
        d,
        `fill="${L.shadowColor}" fill-opacity="${L.shadowOpacity.toFixed(3)}" filter="${this.svg.blur(L.shadowSoftness)}"`,
      );
    }
  }

  /** Sun shining through an opening (window) onto the plane y = level: the lit patch. */
  sunPatch(opening: readonly V3[], level: number): Pt[] {
    const sun = this.light.sun;
    if (sun[1] <= 0.02) return [];
    const onFloor = opening.map((p) => sub(p, mul(sun, (p[1] - level) / sun[1])));
    return this.cam.projectPoly(onFloor);
  }

  // ---------------------------------------------------------------- drawing

  private drawBox(b: Box): void {
    const faces = facesOf(b).filter((fc) => this.visible(fc) && !(b.hidden ?? []).includes(fc.name));
    for (const fc of faces) {
      const mat = b.faces?.[fc.name] ?? b.mat;
      mat(this, fc);
      if (!b.inside) this.drawShadows(fc);
    }
  }

  render(opts: { groundShadows?: boolean } = {}): void {
    const rooms = this.boxes.filter((b) => b.inside);
    for (const r of rooms) {
      // Room surfaces: floor and ceiling first, then walls, each with the shadows of furniture.
      const faces = facesOf(r).filter((fc) => this.visible(fc) && !(r.hidden ?? []).includes(fc.name));
      for (const fc of faces) (r.faces?.[fc.name] ?? r.mat)(this, fc);
    }
    for (const b of this.boxes.filter((x) => x.ground)) this.drawBox(b);
    for (const g of this.groundDraws) g();
    if (opts.groundShadows !== false) this.groundShadows();
    const items: Sprite[] = [
      ...this.boxes
        .filter((b) => !b.inside && !b.ground)
        .map((b) => ({
          depth: b.sortDepth ?? this.cam.depth([b.x + b.w / 2, b.y + b.h / 2, b.z + b.d / 2]),
          draw: () => this.drawBox(b),
          box: b,
        })),
      ...this.sprites,
    ];
    items.sort((a, b) => b.depth - a.depth);
    applyStacking(items, this.cam.pos[1]);
    for (const it of items) it.draw();
  }
}
