// The surfaces of a room: timber floors, tiled floors and ceilings with recessed downlights.
import * as C from './color.ts';
import { at, type Material } from './scene3d.ts';

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
