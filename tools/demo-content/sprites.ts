// Things that stand in the scene and are drawn as 2D sprites at their projected size:
// trees, shrubs, agaves, people, lamps.
import * as C from './color.ts';
import type { V3 } from './geom.ts';
import type { Scene } from './scene3d.ts';
import { smoothPath, type Pt } from './svg.ts';

export interface Foliage {
  dark: string;
  mid: string;
  light: string;
}

/** Screen-space x direction of the sun, so canopies are lit on the right side. */
function sunSide(scene: Scene): number {
  const s = scene.light.sun;
  const sx = s[0] * scene.cam.right[0] + s[2] * scene.cam.right[2];
  return sx >= 0 ? 1 : -1;
}

function blob(rng: Scene['rng'], x: number, y: number, rx: number, ry: number, k = 9, wobble = 0.18): string {
  const pts: Pt[] = [];
  const ph = rng.range(0, Math.PI * 2);
  for (let j = 0; j < k; j++) {
    const t = ph + (j / k) * Math.PI * 2;
    const q = 1 + rng.range(-wobble, wobble);
    pts.push({ x: x + Math.cos(t) * rx * q, y: y + Math.sin(t) * ry * q });
  }
  return smoothPath(pts);
}

function canopy(scene: Scene, c: Pt, rx: number, ry: number, fol: Foliage, count: number): void {
  const { svg, rng } = scene;
  const side = sunSide(scene);
  // Clumps of leaves: each clump is dark underneath and lit on the sun side.
  const clumps: { x: number; y: number; r: number }[] = [];
  const n = Math.max(6, Math.round(count * 0.55));
  for (let i = 0; i < n; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next()) * 0.78;
    clumps.push({
      x: c.x + Math.cos(a) * rx * r,
      y: c.y + Math.sin(a) * ry * r,
      r: Math.min(rx, ry) * rng.range(0.26, 0.4),
    });
  }
  clumps.sort((p, q) => p.y - q.y);
  svg.group(`filter="${svg.blur(Math.min(2.2, Math.max(0.35, rx * 0.012)))}"`, () => {
    svg.path(blob(rng, c.x, c.y, rx * 0.9, ry * 0.88, 16, 0.1), `fill="${C.darken(fol.dark, 0.08)}"`);
    let dDark = '';
    let dMid = '';
    let dLight = '';
    for (const k of clumps) {
      dDark += blob(rng, k.x, k.y, k.r, k.r * 0.85, 9, 0.25);
      dMid += blob(rng, k.x + side * k.r * 0.12, k.y - k.r * 0.16, k.r * 0.78, k.r * 0.62);
      const topness = (c.y - k.y) / ry + (side * (k.x - c.x)) / rx;
      if (topness > -0.3)
        dLight += blob(rng, k.x + side * k.r * 0.25, k.y - k.r * 0.32, k.r * 0.48, k.r * 0.36);
    }
    svg.path(dDark, `fill="${fol.dark}"`);
    svg.path(dMid, `fill="${fol.mid}"`);
    svg.path(dLight, `fill="${C.mix(fol.light, fol.mid, 0.25)}" fill-opacity="0.8"`);
    // Small specks of leaf texture.
    let specks = '';
    for (let i = 0; i < count * 3; i++) {
      const a = rng.range(0, Math.PI * 2);
      const r = Math.sqrt(rng.next()) * 0.85;
      const x = c.x + Math.cos(a) * rx * r;
      const y = c.y + Math.sin(a) * ry * r;
      const q = Math.max(0.6, rx * 0.022);
      specks += `M${(x - q).toFixed(1)} ${y.toFixed(1)}a${q.toFixed(1)} ${(q * 0.7).toFixed(1)} 0 1 0 ${(2 * q).toFixed(1)} 0a${q.toFixed(1)} ${(q * 0.7).toFixed(1)} 0 1 0 ${(-2 * q).toFixed(1)} 0`;
    }
    svg.path(specks, `fill="${C.darken(fol.dark, 0.1)}" fill-opacity="0.22"`);
  });
}

