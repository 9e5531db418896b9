// Surface materials for the 3D renderer: each one paints a face (base colour, texture lines,
// openings) in face coordinates, metres from the face's lower-left corner.
import * as C from './color.ts';
import type { Face, Material, Scene } from './scene3d.ts';

export type Rect = readonly [s0: number, t0: number, s1: number, t1: number];

/** Plain surface: concrete, plaster, stucco, painted steel. Optional panel joints. */
export function solid(
  color: string,
  opts: {
    jointsS?: number;
    jointsT?: number;
    jointColor?: string;
    jointOpacity?: number;
    ties?: boolean;
    ao?: number;
  } = {},
): Material {
  return (scene, face) => {
    scene.baseFill(face, color, { ao: opts.ao });
    const segs: [number, number, number, number][] = [];
    if (opts.jointsS)
      for (let s = opts.jointsS; s < face.w - 0.05; s += opts.jointsS) segs.push([s, 0, s, face.h]);
    if (opts.jointsT)
      for (let t = opts.jointsT; t < face.h - 0.05; t += opts.jointsT) segs.push([0, t, face.w, t]);
    if (segs.length) {
      scene.flines(
        face,
        segs,
        `stroke="${opts.jointColor ?? C.darken(scene.shade(color, face.n), 0.25)}" stroke-opacity="${opts.jointOpacity ?? 0.5}" stroke-width="1"`,
      );
    }
    if (opts.ties && opts.jointsS && opts.jointsT) {
      // Form-tie holes of board-formed concrete: two rows per panel.
      let d = '';
      const c = C.darken(scene.shade(color, face.n), 0.35);
      for (let s = opts.jointsS / 4; s < face.w; s += opts.jointsS / 2) {
        for (let t = opts.jointsT / 4; t < face.h; t += opts.jointsT / 2) {
          const p = scene.cam.project([...atFace(face, s, t)] as [number, number, number]);
          const r = Math.max(0.6, scene.cam.scaleAt(atFace(face, s, t)) * 0.018);
          d += `M${(p.x - r).toFixed(1)} ${p.y.toFixed(1)}a${r.toFixed(1)} ${r.toFixed(1)} 0 1 0 ${(2 * r).toFixed(1)} 0a${r.toFixed(1)} ${r.toFixed(1)} 0 1 0 ${(-2 * r).toFixed(1)} 0`;
        }
      }
      scene.svg.path(d, `fill="${c}" fill-opacity="0.55"`);
    }
  };
}

function atFace(face: Face, s: number, t: number): [number, number, number] {
  return [
    face.o[0] + face.u[0] * s + face.v[0] * t,
    face.o[1] + face.u[1] * s + face.v[1] * t,
    face.o[2] + face.u[2] * s + face.v[2] * t,
  ];
}

/** Wooden slats (vertical by default) over a dark backing, each slat a little different. */
export function slats(
  color: string,
  opts: { pitch?: number; width?: number; horizontal?: boolean; backing?: string } = {},
): Material {
  const pitch = opts.pitch ?? 0.12;
  const width = opts.width ?? 0.07;
  return (scene, face) => {
    if (opts.backing !== 'none') scene.baseFill(face, opts.backing ?? C.darken(color, 0.55));
    const r = () => scene.rng.next();
    const groups = new Map<string, [number, number, number, number][]>();
    const len = opts.horizontal ? face.h : face.w;
    for (let a = (pitch - width) / 2; a + width <= len; a += pitch) {
      const c = C.jitter(color, 0.08, r);
      const key = scene.shade(c, face.n);
      const rect: [number, number, number, number] = opts.horizontal
        ? [0, a, face.w, a + width]
        : [a, 0, a + width, face.h];
      const list = groups.get(key) ?? [];
      list.push(rect);
      groups.set(key, list);
    }
    for (const [c, rects] of groups) scene.fquads(face, rects, `fill="${c}"`);
    // The slats' own shading: a soft gradient from foot to head.
    const g = scene.faceGrad(face, face.w / 2, 0, face.w / 2, face.h, [
      [0, '#000', 0.22],
      [0.3, '#000', 0.04],
      [1, '#fff', 0.05],
    ]);
    scene.quad(face, 0, 0, face.w, face.h, `fill="${g}"`);
  };
}

