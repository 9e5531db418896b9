// Interior renders: a room seen from inside, windows onto a bright exterior, sunlight on the
// floor, and furniture built from boxes and sprites.
import * as C from './color.ts';
import { clipRect, sunDir, type V3 } from './geom.ts';
import { glassRect, solid, type Rect } from './materials.ts';
import { Rng } from './rng.ts';
import { Scene, at, type Box, type CameraSpec, type Face, type FaceName, type Material } from './scene3d.ts';
import { Svg, smoothPath, type Pt } from './svg.ts';

export const W = 1920;
export const H = 1080;

export type InteriorMood = 'dia' | 'tarde' | 'noche';

export interface Room {
  w: number;
  h: number;
  d: number;
}

export interface Window {
  wall: 'back' | 'left' | 'right';
  rect: Rect;
  mullion?: number;
  transoms?: number[];
}

export interface InteriorSetup {
  seed: string;
  mood: InteriorMood;
  room: Room;
  camera: CameraSpec;
  sun: { azimuth: number; elevation: number };
  floor: Material;
  ceiling: Material;
  walls: Partial<Record<'back' | 'left' | 'right', Material>> & { all: Material };
  windows: Window[];
  outside: 'jardin' | 'lago' | 'ciudad' | 'montana' | 'patio';
}

export interface Interior {
  svg: Svg;
  scene: Scene;
  rng: Rng;
  room: Room;
  mood: InteriorMood;
  lit: boolean;
}

const LIGHTS: Record<
  InteriorMood,
  { sunColor: string; sunStrength: number; ambient: number; sky: string; bounce: string }
> = {
  dia: { sunColor: '#fff4e2', sunStrength: 0.45, ambient: 0.86, sky: '#f1f1ee', bounce: '#d9cdbb' },
  tarde: { sunColor: '#ffd6a0', sunStrength: 0.5, ambient: 0.76, sky: '#efe6da', bounce: '#d6c0a2' },
  noche: { sunColor: '#ffc98f', sunStrength: 0.0, ambient: 0.66, sky: '#f0d7b5', bounce: '#b99b7a' },
};

export function beginInterior(setup: InteriorSetup): Interior {
  const svg = new Svg(W, H);
  const rng = new Rng(setup.seed);
  const L = LIGHTS[setup.mood];
  const scene = new Scene(
    svg,
    setup.camera,
    {
      sun: sunDir(setup.sun.azimuth, setup.sun.elevation),
      sunColor: L.sunColor,
      sunStrength: L.sunStrength,
      sky: L.sky,
      groundBounce: L.bounce,
      ambient: L.ambient,
      shadowColor: '#2a241f',
      shadowOpacity: 0.3,
      shadowSoftness: 3,
    },
    rng.fork('scene'),
    {
      glassTop: '#ffffff',
      glassBottom: '#dfe6e8',
      litTop: '#ffe6c0',
      litBottom: '#c9945f',
      frame: '#2f3134',
    },
  );
  const { room } = setup;
  const night = setup.mood === 'noche';
  const windowsOn = (wall: 'back' | 'left' | 'right') => setup.windows.filter((w) => w.wall === wall);
  const wallMat = (wall: 'back' | 'left' | 'right'): Material => {
    const base = setup.walls[wall] ?? setup.walls.all;
    const wins = windowsOn(wall);
    if (wins.length === 0) return base;
    return (s, face) => {
      base(s, face);
      for (const win of wins) opening(s, face, win, setup.outside, night, rng.fork(`win-${wall}`));
    };
  };
  scene.box({
    x: 0,
    y: 0,
    z: 0,
    w: room.w,
    h: room.h,
    d: room.d,
    inside: true,
    mat: setup.walls.all,
    faces: {
      bottom: setup.floor,
      top: setup.ceiling,
      back: wallMat('back'),
      left: wallMat('left'),
      right: wallMat('right'),
    },
    hidden: ['front'],
  });
  const it: Interior = { svg, scene, rng, room, mood: setup.mood, lit: night };
  // Sunlight through each window onto the floor.
  if (!night && setup.sun.elevation > 0) {
    scene.onGround(() => {
      for (const win of setup.windows) {
        const face = wallFace(room, win.wall);
        const [s0, t0, s1, t1] = win.rect;
        const corners3 = [at(face, s0, t0), at(face, s1, t0), at(face, s1, t1), at(face, s0, t1)];
        const sun = scene.light.sun;
        if (sun[1] <= 0.02) continue;
        const xz: Pt[] = corners3.map((p) => {
          const k = p[1] / sun[1];
          return { x: p[0] - sun[0] * k, y: p[2] - sun[2] * k };
        });
        const inRoom = clipRect(xz, 0, 0, room.w, room.d);
        if (inRoom.length < 3) continue;
        const pts = scene.cam.projectPoly(inRoom.map((p) => [p.x, 0.005, p.y] as V3));
        svg.poly(
          pts,
          `fill="${setup.mood === 'tarde' ? '#ffd39a' : '#fff3dc'}" fill-opacity="0.5" filter="${svg.blur(5)}"`,
        );
        // The mullions' shadows cross the patch of sunlight.
        if (win.mullion) {
          const n = Math.max(1, Math.round((s1 - s0) / win.mullion));
          let d = '';
          for (let i = 1; i < n; i++) {
            const sm = s0 + ((s1 - s0) * i) / n;
            const quad = [
              at(face, sm - 0.04, t0),
              at(face, sm + 0.04, t0),
              at(face, sm + 0.04, t1),
              at(face, sm - 0.04, t1),
            ].map((p) => {
              const k = p[1] / sun[1];
              return { x: p[0] - sun[0] * k, y: p[2] - sun[2] * k };
            });
            const c = clipRect(quad, 0, 0, room.w, room.d);
            if (c.length >= 3)
              d +=
                scene.cam
                  .projectPoly(c.map((p) => [p.x, 0.006, p.y] as V3))
                  .map((p, j) => `${j ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`)
                  .join('') + 'Z';
          }
          if (d) svg.path(d, `fill="#5a4030" fill-opacity="0.22" filter="${svg.blur(2)}"`);
        }
      }
    });
  }
  return it;
}

