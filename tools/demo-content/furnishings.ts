// What furnishes an interior beyond its furniture: framed pictures on the walls, hanging lamps,
// potted plants, ceramic vessels and glass partitions.
import * as C from './color.ts';
import { type V3 } from './geom.ts';
import { Scene, at, type Face } from './scene3d.ts';
import { contact } from './furniture-placement.ts';

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