/** Brick lattice (celosía): bricks laid with gaps that show the dark space behind. */
export function lattice(
  color: string,
  opts: { course?: number; brick?: number; gap?: number; backing?: string } = {},
): Material {
  const course = opts.course ?? 0.11;
  const brick = opts.brick ?? 0.24;
  const gap = opts.gap ?? 0.1;
  return (scene, face) => {
    if (opts.backing) scene.quad(face, 0, 0, face.w, face.h, `fill="${opts.backing}"`);
    else scene.baseFill(face, C.darken(color, 0.7));
    const r = () => scene.rng.next();
    const tones = [0, 1, 2, 3].map(() => scene.shade(C.jitter(color, 0.06, r), face.n));
    const buckets: [number, number, number, number][][] = tones.map(() => []);
    let row = 0;
    for (let t = 0; t + course * 0.55 <= face.h; t += course, row++) {
      const off = row % 2 === 0 ? 0 : (brick + gap) / 2;
      for (let s = -off; s < face.w; s += brick + gap) {
        const s0 = Math.max(0, s);
        const s1 = Math.min(face.w, s + brick);
        if (s1 - s0 < 0.02) continue;
        buckets[Math.floor(r() * tones.length)]!.push([s0, t, s1, t + course * 0.62]);
      }
    }
    buckets.forEach((rects, i) => scene.fquads(face, rects, `fill="${tones[i]}"`));
  };
}

/** Horizontal stone or timber courses with staggered joints. */
export function courses(
  color: string,
  opts: { height?: number; length?: [number, number]; variation?: number } = {},
): Material {
  const h = opts.height ?? 0.3;
  const [lmin, lmax] = opts.length ?? [0.6, 1.4];
  return (scene, face) => {
    const r = () => scene.rng.next();
    const base = scene.shade(color, face.n);
    scene.baseFill(face, color);
    const groups = new Map<string, [number, number, number, number][]>();
    for (let t = 0; t < face.h; t += h) {
      let s = -r() * lmax;
      while (s < face.w) {
        const l = lmin + r() * (lmax - lmin);
        const c = C.jitter(base, opts.variation ?? 0.06, r);
        const list = groups.get(c) ?? [];
        list.push([Math.max(0, s), t, Math.min(face.w, s + l), Math.min(face.h, t + h)]);
        groups.set(c, list);
        s += l;
      }
    }
    for (const [c, rects] of groups)
      scene.fquads(
        face,
        rects,
        `fill="${c}" stroke="${C.darken(base, 0.22)}" stroke-width="0.8" stroke-opacity="0.7"`,
      );
    const g = scene.faceGrad(face, face.w / 2, 0, face.w / 2, face.h, [
      [0, '#000', 0.18],
      [0.3, '#000', 0],
      [1, '#fff', 0.04],
    ]);
    scene.quad(face, 0, 0, face.w, face.h, `fill="${g}"`);
  };
}

export interface GlassOpts {
  /** Spacing of vertical mullions in metres (0 = none). */
  mullion?: number;
  /** Heights of transoms from the foot of the glass. */
  transoms?: number[];
  frame?: string;
  frameWidth?: number;
  /** Lit interior (dusk) instead of sky reflection. */
  lit?: boolean;
  /** Curtains or blinds drawn behind the glass. */
  curtain?: boolean;
  /** Only the frame and mullions (the view behind is drawn by the caller). */
  frameOnly?: boolean;
}