/** The face of the room's wall, as seen from inside (same parameterisation as facesOf). */
export function wallFace(room: Room, wall: 'back' | 'left' | 'right'): Face {
  const box: Box = { x: 0, y: 0, z: 0, w: room.w, h: room.h, d: room.d, mat: () => {}, inside: true };
  if (wall === 'back')
    return {
      name: 'back',
      o: [0, 0, 0],
      u: [1, 0, 0],
      v: [0, 1, 0],
      w: room.w,
      h: room.h,
      n: [0, 0, 1],
      box,
    };
  if (wall === 'left')
    return {
      name: 'left',
      o: [0, 0, room.d],
      u: [0, 0, -1],
      v: [0, 1, 0],
      w: room.d,
      h: room.h,
      n: [1, 0, 0],
      box,
    };
  return {
    name: 'right',
    o: [room.w, 0, 0],
    u: [0, 0, 1],
    v: [0, 1, 0],
    w: room.d,
    h: room.h,
    n: [-1, 0, 0],
    box,
  };
}

/** A window opening: the bright world outside, clipped to the opening, then the frame. */
function opening(
  scene: Scene,
  face: Face,
  win: Window,
  outside: InteriorSetup['outside'],
  night: boolean,
  rng: Rng,
): void {
  const { svg } = scene;
  const [s0, t0, s1, t1] = win.rect;
  const poly = scene.pts(face, s0, t0, s1, t1);
  if (poly.length < 3) return;
  const id = svg.id('clip');
  svg.def(
    `<clipPath id="${id}"><path d="${poly.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('')}Z"/></clipPath>`,
  );
  const xs = poly.map((p) => p.x);
  const ys = poly.map((p) => p.y);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  const hz = scene.cam.cy;
  svg.group(`clip-path="url(#${id})"`, () => {
    const sky = svg.linear(
      0,
      y0,
      0,
      y1,
      night
        ? [
            [0, '#1c2940'],
            [0.6, '#3d4d68'],
            [1, '#8a7a86'],
          ]
        : [
            [0, '#cfe0ec'],
            [0.6, '#eef3f4'],
            [1, '#fbfaf6'],
          ],
    );
    svg.rect(x0, y0, x1 - x0, y1 - y0, `fill="${sky}"`);
    const hillC = night ? '#27303b' : outside === 'ciudad' ? '#c9cfd3' : '#b3c0b2';
    const groundC: Record<InteriorSetup['outside'], [string, string]> = {
      lago: ['#c9d8dc', '#a9bec4'],
      jardin: ['#cdd6b8', '#a9b98f'],
      patio: ['#ddd5c6', '#c7bca9'],
      ciudad: ['#dcd9d3', '#c9c4bb'],
      montana: ['#cfd3bd', '#aab496'],
    };
    const [g0, g1] = night ? ['#2c333c', '#1d232b'] : groundC[outside];
    if (y1 > hz)
      svg.rect(
        x0,
        hz,
        x1 - x0,
        y1 - hz,
        `fill="${svg.linear(0, hz, 0, y1, [
          [0, g0],
          [1, g1],
        ])}"`,
      );
    if (outside === 'lago' || outside === 'montana') {
      let d = `M${x0} ${hz + 1}`;
      const amp = outside === 'montana' ? 90 : 30;
      const ph = rng.range(0, 6);
      for (let x = x0; x <= x1 + 20; x += 16) {
        const k = 0.5 + 0.3 * Math.sin(x * 0.004 + ph) + 0.2 * Math.sin(x * 0.013 + ph * 2);
        d += `L${x.toFixed(1)} ${(hz - amp * k).toFixed(1)}`;
      }
      d += `L${x1 + 20} ${hz + 1}Z`;
      svg.path(d, `fill="${hillC}" filter="${svg.blur(1.5)}"`);
    }
    if (outside === 'ciudad') {
      let d = '';
      for (let x = x0 - 20; x < x1; x += rng.range(30, 90)) {
        const h = rng.range(40, 220);
        d += `M${x.toFixed(1)} ${hz + 2}V${(hz - h).toFixed(1)}h${rng.range(25, 80).toFixed(1)}V${hz + 2}Z`;
      }
      svg.path(d, `fill="${hillC}" filter="${svg.blur(2.5)}"`);
    }
    // Vegetation close to the window: low shrubs along the sill, a tree canopy for gardens.
    const fol = night ? ['#1d2620', '#28332b', '#222b25'] : ['#a3b493', '#bccaa9', '#8c9f80'];
    const shrubTop = outside === 'lago' ? y1 - (y1 - hz) * 0.35 : Math.max(hz, y1 - (y1 - y0) * 0.18);
    for (let i = 0; i < (outside === 'lago' ? 0 : 30); i++) {
      const cx = rng.range(x0 - 20, x1 + 20);
      const r = rng.range(18, 55);
      const cy = rng.range(shrubTop, y1) + r * 0.3;
      const pts: Pt[] = [];
      for (let j = 0; j < 8; j++) {
        const a = (j / 8) * Math.PI * 2;
        pts.push({
          x: cx + Math.cos(a) * r * rng.range(0.85, 1.15),
          y: cy + Math.sin(a) * r * 0.6 * rng.range(0.8, 1.1),
        });
      }
      svg.path(smoothPath(pts), `fill="${rng.pick(fol)}" filter="${svg.blur(2)}"`);
    }
    if (outside === 'jardin' || outside === 'patio') {
      for (let i = 0; i < 26; i++) {
        const cx = x0 + (x1 - x0) * (rng.chance(0.5) ? rng.range(-0.1, 0.3) : rng.range(0.7, 1.1));
        const cy = y0 + (hz - y0) * rng.range(0, 0.7);
        const r = rng.range(40, 90);
        const pts: Pt[] = [];
        for (let j = 0; j < 8; j++) {
          const a = (j / 8) * Math.PI * 2;
          pts.push({
            x: cx + Math.cos(a) * r * rng.range(0.8, 1.2),
            y: cy + Math.sin(a) * r * rng.range(0.7, 1.1),
          });
        }
        svg.path(smoothPath(pts), `fill="${rng.pick(fol)}" fill-opacity="0.85" filter="${svg.blur(2.5)}"`);
      }
    }
    // Bloom: the brightness spilling over the frame.
    if (!night) svg.rect(x0, y0, x1 - x0, y1 - y0, `fill="#ffffff" fill-opacity="0.18"`);
  });
  glassRect(scene, face, win.rect, {
    mullion: win.mullion ?? 0,
    transoms: win.transoms,
    frameWidth: 0.05,
    frame: '#2f3134',
    frameOnly: true,
  });
}

