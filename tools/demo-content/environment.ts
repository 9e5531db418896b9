// Skies, light presets, distant landscape and the ground, for exterior renders.
import * as C from './color.ts';
import { sunDir, type V3 } from './geom.ts';
import type { Rng } from './rng.ts';
import type { Light } from './camera.ts';
import { smoothPath, type Pt, type Svg } from './svg.ts';

export interface Mood {
  name: 'manana' | 'tarde' | 'nublado' | 'atardecer';
  skyTop: string;
  skyMid: string;
  skyHorizon: string;
  sunColor: string;
  sunStrength: number;
  ambient: number;
  sky: string;
  groundBounce: string;
  shadowColor: string;
  shadowOpacity: number;
  softness: number;
  glassTop: string;
  glassBottom: string;
  litProb: number;
  haze: string;
  foliage: [string, string, string];
  grass: string;
  paving: string;
  cloud: string;
  cloudOpacity: number;
  sunGlow: number;
}

export const MOODS: Record<Mood['name'], Mood> = {
  manana: {
    name: 'manana',
    skyTop: '#6f98bd',
    skyMid: '#a9c3d6',
    skyHorizon: '#e9ecea',
    sunColor: '#fff3df',
    sunStrength: 0.78,
    ambient: 0.62,
    sky: '#dfe9f2',
    groundBounce: '#c9bfae',
    shadowColor: '#1e2a3a',
    shadowOpacity: 0.42,
    softness: 2.2,
    glassTop: '#c7d6e0',
    glassBottom: '#3f4f5c',
    litProb: 0.05,
    haze: '#d7dfe3',
    foliage: ['#3f5236', '#5f7446', '#8d9b62'],
    grass: '#8c9a66',
    paving: '#cfc8bb',
    cloud: '#ffffff',
    cloudOpacity: 0.55,
    sunGlow: 0.25,
  },
  tarde: {
    name: 'tarde',
    skyTop: '#56799e',
    skyMid: '#a7b7c3',
    skyHorizon: '#f0d6b4',
    sunColor: '#ffd9a8',
    sunStrength: 0.9,
    ambient: 0.55,
    sky: '#d4dbe4',
    groundBounce: '#c8ad8c',
    shadowColor: '#2a2f45',
    shadowOpacity: 0.48,
    softness: 2.6,
    glassTop: '#f1d4ad',
    glassBottom: '#40495a',
    litProb: 0.25,
    haze: '#e7d3bb',
    foliage: ['#3b4630', '#64703f', '#a49a57'],
    grass: '#98965f',
    paving: '#d4c5ae',
    cloud: '#fff1dc',
    cloudOpacity: 0.5,
    sunGlow: 0.55,
  },
  nublado: {
    name: 'nublado',
    skyTop: '#9eacb8',
    skyMid: '#c6cdd1',
    skyHorizon: '#e6e5e0',
    sunColor: '#f4f1ea',
    sunStrength: 0.35,
    ambient: 0.82,
    sky: '#e4e7ea',
    groundBounce: '#c4beb3',
    shadowColor: '#28303a',
    shadowOpacity: 0.22,
    softness: 6,
    glassTop: '#dfe3e4',
    glassBottom: '#4a535a',
    litProb: 0.2,
    haze: '#dcdedc',
    foliage: ['#3d4a38', '#5b6a4b', '#7f8b66'],
    grass: '#87906c',
    paving: '#c9c5bd',
    cloud: '#f4f4f2',
    cloudOpacity: 0.7,
    sunGlow: 0.1,
  },
  atardecer: {
    name: 'atardecer',
    skyTop: '#1d2c40',
    skyMid: '#4d5d78',
    skyHorizon: '#e0a174',
    sunColor: '#ffb27a',
    sunStrength: 0.32,
    ambient: 0.5,
    sky: '#8c98b3',
    groundBounce: '#7b6a63',
    shadowColor: '#141a2a',
    shadowOpacity: 0.35,
    softness: 4,
    glassTop: '#8e9bb2',
    glassBottom: '#222b3a',
    litProb: 0.75,
    haze: '#a7899a',
    foliage: ['#1f2822', '#34402f', '#58603f'],
    grass: '#4e5440',
    paving: '#8b8480',
    cloud: '#f0b69a',
    cloudOpacity: 0.45,
    sunGlow: 0.7,
  },
};