export function tree(
  scene: Scene,
  base: V3,
  height: number,
  fol: Foliage,
  kind: 'round' | 'tall' | 'wide' = 'round',
): void {
  scene.sprite(base, () => {
    const { svg, cam, rng } = scene;
    const p = cam.project(base);
    const s = cam.scaleAt(base);
    if (s <= 0) return;
    const h = height * s;
    const trunk = C.darken(fol.dark, 0.35);
    const trunkTop = kind === 'tall' ? 0.25 : 0.45;
    // Ground shadow: a soft ellipse pushed away from the sun.
    const sh = scene.light.sun;
    const lenK = Math.min(3, sh[1] > 0.05 ? Math.sqrt(1 - sh[1] * sh[1]) / sh[1] : 3);
    const shadowOffset = -sunSide(scene) * h * 0.25 * Math.min(lenK, 2.2);
    svg.ellipse(
      p.x + shadowOffset,
      p.y,
      h * 0.32 + Math.abs(shadowOffset) * 0.6,
      h * 0.05,
      `fill="${scene.light.shadowColor}" fill-opacity="${(scene.light.shadowOpacity * 0.8).toFixed(2)}" filter="${svg.blur(Math.max(1, h * 0.02))}"`,
    );
    const tw = Math.max(1, h * (kind === 'tall' ? 0.016 : 0.026));
    svg.path(
      `M${(p.x - tw).toFixed(1)} ${p.y.toFixed(1)}L${(p.x - tw * 0.5).toFixed(1)} ${(p.y - h * trunkTop).toFixed(1)}L${(p.x + tw * 0.5).toFixed(1)} ${(p.y - h * trunkTop).toFixed(1)}L${(p.x + tw).toFixed(1)} ${p.y.toFixed(1)}Z`,
      `fill="${trunk}"`,
    );
    // A few branches into the canopy.
    let d = '';
    for (let i = 0; i < (kind === 'tall' ? 0 : 4); i++) {
      const a = rng.range(-0.9, 0.9);
      d += `M${p.x.toFixed(1)} ${(p.y - h * trunkTop * 0.9).toFixed(1)}l${(Math.sin(a) * h * 0.18).toFixed(1)} ${(-h * rng.range(0.12, 0.25)).toFixed(1)}`;
    }
    svg.path(
      d,
      `stroke="${trunk}" stroke-width="${Math.max(0.8, tw * 0.6).toFixed(1)}" fill="none" stroke-linecap="round"`,
    );
    const count = Math.max(10, Math.min(34, Math.round(h / 7)));
    if (kind === 'tall') canopy(scene, { x: p.x, y: p.y - h * 0.62 }, h * 0.15, h * 0.36, fol, count);
    else if (kind === 'wide') canopy(scene, { x: p.x, y: p.y - h * 0.68 }, h * 0.42, h * 0.26, fol, count);
    else canopy(scene, { x: p.x, y: p.y - h * 0.66 }, h * 0.3, h * 0.3, fol, count);
  });
}

export function shrub(scene: Scene, base: V3, size: number, fol: Foliage): void {
  scene.sprite(base, () => {
    const p = scene.cam.project(base);
    const s = scene.cam.scaleAt(base) * size;
    canopy(scene, { x: p.x, y: p.y - s * 0.35 }, s * 0.55, s * 0.38, fol, 7);
  });
}

/** An agave: a rosette of stiff pointed leaves, very Mexican gardens. */
export function agave(scene: Scene, base: V3, size: number, color = '#7f9a8c'): void {
  scene.sprite(base, () => {
    const { svg, cam, rng } = scene;
    const p = cam.project(base);
    const s = cam.scaleAt(base) * size;
    const n = 11;
    const leaves: { a: number; d: string; c: string }[] = [];
    for (let i = 0; i < n; i++) {
      const a = -Math.PI / 2 + (i / (n - 1) - 0.5) * Math.PI * 1.05 + rng.range(-0.08, 0.08);
      const l = s * rng.range(0.75, 1.05) * (1 - Math.abs(Math.cos(a)) * 0.3);
      const w = s * 0.09;
      const tip = { x: p.x + Math.cos(a) * l, y: p.y + Math.sin(a) * l * 0.95 };
      const nx = -Math.sin(a) * w;
      const ny = Math.cos(a) * w;
      const d = `M${(p.x + nx).toFixed(1)} ${(p.y + ny * 0.4).toFixed(1)}Q${((p.x + tip.x) / 2 + nx).toFixed(1)} ${((p.y + tip.y) / 2 + ny).toFixed(1)} ${tip.x.toFixed(1)} ${tip.y.toFixed(1)}Q${((p.x + tip.x) / 2 - nx).toFixed(1)} ${((p.y + tip.y) / 2 - ny).toFixed(1)} ${(p.x - nx).toFixed(1)} ${(p.y - ny * 0.4).toFixed(1)}Z`;
      const lit = Math.cos(a) * sunSide(scene) > 0;
      leaves.push({ a, d, c: lit ? C.lighten(color, 0.12) : C.darken(color, 0.12) });
    }
    leaves.sort((x, y) => Math.abs(Math.cos(y.a)) - Math.abs(Math.cos(x.a)));
    for (const l of leaves)
      svg.path(l.d, `fill="${l.c}" stroke="${C.darken(color, 0.3)}" stroke-width="0.5"`);
  });
}