/** Soft light fall-off over the whole picture: bright around the windows, darker far away. */
export function finishInterior(it: Interior, lightAt: Pt[]): void {
  const { svg } = it;
  for (const p of lightAt) {
    const g = svg.radial(p.x, p.y, W * 0.7, [
      [0, it.lit ? '#ffd9a0' : '#fffaf0', it.lit ? 0.14 : 0.2],
      [1, '#fff', 0],
    ]);
    svg.rect(0, 0, W, H, `fill="${g}"`);
  }
  const dark = svg.radial(W / 2, H * 0.45, W * 0.75, [
    [0.45, '#000', 0],
    [1, '#1c1712', it.lit ? 0.32 : 0.2],
  ]);
  svg.rect(0, 0, W, H, `fill="${dark}"`);
}

// ------------------------------------------------------------------ materials for rooms

export function planks(
  color: string,
  opts: { width?: number; along?: 'x' | 'z'; length?: number } = {},
): Material {
  const pw = opts.width ?? 0.18;
  const len = opts.length ?? 2.2;
  return (scene, face) => {
    scene.baseFill(face, color);
    const r = () => scene.rng.next();
    const groups = new Map<string, [number, number, number, number][]>();
    const alongS = (opts.along ?? 'z') === 'x';
    const across = alongS ? face.h : face.w;
    const along = alongS ? face.w : face.h;
    for (let a = 0; a < across; a += pw) {
      let b = -r() * len;
      while (b < along) {
        const l = len * (0.6 + r() * 0.6);
        const c = scene.shade(C.jitter(color, 0.07, r), face.n);
        const rect: [number, number, number, number] = alongS
          ? [Math.max(0, b), a, Math.min(face.w, b + l), Math.min(face.h, a + pw)]
          : [a, Math.max(0, b), Math.min(face.w, a + pw), Math.min(face.h, b + l)];
        const list = groups.get(c) ?? [];
        list.push(rect);
        groups.set(c, list);
        b += l;
      }
    }
    const joint = C.darken(scene.shade(color, face.n), 0.3);
    for (const [c, rects] of groups)
      scene.fquads(face, rects, `fill="${c}" stroke="${joint}" stroke-width="0.7" stroke-opacity="0.6"`);
    // A gentle sheen from the windows.
    const g = scene.faceGrad(face, face.w / 2, face.h, face.w / 2, 0, [
      [0, '#fff', 0.12],
      [1, '#fff', 0],
    ]);
    scene.quad(face, 0, 0, face.w, face.h, `fill="${g}"`);
  };
}