export function lightOf(mood: Mood, azimuth: number, elevation: number): Light {
  return {
    sun: sunDir(azimuth, elevation),
    sunColor: mood.sunColor,
    sunStrength: mood.sunStrength,
    sky: mood.sky,
    groundBounce: mood.groundBounce,
    ambient: mood.ambient,
    shadowColor: mood.shadowColor,
    shadowOpacity: mood.shadowOpacity,
    shadowSoftness: mood.softness,
  };
}

/** Sky with a soft sun glow and a few long, blurred clouds. */
export function drawSky(svg: Svg, mood: Mood, horizonY: number, rng: Rng, sunScreenX: number): void {
  const W = svg.width;
  const fill = svg.linear(0, 0, 0, Math.max(horizonY, 10), [
    [0, mood.skyTop],
    [0.55, mood.skyMid],
    [1, mood.skyHorizon],
  ]);
  svg.rect(0, 0, W, svg.height, `fill="${fill}"`);
  if (mood.sunGlow > 0) {
    const glow = svg.radial(
      sunScreenX,
      horizonY,
      W * 0.55,
      [
        [0, C.lighten(mood.sunColor, 0.3), mood.sunGlow],
        [0.35, mood.sunColor, mood.sunGlow * 0.35],
        [1, mood.sunColor, 0],
      ],
      horizonY * 0.9,
    );
    svg.rect(0, 0, W, horizonY + 40, `fill="${glow}"`);
  }
  const n = rng.int(3, 7);
  const blur = svg.blur(Math.round(W * 0.012));
  for (let i = 0; i < n; i++) {
    const cy = rng.range(0.06, 0.75) * horizonY;
    const cx = rng.range(-0.1, 1.1) * W;
    const rx = rng.range(0.12, 0.3) * W;
    const ry = rng.range(0.012, 0.035) * W * (0.4 + cy / Math.max(horizonY, 1));
    svg.ellipse(
      cx,
      cy,
      rx,
      ry,
      `fill="${mood.cloud}" fill-opacity="${(mood.cloudOpacity * rng.range(0.4, 1)).toFixed(2)}" filter="${blur}"`,
    );
    svg.ellipse(
      cx + rx * 0.3,
      cy - ry * 0.5,
      rx * 0.5,
      ry * 0.8,
      `fill="${mood.cloud}" fill-opacity="${(mood.cloudOpacity * 0.6).toFixed(2)}" filter="${blur}"`,
    );
  }
}

function ridge(rng: Rng, x0: number, x1: number, base: number, amp: number, rough: number, steps = 7): Pt[] {
  let pts: number[] = [rng.range(0.3, 0.9), rng.range(0.3, 0.9)];
  let a = 0.45;
  for (let k = 0; k < steps; k++) {
    const next: number[] = [];
    for (let i = 0; i < pts.length - 1; i++) {
      next.push(pts[i]!, (pts[i]! + pts[i + 1]!) / 2 + rng.gauss() * a * 0.5);
    }
    next.push(pts[pts.length - 1]!);
    pts = next;
    a *= rough;
  }
  return pts.map((h, i) => ({
    x: x0 + ((x1 - x0) * i) / (pts.length - 1),
    y: base - Math.max(0.04, Math.min(1, h)) * amp,
  }));
}

