// Shared set-up of exterior renders: picture, camera, mood, sky and ground.
import * as C from './color.ts';
import { MOODS, drawGround, drawSky, lightOf, type Mood } from './environment.ts';
import type { V3 } from './geom.ts';
import { Rng } from './rng.ts';
import { gridOpenings, solid, withOpenings } from './materials.ts';
import type { CameraSpec } from './camera.ts';
import { Scene } from './scene3d.ts';
import { Svg } from './svg.ts';

export const W = 1920;
export const H = 1080;

export interface ExteriorSetup {
  seed: string;
  mood: Mood['name'];
  sunAzimuth: number;
  sunElevation: number;
  camera: CameraSpec;
  ground?: string;
  width?: number;
  height?: number;
}

export interface Exterior {
  svg: Svg;
  scene: Scene;
  mood: Mood;
  rng: Rng;
  horizon: number;
  fol: { dark: string; mid: string; light: string };
}

export function beginExterior(
  setup: ExteriorSetup,
  background: (e: Exterior) => void,
  afterGround?: (e: Exterior) => void,
): Exterior {
  const svg = new Svg(setup.width ?? W, setup.height ?? H);
  const rng = new Rng(setup.seed);
  const mood = MOODS[setup.mood];
  const light = lightOf(mood, setup.sunAzimuth, setup.sunElevation);
  const scene = new Scene(svg, setup.camera, light, rng.fork('scene'), {
    glassTop: mood.glassTop,
    glassBottom: mood.glassBottom,
    glassStreak: mood.name === 'atardecer' ? 0.05 : 0.1,
    litTop: '#ffe0b0',
    litBottom: '#c08450',
  });
  const horizon = scene.cam.cy;
  const sunDirScreen = scene.light.sun;
  const sx = sunDirScreen[0] * scene.cam.right[0] + sunDirScreen[2] * scene.cam.right[2];
  const sz = sunDirScreen[0] * scene.cam.fwd[0] + sunDirScreen[2] * scene.cam.fwd[2];
  const sunX = svg.width / 2 + (sz > 0.05 ? (sx / sz) * scene.cam.focal : sx * svg.width);
  const e: Exterior = {
    svg,
    scene,
    mood,
    rng,
    horizon,
    fol: { dark: mood.foliage[0], mid: mood.foliage[1], light: mood.foliage[2] },
  };
  drawSky(svg, mood, horizon, rng.fork('sky'), Math.max(-svg.width * 0.3, Math.min(svg.width * 1.3, sunX)));
  background(e);
  drawGround(svg, mood, horizon, setup.ground ?? mood.grass, rng.fork('ground'));
  afterGround?.(e);
  return e;
}

/** Finishing touches over the whole picture: atmospheric haze at the horizon, a warm grade. */
export function finishExterior(e: Exterior): void {
  const { svg, mood, horizon } = e;
  const haze = svg.linear(0, horizon - svg.height * 0.25, 0, horizon + svg.height * 0.08, [
    [0, mood.haze, 0],
    [0.8, mood.haze, 0.07],
    [1, mood.haze, 0],
  ]);
  svg.rect(0, 0, svg.width, svg.height, `fill="${haze}"`);
  const grade = svg.linear(0, 0, svg.width, svg.height, [
    [0, mood.name === 'atardecer' ? '#1b2740' : '#ffe9cf', mood.name === 'atardecer' ? 0.12 : 0.06],
    [1, '#1b2433', 0.1],
  ]);
  svg.rect(0, 0, svg.width, svg.height, `fill="${grade}"`);
}

/** A flat polygon on the ground (path, lawn, water) at height y. */
export function flat(
  e: Exterior,
  pts: readonly (readonly [number, number])[],
  y: number,
  attrs: string,
): void {
  e.scene.onGround(() => {
    e.svg.poly(e.scene.cam.projectPoly(pts.map(([x, z]) => [x, y, z] as V3)), attrs);
  });
}

/** A rectangular pool with coping, water reflecting the sky and a few ripples. */
export function pool(e: Exterior, x0: number, z0: number, x1: number, z1: number): void {
  const { scene, svg, mood } = e;
  scene.onGround(() => {
    const cam = scene.cam;
    const coping = cam.projectPoly([
      [x0 - 0.4, 0.02, z0 - 0.4],
      [x1 + 0.4, 0.02, z0 - 0.4],
      [x1 + 0.4, 0.02, z1 + 0.4],
      [x0 - 0.4, 0.02, z1 + 0.4],
    ]);
    svg.poly(coping, `fill="${scene.shade('#e4ddd0', [0, 1, 0])}"`);
    const water = cam.projectPoly([
      [x0, 0.03, z0],
      [x1, 0.03, z0],
      [x1, 0.03, z1],
      [x0, 0.03, z1],
    ]);
    const ys = water.map((p) => p.y);
    const y0 = Math.min(...ys);
    const y1 = Math.max(...ys);
    const g = svg.linear(0, y0, 0, y1, [
      [0, C.mix(mood.skyHorizon, '#7fb6c4', 0.55)],
      [1, C.mix(mood.skyTop, '#2e7189', 0.55)],
    ]);
    svg.poly(water, `fill="${g}"`);
    // The inner edge casts a thin shadow into the water.
    const inner = cam.projectPoly([
      [x0, 0.03, z0],
      [x1, 0.03, z0],
      [x1, 0.03, z0 + 0.5],
      [x0, 0.03, z0 + 0.5],
    ]);
    svg.poly(inner, `fill="#0d3140" fill-opacity="0.25"`);
    let d = '';
    for (let i = 0; i < 14; i++) {
      const z = e.rng.range(z0 + 0.3, z1 - 0.2);
      const xa = e.rng.range(x0, x1 - 1.5);
      const seg = cam.projectSeg([xa, 0.04, z], [xa + e.rng.range(0.6, 2.2), 0.04, z]);
      if (seg)
        d += `M${seg[0].x.toFixed(1)} ${seg[0].y.toFixed(1)}L${seg[1].x.toFixed(1)} ${seg[1].y.toFixed(1)}`;
    }
    svg.path(d, `stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.2" fill="none"`);
  });
}

