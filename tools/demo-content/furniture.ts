// The furniture of the interior renders, built from boxes in each piece's own coordinates: sofas,
// armchairs, tables, chairs, stools, rugs, bookcases, kitchen counters and beds.
import * as C from './color.ts';
import { solid } from './materials.ts';
import { Scene, type Material } from './scene3d.ts';
import { contact, part, toWorld, type Place } from './furniture-placement.ts';

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