/** Layers of mountains fading into the haze, standing on the horizon line. */
export function drawMountains(
  svg: Svg,
  mood: Mood,
  horizonY: number,
  rng: Rng,
  height: number,
  layers = 3,
  tint = '#7d8a86',
  rough = 0.55,
): void {
  const W = svg.width;
  for (let l = 0; l < layers; l++) {
    const k = (l + 1) / layers;
    const color = C.mix(
      mood.haze,
      C.multiply(tint, mood.groundBounce === '#7b6a63' ? '#9aa0b8' : '#ffffff'),
      0.2 + 0.6 * k,
    );
    const pts = ridge(rng, -20, W + 20, horizonY + 2, height * (1.1 - 0.35 * k), rough);
    const d =
      `M-20 ${horizonY + 4}` +
      pts.map((p) => `L${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('') +
      `L${W + 20} ${horizonY + 4}Z`;
    const g = svg.linear(0, horizonY - height, 0, horizonY, [
      [0, C.lighten(color, 0.05)],
      [1, C.mix(color, mood.haze, 0.35)],
    ]);
    svg.path(d, `fill="${g}" filter="${svg.blur(0.6 + (1 - k) * 1.2)}"`);
  }
}

/** A distant city: blocks of buildings dissolved in the haze (for urban sites). */
export function drawCity(svg: Svg, mood: Mood, horizonY: number, rng: Rng, maxH: number): void {
  const W = svg.width;
  for (let layer = 0; layer < 2; layer++) {
    const color = C.mix(mood.haze, layer === 0 ? '#8d96a0' : '#6f7a84', layer === 0 ? 0.3 : 0.5);
    let x = -10;
    let d = '';
    while (x < W + 10) {
      const w = rng.range(0.015, 0.05) * W;
      const h = rng.range(0.15, 1) * maxH * (layer === 0 ? 1 : 0.6) * (rng.chance(0.08) ? 2 : 1);
      d += `M${x.toFixed(1)} ${horizonY + 2}V${(horizonY - h).toFixed(1)}H${(x + w).toFixed(1)}V${horizonY + 2}Z`;
      x += w + rng.range(0, 0.01) * W;
    }
    svg.path(d, `fill="${color}" filter="${svg.blur(layer === 0 ? 1.4 : 0.8)}"`);
    if (mood.name === 'atardecer') {
      // A few lit windows in the far city.
      let dots = '';
      for (let i = 0; i < 60; i++) {
        const px = rng.range(0, W);
        const py = horizonY - rng.range(2, maxH * 0.6);
        dots += `M${px.toFixed(1)} ${py.toFixed(1)}h2v2h-2Z`;
      }
      svg.path(dots, `fill="#ffd49a" fill-opacity="0.6"`);
    }
  }
}

/** The ground from the horizon down: grass or paving with a gentle gradient. */
export function drawGround(svg: Svg, mood: Mood, horizonY: number, color: string, rng?: Rng): void {
  const g = svg.linear(0, horizonY, 0, svg.height, [
    [0, C.mix(color, mood.haze, 0.55)],
    [0.25, C.mix(color, mood.haze, 0.15)],
    [1, C.darken(color, 0.12)],
  ]);
  svg.rect(0, horizonY, svg.width, svg.height - horizonY, `fill="${g}"`);
  if (!rng) return;
  // Patches of lighter and darker ground, flattened by the perspective.
  const span = svg.height - horizonY;
  for (let i = 0; i < 26; i++) {
    const k = Math.pow(rng.next(), 1.6);
    const y = horizonY + span * (0.04 + 0.96 * k);
    const rx = svg.width * rng.range(0.05, 0.2) * (0.3 + k);
    const ry = rx * rng.range(0.06, 0.12) * (0.4 + k);
    const c = rng.chance(0.5) ? C.lighten(color, 0.12) : C.darken(color, 0.16);
    svg.ellipse(
      rng.range(0, svg.width),
      y,
      rx,
      ry,
      `fill="${c}" fill-opacity="${rng.range(0.2, 0.45).toFixed(2)}" filter="${svg.blur(6 + 20 * k)}"`,
    );
  }
}

export function horizonOf(camY: number, screenCy: number): number {
  void camY;
  return screenCy;
}

export type { V3 };

/** Soft water surface (pool, lake): reflects the sky, with a few ripple lines. */
export function waterFill(svg: Svg, mood: Mood, y0: number, y1: number): string {
  return svg.linear(0, y0, 0, y1, [
    [0, C.mix(mood.skyHorizon, '#6fa3b5', 0.5)],
    [1, C.mix(mood.skyTop, '#2f6f86', 0.6)],
  ]);
}

export function drawSmoothBlob(svg: Svg, pts: Pt[], attrs: string): void {
  svg.path(smoothPath(pts), attrs);
}