/** A person, drawn the way architects do: a soft silhouette that gives scale without detail. */
export function person(
  scene: Scene,
  base: V3,
  opts: { height?: number; color?: string; walking?: boolean } = {},
): void {
  scene.sprite(base, () => {
    const { svg, cam, rng } = scene;
    const p = cam.project(base);
    const s = cam.scaleAt(base);
    const h = (opts.height ?? rng.range(1.6, 1.82)) * s;
    const c =
      opts.color ?? C.mix('#3b3f45', rng.pick(['#6b5a4a', '#2f3d4f', '#7a7468', '#4d4a45', '#8a6f5a']), 0.45);
    const skin = C.mix(c, '#a08572', 0.5);
    const hw = h * 0.13;
    const headR = h * 0.065;
    const legTop = p.y - h * 0.47;
    const shoulder = p.y - h * 0.82;
    const step = opts.walking ? h * 0.09 : h * 0.025;
    svg.ellipse(
      p.x,
      p.y,
      h * 0.16,
      h * 0.025,
      `fill="${scene.light.shadowColor}" fill-opacity="0.35" filter="${svg.blur(Math.max(0.6, h * 0.03))}"`,
    );
    svg.group(`filter="${svg.blur(Math.max(0.25, h * 0.006))}"`, () => {
      svg.path(
        `M${(p.x - hw * 0.35).toFixed(1)} ${legTop.toFixed(1)}L${(p.x - step).toFixed(1)} ${p.y.toFixed(1)}M${(p.x + hw * 0.35).toFixed(1)} ${legTop.toFixed(1)}L${(p.x + step).toFixed(1)} ${p.y.toFixed(1)}`,
        `stroke="${C.darken(c, 0.35)}" stroke-width="${(hw * 0.5).toFixed(1)}" stroke-linecap="round" fill="none"`,
      );
      svg.path(
        `M${(p.x - hw).toFixed(1)} ${(shoulder + hw * 0.4).toFixed(1)}Q${(p.x - hw).toFixed(1)} ${shoulder.toFixed(1)} ${(p.x - hw * 0.5).toFixed(1)} ${shoulder.toFixed(1)}L${(p.x + hw * 0.5).toFixed(1)} ${shoulder.toFixed(1)}Q${(p.x + hw).toFixed(1)} ${shoulder.toFixed(1)} ${(p.x + hw).toFixed(1)} ${(shoulder + hw * 0.4).toFixed(1)}L${(p.x + hw * 0.8).toFixed(1)} ${(legTop + h * 0.03).toFixed(1)}L${(p.x - hw * 0.8).toFixed(1)} ${(legTop + h * 0.03).toFixed(1)}Z`,
        `fill="${c}"`,
      );
      svg.circle(p.x, shoulder - headR * 1.15, headR, `fill="${skin}"`);
    });
  });
}

/** A slim bollard or garden lamp; at dusk it glows. */
export function lamp(scene: Scene, base: V3, height: number, lit: boolean): void {
  scene.sprite(base, () => {
    const { svg, cam } = scene;
    const p = cam.project(base);
    const s = cam.scaleAt(base);
    const h = height * s;
    const pw = Math.max(1, Math.min(h * 0.08, s * 0.12));
    svg.rect(p.x - pw / 2, p.y - h, pw, h, `fill="#2b2e31"`);
    if (height > 2) svg.rect(p.x - pw * 2, p.y - h - pw * 0.8, pw * 4, pw * 1.2, `fill="#2b2e31"`);
    if (lit) {
      const gr = height > 2 ? h * 0.35 : h * 0.9;
      const g = svg.radial(p.x, p.y - h, gr, [
        [0, '#ffe2b0', 0.85],
        [0.3, '#ffcf8a', 0.3],
        [1, '#ffcf8a', 0],
      ]);
      svg.circle(p.x, p.y - h, gr, `fill="${g}"`);
    }
  });
}

/** Tufts of grass scattered over a lawn, for a textured foreground. */
export function meadow(
  scene: Scene,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  n: number,
  color: string,
): void {
  const { rng } = scene;
  for (let i = 0; i < n; i++) {
    const base: V3 = [rng.range(x0, x1), 0, rng.range(z0, z1)];
    const tone = rng.chance(0.5) ? C.darken(color, 0.18) : C.lighten(color, 0.1);
    scene.sprite(base, () => {
      const p = scene.cam.project(base);
      const s = scene.cam.scaleAt(base) * rng.range(0.12, 0.26);
      if (s < 1.2) return;
      let d = '';
      for (let k = 0; k < 9; k++) {
        const dx = rng.range(-0.6, 0.6) * s;
        const tip = rng.range(0.6, 1) * s;
        d += `M${(p.x + dx * 0.3).toFixed(1)} ${p.y.toFixed(1)}q${(dx * 0.5).toFixed(1)} ${(-tip * 0.5).toFixed(1)} ${dx.toFixed(1)} ${(-tip).toFixed(1)}`;
      }
      scene.svg.path(
        d,
        `stroke="${tone}" stroke-width="${Math.max(0.6, s * 0.05).toFixed(1)}" fill="none" stroke-linecap="round"`,
      );
    });
  }
}