export function tiles(
  color: string,
  size: number,
  opts: { joint?: string; speckle?: boolean } = {},
): Material {
  return (scene, face) => {
    scene.baseFill(face, color);
    if (opts.speckle) {
      // Terrazzo: small chips scattered across the floor.
      const r = scene.rng;
      const chips: [number, number, number, number][] = [];
      for (let i = 0; i < face.w * face.h * 14; i++) {
        const s = r.range(0, face.w);
        const t = r.range(0, face.h);
        const k = r.range(0.015, 0.04);
        chips.push([s, t, s + k, t + k * 0.8]);
      }
      scene.fquads(face, chips, `fill="${C.darken(color, 0.35)}" fill-opacity="0.55"`);
    }
    const segs: [number, number, number, number][] = [];
    for (let s = size; s < face.w; s += size) segs.push([s, 0, s, face.h]);
    for (let t = size; t < face.h; t += size) segs.push([0, t, face.w, t]);
    scene.flines(
      face,
      segs,
      `stroke="${opts.joint ?? C.darken(color, 0.25)}" stroke-width="0.8" stroke-opacity="0.55"`,
    );
  };
}

/** Ceiling with recessed downlights (glowing at night). */
export function ceilingLights(color: string, spacing: number, lit: boolean): Material {
  return (scene, face) => {
    scene.baseFill(face, color);
    for (let s = spacing / 2; s < face.w; s += spacing) {
      for (let t = spacing / 2; t < face.h; t += spacing) {
        const p = scene.cam.projectPoly([
          at(face, s - 0.06, t - 0.06),
          at(face, s + 0.06, t - 0.06),
          at(face, s + 0.06, t + 0.06),
          at(face, s - 0.06, t + 0.06),
        ]);
        if (p.length < 3) continue;
        scene.svg.poly(p, `fill="${lit ? '#fff4dc' : '#f4f1ea'}"`);
        if (lit) {
          const c = p.reduce((a, b) => ({ x: a.x + b.x / p.length, y: a.y + b.y / p.length }), {
            x: 0,
            y: 0,
          });
          const r = Math.max(6, Math.abs((p[1]?.x ?? 0) - (p[0]?.x ?? 0)) * 3);
          const g = scene.svg.radial(c.x, c.y, r, [
            [0, '#ffe7bd', 0.6],
            [1, '#ffe7bd', 0],
          ]);
          scene.svg.circle(c.x, c.y, r, `fill="${g}"`);
        }
      }
    }
  };
}

// ------------------------------------------------------------------ furniture

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