/** A street along x in front of a site: sidewalk with curb from zFront to zFront+walk, then asphalt. */
export function street(e: Exterior, zFront: number, walk = 3, road = 9, x0 = -80, x1 = 80): void {
  const { scene, mood } = e;
  scene.box({
    x: x0,
    y: 0,
    z: zFront,
    w: x1 - x0,
    h: 0.15,
    d: walk,
    ground: true,
    mat: (s, f) => {
      s.baseFill(f, C.mix(mood.paving, '#bdb6aa', 0.4));
      if (f.name === 'top') {
        const segs: [number, number, number, number][] = [];
        for (let a = 0; a < f.w; a += 1.2) segs.push([a, 0, a, f.h]);
        s.flines(
          f,
          segs,
          `stroke="${C.darken(s.shade(mood.paving, f.n), 0.2)}" stroke-width="0.8" stroke-opacity="0.5"`,
        );
      }
    },
  });
  flat(
    e,
    [
      [x0, zFront + walk],
      [x1, zFront + walk],
      [x1, zFront + walk + road],
      [x0, zFront + walk + road],
    ],
    0.0,
    `fill="${scene.shade(C.mix('#5d5e60', mood.paving, 0.15), [0, 1, 0])}"`,
  );
  // Dashed centre line.
  scene.onGround(() => {
    let d = '';
    const z = zFront + walk + road / 2;
    for (let x = x0; x < x1; x += 6) {
      const seg = scene.cam.projectSeg([x, 0.01, z], [x + 3, 0.01, z]);
      if (seg)
        d += `M${seg[0].x.toFixed(1)} ${seg[0].y.toFixed(1)}L${seg[1].x.toFixed(1)} ${seg[1].y.toFixed(1)}`;
    }
    e.svg.path(d, `stroke="#e9e4d6" stroke-opacity="0.7" stroke-width="2.5" fill="none"`);
  });
  flat(
    e,
    [
      [x0, zFront + walk + road],
      [x1, zFront + walk + road],
      [x1, zFront + walk + road + 60],
      [x0, zFront + walk + road + 60],
    ],
    0.0,
    `fill="${scene.shade(C.mix(mood.paving, '#9a958c', 0.5), [0, 1, 0])}"`,
  );
}

/** Plain neighbouring buildings, so an urban site does not float in a field. */
export function neighbour(
  e: Exterior,
  x: number,
  z: number,
  w: number,
  d: number,
  h: number,
  color: string,
  opts: { floor?: number; bay?: number } = {},
): void {
  e.scene.box({
    x,
    y: 0,
    z,
    w,
    h,
    d,
    mat: withOpenings(
      solid(color),
      gridOpenings({
        floor: opts.floor ?? 3,
        sill: 0.9,
        head: 2.4,
        bay: opts.bay ?? 2.6,
        ratio: 0.45,
        startFloor: 0,
      }),
      (_f, i) => ({
        mullion: 0,
        lit: e.mood.name === 'atardecer' && e.rng.chance(0.45),
        curtain: i % 3 === 0,
      }),
    ),
  });
}

/** Paving on the ground: a flat slab of `color` with its joints every `grid` m. */
export function paving(
  e: Exterior,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  color: string,
  grid = 1.5,
): void {
  const { scene, svg } = e;
  flat(
    e,
    [
      [x0, z0],
      [x1, z0],
      [x1, z1],
      [x0, z1],
    ],
    0.005,
    `fill="${scene.shade(color, [0, 1, 0])}"`,
  );
  scene.onGround(() => {
    let d = '';
    for (let x = x0; x <= x1; x += grid) {
      const seg = scene.cam.projectSeg([x, 0.01, z0], [x, 0.01, z1]);
      if (seg)
        d += `M${seg[0].x.toFixed(1)} ${seg[0].y.toFixed(1)}L${seg[1].x.toFixed(1)} ${seg[1].y.toFixed(1)}`;
    }
    for (let z = z0; z <= z1; z += grid * 2) {
      const seg = scene.cam.projectSeg([x0, 0.01, z], [x1, 0.01, z]);
      if (seg)
        d += `M${seg[0].x.toFixed(1)} ${seg[0].y.toFixed(1)}L${seg[1].x.toFixed(1)} ${seg[1].y.toFixed(1)}`;
    }
    svg.path(d, `stroke="${C.darken(color, 0.35)}" stroke-opacity="0.35" stroke-width="0.8" fill="none"`);
  });
}