/** A glazed rectangle on a face: reflection of the sky, or a warm interior at dusk, mullions, frame. */
export function glassRect(scene: Scene, face: Face, rect: Rect, opts: GlassOpts = {}): void {
  const [s0, t0, s1, t1] = rect;
  const m = scene.mood;
  const lit = opts.lit ?? false;
  const top = String(lit ? (m.litTop ?? '#f6d7a6') : (m.glassTop ?? '#9fb4c4'));
  const bottom = String(lit ? (m.litBottom ?? '#b7824e') : (m.glassBottom ?? '#3c4a55'));
  if (opts.frameOnly) {
    // nothing behind the frame
  } else {
    const fill = scene.faceGrad(face, (s0 + s1) / 2, t1, (s0 + s1) / 2, t0, [
      [0, top],
      [0.55, C.mix(top, bottom, 0.6)],
      [1, bottom],
    ]);
    scene.quad(face, s0, t0, s1, t1, `fill="${fill}"`);
  }
  if (opts.frameOnly) {
    // no interior or reflection
  } else if (lit) {
    // Ceiling of the lit room seen through the glass, and a few silhouettes of furniture.
    scene.quad(face, s0, t1 - (t1 - t0) * 0.18, s1, t1, `fill="${C.lighten(top, 0.25)}" fill-opacity="0.55"`);
    if (s1 - s0 > 1.2) {
      const r = scene.rng;
      const n = Math.floor((s1 - s0) / 1.6);
      const rects: [number, number, number, number][] = [];
      for (let i = 0; i < n; i++) {
        const a = s0 + r.range(0, s1 - s0 - 0.8);
        rects.push([a, t0, a + r.range(0.4, 0.9), t0 + r.range(0.4, 0.9)]);
      }
      scene.fquads(face, rects, `fill="${C.darken(bottom, 0.35)}" fill-opacity="0.55"`);
    }
  } else {
    // A diagonal band of brighter reflection.
    const w = s1 - s0;
    const k = scene.rng.range(0.1, 0.6);
    scene.facePoly(
      face,
      [
        [s0 + w * k, t0],
        [s0 + w * Math.min(1, k + 0.25), t0],
        [s0 + w * Math.min(1, k + 0.55), t1],
        [s0 + w * Math.min(1, k + 0.3), t1],
      ],
      `fill="#ffffff" fill-opacity="${String(m.glassStreak ?? 0.08)}"`,
    );
  }
  if (opts.curtain) {
    scene.quad(
      face,
      s0,
      t0,
      s0 + (s1 - s0) * scene.rng.range(0.15, 0.4),
      t1,
      `fill="#efe6d8" fill-opacity="${lit ? 0.75 : 0.5}"`,
    );
  }
  const frame = opts.frame ?? String(m.frame ?? '#2b2f33');
  const fw = opts.frameWidth ?? 0.05;
  const segs: [number, number, number, number][] = [];
  if (opts.mullion && opts.mullion > 0) {
    const n = Math.max(1, Math.round((s1 - s0) / opts.mullion));
    for (let i = 1; i < n; i++) {
      const s = s0 + ((s1 - s0) * i) / n;
      segs.push([s - fw / 2, t0, s + fw / 2, t1]);
    }
  }
  for (const t of opts.transoms ?? []) segs.push([s0, t0 + t - fw / 2, s1, t0 + t + fw / 2]);
  segs.push([s0, t0, s1, t0 + fw], [s0, t1 - fw, s1, t1], [s0, t0, s0 + fw, t1], [s1 - fw, t0, s1, t1]);
  scene.fquads(face, segs, `fill="${scene.shade(frame, face.n)}"`);
  if (opts.frameOnly) return;
  // Reveal: the head of the opening throws a soft shadow onto the glass.
  const g = scene.faceGrad(face, s0, t1, s0, t1 - Math.min(0.5, (t1 - t0) * 0.3), [
    [0, '#000', 0.35],
    [1, '#000', 0],
  ]);
  scene.quad(face, s0, t1 - Math.min(0.5, (t1 - t0) * 0.3), s1, t1, `fill="${g}"`);
}

/** Wall material with a set of openings glazed on top of it. */
export function withOpenings(
  wall: Material,
  openings: (face: Face) => Rect[],
  glass: GlassOpts | ((face: Face, i: number) => GlassOpts) = {},
): Material {
  return (scene, face) => {
    wall(scene, face);
    openings(face).forEach((rect, i) => {
      const g = typeof glass === 'function' ? glass(face, i) : glass;
      glassRect(scene, face, rect, g);
    });
  };
}

/** A whole face of glass (curtain wall / shopfront). */
export function curtainWall(opts: GlassOpts = {}): Material {
  return (scene, face) =>
    glassRect(scene, face, [0, 0, face.w, face.h], { mullion: 1.5, frameWidth: 0.06, ...opts });
}

/** Windows on a regular grid: floors × bays, each window a fraction of its bay. */
export function gridOpenings(opts: {
  floor: number;
  sill: number;
  head: number;
  bay: number;
  ratio: number;
  startFloor?: number;
  floors?: number;
  skip?: (floor: number, bay: number) => boolean;
}): (face: Face) => Rect[] {
  return (face) => {
    const out: Rect[] = [];
    const nb = Math.max(1, Math.round(face.w / opts.bay));
    const bay = face.w / nb;
    const nf = Math.min(opts.floors ?? Infinity, Math.floor((face.h + 0.01) / opts.floor));
    for (let fl = opts.startFloor ?? 0; fl < nf; fl++) {
      for (let b = 0; b < nb; b++) {
        if (opts.skip?.(fl, b)) continue;
        const cx = bay * (b + 0.5);
        const hw = (bay * opts.ratio) / 2;
        out.push([cx - hw, fl * opts.floor + opts.sill, cx + hw, fl * opts.floor + opts.head]);
      }
    }
    return out;
  };
}

/** Per-face choice by name. */
export function byFace(map: Partial<Record<Face['name'], Material>>, fallback: Material): Material {
  return (scene, face) => (map[face.name] ?? fallback)(scene, face);
}