function toWorld(p: Place, lx: number, lz: number): [number, number] {
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

const fabric = (c: string): Material => solid(c, { ao: 0.2 });

export function sofa(scene: Scene, p: Place, w: number, color: string, legs = '#3a2e25'): void {
  const d = 0.95;
  contact(scene, p, 0, 0, w, d);
  part(scene, p, 0.08, 0, 0.08, 0.06, 0.12, 0.06, solid(legs));
  part(scene, p, w - 0.14, 0, 0.08, 0.06, 0.12, 0.06, solid(legs));
  part(scene, p, 0.08, 0, d - 0.14, 0.06, 0.12, 0.06, solid(legs));
  part(scene, p, w - 0.14, 0, d - 0.14, 0.06, 0.12, 0.06, solid(legs));
  part(scene, p, 0, 0.12, 0, w, 0.3, d, fabric(C.darken(color, 0.05)));
  part(scene, p, 0, 0.42, 0, w, 0.42, 0.22, fabric(color));
  part(scene, p, 0, 0.42, 0.2, 0.18, 0.22, d - 0.2, fabric(color));
  part(scene, p, w - 0.18, 0.42, 0.2, 0.18, 0.22, d - 0.2, fabric(color));
  const n = Math.max(2, Math.round((w - 0.36) / 0.8));
  const cw = (w - 0.36) / n;
  for (let i = 0; i < n; i++)
    part(
      scene,
      p,
      0.18 + i * cw + 0.01,
      0.42,
      0.22,
      cw - 0.02,
      0.13,
      d - 0.26,
      fabric(C.lighten(color, 0.06)),
    );
  // Two cushions against the back.
  part(scene, p, 0.3, 0.55, 0.24, 0.42, 0.38, 0.12, fabric(C.mix(color, '#d8c6a8', 0.6)));
  part(scene, p, w - 0.75, 0.55, 0.24, 0.42, 0.38, 0.12, fabric(C.mix(color, '#7d5b42', 0.5)));
}

export function armchair(scene: Scene, p: Place, color: string): void {
  sofaLike(scene, p, 0.85, color);
}

function sofaLike(scene: Scene, p: Place, w: number, color: string): void {
  const d = 0.85;
  contact(scene, p, 0, 0, w, d);
  part(scene, p, 0, 0, 0, w, 0.4, d, fabric(C.darken(color, 0.05)));
  part(scene, p, 0, 0.4, 0, w, 0.42, 0.2, fabric(color));
  part(scene, p, 0, 0.4, 0.2, 0.12, 0.22, d - 0.2, fabric(color));
  part(scene, p, w - 0.12, 0.4, 0.2, 0.12, 0.22, d - 0.2, fabric(color));
}

export function table(
  scene: Scene,
  p: Place,
  w: number,
  d: number,
  h: number,
  top: string,
  legs = '#2d2b29',
  thick = 0.04,
): void {
  contact(scene, p, 0, 0, w, d, 0.22);
  const lw = 0.05;
  for (const [a, b] of [
    [0.06, 0.06],
    [w - 0.06 - lw, 0.06],
    [0.06, d - 0.06 - lw],
    [w - 0.06 - lw, d - 0.06 - lw],
  ] as const) {
    part(scene, p, a, 0, b, lw, h - thick, lw, solid(legs));
  }
  part(scene, p, 0, h - thick, 0, w, thick, d, solid(top));
}

export function chair(scene: Scene, p: Place, color: string, seat = '#b08a63'): void {
  contact(scene, p, 0, 0, 0.46, 0.46, 0.25);
  for (const [a, b] of [
    [0.02, 0.02],
    [0.4, 0.02],
    [0.02, 0.4],
    [0.4, 0.4],
  ] as const) {
    part(scene, p, a, 0, b, 0.035, 0.45, 0.035, solid(color));
  }
  part(scene, p, 0, 0.45, 0, 0.46, 0.04, 0.46, solid(seat));
  part(scene, p, 0, 0.49, 0, 0.46, 0.36, 0.04, solid(seat));
}

export function stool(scene: Scene, p: Place, color: string, seat: string): void {
  contact(scene, p, 0, 0, 0.38, 0.38, 0.2);
  part(scene, p, 0.16, 0, 0.16, 0.05, 0.7, 0.05, solid(color));
  part(scene, p, 0.04, 0.25, 0.04, 0.3, 0.02, 0.3, solid(color));
  part(scene, p, 0, 0.7, 0, 0.38, 0.05, 0.38, solid(seat));
}

export function rug(scene: Scene, p: Place, w: number, d: number, color: string, border?: string): void {
  const [x0, z0] = toWorld(p, 0, 0);
  const [x1, z1] = toWorld(p, w, d);
  scene.box({
    x: Math.min(x0, x1),
    y: 0,
    z: Math.min(z0, z1),
    w: Math.abs(x1 - x0),
    h: 0.015,
    d: Math.abs(z1 - z0),
    ground: true,
    castShadow: false,
    mat: (s, f) => {
      s.baseFill(f, color);
      if (border && f.name === 'top') {
        s.flines(
          f,
          [
            [0.15, 0.15, f.w - 0.15, 0.15],
            [f.w - 0.15, 0.15, f.w - 0.15, f.h - 0.15],
            [f.w - 0.15, f.h - 0.15, 0.15, f.h - 0.15],
            [0.15, f.h - 0.15, 0.15, 0.15],
          ],
          `stroke="${s.shade(border, f.n)}" stroke-width="2"`,
        );
      }
    },
  });
}

/** A bookcase with books of many colours and a few objects. */
export function bookcase(scene: Scene, p: Place, w: number, h: number, wood: string, shelfH = 0.38): void {
  const d = 0.35;
  contact(scene, p, 0, 0, w, d, 0.25);
  const books: Material = (s, f) => {
    s.baseFill(f, C.darken(wood, 0.45));
    const r = s.rng;
    const palette = [
      '#8b3f2f',
      '#d8cbb3',
      '#2f4a5e',
      '#c49a4a',
      '#55634a',
      '#e9e2d4',
      '#6a5646',
      '#a86e4f',
      '#253646',
    ];
    const groups = new Map<string, [number, number, number, number][]>();
    for (let t = 0.04; t + 0.2 < f.h; t += shelfH) {
      let sx = 0.04;
      while (sx < f.w - 0.08) {
        if (r.chance(0.1)) {
          sx += r.range(0.15, 0.35);
          continue;
        }
        const bw = r.range(0.025, 0.05);
        const bh = shelfH * r.range(0.6, 0.85);
        const c = s.shade(r.pick(palette), f.n);
        const list = groups.get(c) ?? [];
        list.push([sx, t, Math.min(f.w - 0.04, sx + bw), t + bh]);
        groups.set(c, list);
        sx += bw + 0.004;
      }
    }
    for (const [c, rects] of groups) s.fquads(f, rects, `fill="${c}"`);
    const shelves: [number, number, number, number][] = [];
    for (let t = 0; t < f.h; t += shelfH) shelves.push([0, t, f.w, t + 0.035]);
    shelves.push([0, 0, 0.035, f.h], [f.w - 0.035, 0, f.w, f.h], [0, f.h - 0.035, f.w, f.h]);
    s.fquads(f, shelves, `fill="${s.shade(wood, f.n)}"`);
  };
  part(scene, p, 0, 0, 0, w, h, d, solid(wood), books);
}

/** Kitchen run or counter: cabinets with door lines and a stone top. */
export function counter(
  scene: Scene,
  p: Place,
  w: number,
  d: number,
  h: number,
  body: string,
  top: string,
  door = 0.6,
): void {
  contact(scene, p, 0, 0, w, d, 0.3);
  const doors: Material = (s, f) => {
    s.baseFill(f, body);
    const segs: [number, number, number, number][] = [];
    for (let a = door; a < f.w - 0.05; a += door) segs.push([a, 0.1, a, f.h - 0.02]);
    segs.push([0, 0.1, f.w, 0.1]);
    s.flines(f, segs, `stroke="${C.darken(s.shade(body, f.n), 0.3)}" stroke-width="1.2"`);
  };
  part(scene, p, 0, 0, 0, w, h - 0.04, d, solid(body), doors);
  part(scene, p, -0.02, h - 0.04, -0.02, w + 0.04, 0.04, d + 0.04, solid(top));
}

export function bed(scene: Scene, p: Place, w: number, linen: string, head: string): void {
  const d = 2.05;
  contact(scene, p, 0, 0, w, d);
  part(scene, p, 0, 0, 0, w, 0.32, d, solid(C.darken(head, 0.1)));
  part(scene, p, 0.03, 0.32, 0.08, w - 0.06, 0.2, d - 0.1, solid(linen));
  part(scene, p, -0.05, 0, -0.06, w + 0.1, 1.05, 0.08, solid(head));
  part(scene, p, 0.12, 0.52, 0.12, w / 2 - 0.2, 0.14, 0.4, solid(C.lighten(linen, 0.3)));
  part(scene, p, w / 2 + 0.08, 0.52, 0.12, w / 2 - 0.2, 0.14, 0.4, solid(C.lighten(linen, 0.3)));
  part(scene, p, 0.02, 0.5, d * 0.62, w - 0.04, 0.05, d * 0.36, solid(C.mix(linen, '#8a6e55', 0.5)));
}

/** A framed picture hanging on a wall face. */
export function artwork(
  scene: Scene,
  wall: Face,
  s: number,
  t: number,
  w: number,
  h: number,
  palette: string[],
): void {
  scene.sprite(
    at(wall, s + w / 2, t + h / 2),
    () => {
      const r = scene.rng;
      scene.quad(
        wall,
        s - 0.03,
        t - 0.03,
        s + w + 0.03,
        t + h + 0.03,
        `fill="${scene.shade('#2b2622', wall.n)}"`,
      );
      scene.quad(wall, s, t, s + w, t + h, `fill="${scene.shade('#efe9de', wall.n)}"`);
      const m = Math.min(w, h) * 0.12;
      // Abstract composition: a horizon and two soft shapes.
      scene.quad(
        wall,
        s + m,
        t + m,
        s + w - m,
        t + h * 0.45,
        `fill="${scene.shade(palette[0] ?? '#b07a55', wall.n)}"`,
      );
      scene.facePoly(
        wall,
        [
          [s + m, t + h * 0.45],
          [s + w * r.range(0.3, 0.6), t + h - m],
          [s + w - m, t + h * 0.45],
        ],
        `fill="${scene.shade(palette[1] ?? '#253646', wall.n)}" fill-opacity="0.85"`,
      );
      const c = at(wall, s + w * 0.7, t + h * 0.7);
      const pc = scene.cam.project(c);
      scene.svg.circle(
        pc.x,
        pc.y,
        scene.cam.scaleAt(c) * Math.min(w, h) * 0.1,
        `fill="${scene.shade(palette[2] ?? '#d9b26f', wall.n)}"`,
      );
    },
    -0.02,
  );
}

/** A hanging lamp: a cord and a shade; lit at night it glows. */
export function pendant(
  scene: Scene,
  pos: V3,
  ceiling: number,
  r: number,
  color: string,
  lit: boolean,
  shape: 'dome' | 'globe' | 'cone' = 'dome',
): void {
  scene.sprite(pos, () => {
    const { svg, cam } = scene;
    const top = cam.project([pos[0], ceiling, pos[2]]);
    const p = cam.project(pos);
    const s = cam.scaleAt(pos) * r;
    svg.line(top.x, top.y, p.x, p.y - s * 0.6, `stroke="#2a2a2a" stroke-width="1"`);
    if (lit) {
      const g = svg.radial(p.x, p.y + s * 0.4, s * 5, [
        [0, '#ffdca0', 0.55],
        [0.4, '#ffcf8a', 0.15],
        [1, '#ffcf8a', 0],
      ]);
      svg.circle(p.x, p.y + s * 0.4, s * 5, `fill="${g}"`);
    }
    if (shape === 'globe') {
      const g = svg.radial(p.x - s * 0.3, p.y - s * 0.3, s * 1.3, [
        [0, lit ? '#fffaf0' : '#ffffff'],
        [1, lit ? '#f3c98c' : '#d8d4cc'],
      ]);
      svg.circle(p.x, p.y, s, `fill="${g}"`);
    } else {
      const hgt = shape === 'cone' ? s * 1.2 : s * 0.8;
      const d =
        shape === 'cone'
          ? `M${p.x - s * 0.15} ${p.y - hgt * 0.6}L${p.x + s * 0.15} ${p.y - hgt * 0.6}L${p.x + s} ${p.y + hgt * 0.4}L${p.x - s} ${p.y + hgt * 0.4}Z`
          : `M${p.x - s} ${p.y + hgt * 0.4}Q${p.x - s} ${p.y - hgt * 0.8} ${p.x} ${p.y - hgt * 0.8}Q${p.x + s} ${p.y - hgt * 0.8} ${p.x + s} ${p.y + hgt * 0.4}Z`;
      const g = svg.linear(p.x - s, 0, p.x + s, 0, [
        [0, C.darken(color, 0.25)],
        [0.6, color],
        [1, C.lighten(color, 0.2)],
      ]);
      svg.path(d, `fill="${g}"`);
      svg.ellipse(p.x, p.y + hgt * 0.4, s, s * 0.15, `fill="${lit ? '#fff1d0' : C.darken(color, 0.4)}"`);
    }
  });
}

/** A potted plant on the floor: a tapered pot and long leaves fanning out of it. */
export function plant(scene: Scene, pos: V3, height: number, pot = '#b9aa95'): void {
  contact(scene, { x: pos[0] - 0.22, z: pos[2] - 0.22, rot: 0 }, 0, 0, 0.44, 0.44, 0.3);
  const base: V3 = [pos[0], pos[1], pos[2]];
  const rng = scene.rng.fork(`plant-${pos.join(',')}`);
  scene.sprite(base, () => {
    const { svg, cam } = scene;
    const p = cam.project(base);
    const s = cam.scaleAt(base);
    const ph = 0.45 * s;
    const pw = 0.42 * s;
    const top = p.y - ph;
    const potFill = svg.linear(p.x - pw / 2, 0, p.x + pw / 2, 0, [
      [0, C.darken(pot, 0.25)],
      [0.4, pot],
      [1, C.darken(pot, 0.35)],
    ]);
    // Leaves behind and in front of the stems, two greens, some catching the light.
    const leaves: string[] = [];
    const n = 16;
    for (let i = 0; i < n; i++) {
      const a = -Math.PI / 2 + rng.range(-1.15, 1.15);
      const l = height * s * rng.range(0.45, 0.9);
      const bx = p.x + rng.range(-0.08, 0.08) * s;
      const tip = { x: bx + Math.cos(a) * l, y: top + Math.sin(a) * l };
      const mid = { x: bx + Math.cos(a) * l * 0.55, y: top + Math.sin(a) * l * 0.55 };
      const w = l * rng.range(0.12, 0.2);
      const nx = -Math.sin(a) * w;
      const ny = Math.cos(a) * w;
      const c = rng.pick(['#3f5a32', '#4f6e3d', '#5f7d4c', '#6f8f55']);
      leaves.push(
        `<path d="M${bx.toFixed(1)} ${top.toFixed(1)}Q${(mid.x + nx).toFixed(1)} ${(mid.y + ny).toFixed(1)} ${tip.x.toFixed(1)} ${tip.y.toFixed(1)}Q${(mid.x - nx).toFixed(1)} ${(mid.y - ny).toFixed(1)} ${bx.toFixed(1)} ${top.toFixed(1)}Z" fill="${c}"/>` +
          `<path d="M${bx.toFixed(1)} ${top.toFixed(1)}L${tip.x.toFixed(1)} ${tip.y.toFixed(1)}" stroke="${C.darken(c, 0.3)}" stroke-width="${Math.max(0.6, w * 0.08).toFixed(1)}"/>`,
      );
    }
    svg.add(leaves.join(''));
    svg.path(
      `M${(p.x - pw / 2).toFixed(1)} ${top.toFixed(1)}L${(p.x + pw / 2).toFixed(1)} ${top.toFixed(1)}L${(p.x + pw * 0.38).toFixed(1)} ${p.y.toFixed(1)}L${(p.x - pw * 0.38).toFixed(1)} ${p.y.toFixed(1)}Z`,
      `fill="${potFill}"`,
    );
    svg.ellipse(p.x, top, pw / 2, pw * 0.08, `fill="${C.darken(pot, 0.45)}"`);
  });
}

/** A ceramic vessel standing on a surface (sprite), for shelves and display tables. */
export function vase(scene: Scene, pos: V3, height: number, color: string): void {
  scene.sprite(pos, () => {
    const { svg, cam } = scene;
    const p = cam.project(pos);
    const h = cam.scaleAt(pos) * height;
    const w = h * 0.42;
    const d =
      `M${p.x - w * 0.35} ${p.y}` +
      `C${p.x - w * 1.05} ${p.y - h * 0.2} ${p.x - w * 0.95} ${p.y - h * 0.62} ${p.x - w * 0.22} ${p.y - h * 0.8}` +
      `L${p.x - w * 0.2} ${p.y - h * 0.93}L${p.x - w * 0.32} ${p.y - h}L${p.x + w * 0.32} ${p.y - h}L${p.x + w * 0.2} ${p.y - h * 0.93}L${p.x + w * 0.22} ${p.y - h * 0.8}` +
      `C${p.x + w * 0.95} ${p.y - h * 0.62} ${p.x + w * 1.05} ${p.y - h * 0.2} ${p.x + w * 0.35} ${p.y}Z`;
    const g = svg.linear(p.x - w, 0, p.x + w, 0, [
      [0, C.darken(color, 0.3)],
      [0.45, color],
      [0.7, C.lighten(color, 0.15)],
      [1, C.darken(color, 0.25)],
    ]);
    svg.path(d, `fill="${g}"`);
  });
}

/** A glass partition (meeting room, shop window) as a box face of pale glass with thin frames. */
export function glassPanel(scene: Scene, x: number, z: number, w: number, d: number, h: number): void {
  scene.box({
    x,
    y: 0,
    z,
    w,
    h,
    d,
    castShadow: false,
    mat: (s, f) => {
      s.quad(f, 0, 0, f.w, f.h, `fill="#dfe8ea" fill-opacity="0.28"`);
      const segs: [number, number, number, number][] = [];
      for (let a = 0; a <= f.w + 0.01; a += 1.2) segs.push([a, 0, a, f.h]);
      segs.push([0, 0.02, f.w, 0.02], [0, f.h - 0.02, f.w, f.h - 0.02]);
      s.flines(f, segs, `stroke="#2d3033" stroke-width="1.2"`);
    },
  });
}
