// Gallery photograph of a perspective sketch in pencil on tracing paper, with notes.
import { BOX_EDGES, boxCorners, sunDir } from './geom.ts';
import { solid } from './materials.ts';
import { Rng } from './rng.ts';
import { Scene, type Box } from './scene3d.ts';
import { H, W } from './gallery-table.ts';
import { Svg, f, type Pt } from './svg.ts';

/** A perspective sketch in pencil on tracing paper, with notes. */
export function boceto(): string {
  const svg = new Svg(W, H);
  const rng = new Rng('boceto');
  svg.rect(0, 0, W, H, `fill="#f4efe4"`);
  svg.rect(0, 0, W, H, `fill="#9c8c70" filter="${svg.noise(0.8, 3, 11, 0.12)}"`);
  const scene = new Scene(
    svg,
    { pos: [16, 1.6, 19], look: [0, 1.6, 0], fov: 55, shiftY: 0.12 },
    {
      sun: sunDir(40, 35),
      sunColor: '#fff',
      sunStrength: 0.6,
      sky: '#fff',
      groundBounce: '#ddd',
      ambient: 0.6,
      shadowColor: '#000',
      shadowOpacity: 0,
      shadowSoftness: 1,
    },
    rng,
  );
  const boxes: Box[] = [
    { x: -6, y: 0, z: -4, w: 12, h: 3.1, d: 8, mat: () => {} },
    { x: -2, y: 3.1, z: -6, w: 11.5, h: 3, d: 8.2, mat: () => {} },
    { x: -2.4, y: 6.1, z: -6.3, w: 12.3, h: 0.25, d: 8.8, mat: () => {} },
  ];
  const pencil = '#3b3a38';
  const stroke = (a: Pt, b: Pt, w = 1.4, op = 0.85) => {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = Math.hypot(dx, dy) || 1;
    const ext = rng.range(6, 22);
    const ux = dx / len;
    const uy = dy / len;
    for (let k = 0; k < 2; k++) {
      const j = () => rng.range(-1.2, 1.2);
      const p0 = { x: a.x - ux * ext + j(), y: a.y - uy * ext + j() };
      const p1 = { x: b.x + ux * ext + j(), y: b.y + uy * ext + j() };
      const m = { x: (p0.x + p1.x) / 2 + j() * 2, y: (p0.y + p1.y) / 2 + j() * 2 };
      svg.path(
        `M${f(p0.x)} ${f(p0.y)}Q${f(m.x)} ${f(m.y)} ${f(p1.x)} ${f(p1.y)}`,
        `stroke="${pencil}" stroke-width="${(w * (k ? 0.6 : 1)).toFixed(1)}" stroke-opacity="${(op * (k ? 0.5 : 1)).toFixed(2)}" fill="none" stroke-linecap="round"`,
      );
    }
  };
  // Faint construction lines to the horizon.
  const hz = scene.cam.cy;
  svg.line(0, hz, W, hz, `stroke="${pencil}" stroke-opacity="0.25" stroke-width="0.8"`);
  for (const b of boxes) {
    const p = boxCorners(b).map((c) => scene.cam.project(c));
    for (const [i, j] of BOX_EDGES) stroke(p[i]!, p[j]!);
    // Hatching on the face in shade (+x side).
    const f0 = p[5]!,
      f1 = p[7]!,
      f2 = p[6]!,
      f3 = p[4]!;
    let d = '';
    for (let t = 0.05; t < 1; t += 0.06) {
      const a = { x: f0.x + (f1.x - f0.x) * t, y: f0.y + (f1.y - f0.y) * t };
      const c = { x: f3.x + (f2.x - f3.x) * t, y: f3.y + (f2.y - f3.y) * t };
      d += `M${f(a.x)} ${f(a.y)}L${f(c.x + rng.range(-3, 3))} ${f(c.y + rng.range(-3, 3))}`;
    }
    svg.path(d, `stroke="${pencil}" stroke-width="0.8" stroke-opacity="0.35" fill="none"`);
  }
  // Scribbled trees and figures.
  for (const [x, z, h] of [
    [-10, -2, 8],
    [13, -5, 9],
    [-13, 6, 6],
  ] as const) {
    const b = scene.cam.project([x, 0, z]);
    const s = scene.cam.scaleAt([x, 0, z]);
    stroke(b, { x: b.x, y: b.y - h * s * 0.45 }, 1.2);
    let d = '';
    const cx = b.x;
    const cy = b.y - h * s * 0.7;
    for (let i = 0; i < 40; i++) {
      const a = rng.range(0, Math.PI * 2);
      const r = h * s * 0.3 * Math.sqrt(rng.next());
      const px = cx + Math.cos(a) * r;
      const py = cy + Math.sin(a) * r * 0.9;
      d += `M${f(px)} ${f(py)}q${f(rng.range(-8, 8))} ${f(rng.range(-8, 8))} ${f(rng.range(-12, 12))} ${f(rng.range(-6, 6))}`;
    }
    svg.path(d, `stroke="${pencil}" stroke-width="1" stroke-opacity="0.55" fill="none"`);
  }
  const ground = [scene.cam.project([-30, 0, 12]), scene.cam.project([30, 0, 12])];
  stroke(ground[0]!, ground[1]!, 1);
  // Notes in the margin.
  const font = `font-family="Liberation Sans Narrow, DejaVu Sans Condensed" font-style="italic"`;
  const notes = ['volado 3.00 m', 'celosía de madera', 'vista al lago →', 'losa aparente'];
  notes.forEach((n, i) => {
    const x = [1180, 1240, 1210, 260][i]!;
    const y = [210, 420, 640, 180][i]!;
    svg.text(
      x,
      y,
      n,
      `${font} font-size="30" fill="${pencil}" fill-opacity="0.8" transform="rotate(${rng.range(-4, 3).toFixed(1)} ${x} ${y})"`,
    );
  });
  svg.path(
    `M1170 222Q1080 240 1010 300`,
    `stroke="${pencil}" stroke-width="1.2" fill="none" stroke-opacity="0.7"`,
  );
  svg.text(
    120,
    H - 90,
    'Casa Río-Bravo · estudio de volumen',
    `${font} font-size="26" fill="#253646" fill-opacity="0.85"`,
  );
  // The edge of the sheet and a corner of the table.
  svg.rect(
    0,
    0,
    W,
    H,
    `fill="${svg.radial(W / 2, H / 2, W * 0.75, [
      [0.55, '#000', 0],
      [1, '#4a3a22', 0.25],
    ])}"`,
  );
  void solid;
  return svg.toString();
}
