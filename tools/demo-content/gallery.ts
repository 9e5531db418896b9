// Photographs of the studio's work for the gallery: material samples, a scale model, a sketch,
// light on a wall, the drawing table, a brick lattice in the sun.
import * as C from './color.ts';
import { sunDir, type V3 } from './geom.ts';
import { solid } from './materials.ts';
import { Rng } from './rng.ts';
import { Scene, facesOf, type Box } from './scene3d.ts';
import { Svg, f, smoothPath, type Pt } from './svg.ts';

export const W = 1600;
export const H = 1067;

/** A soft drop shadow under a flat object lying on a table, lit from the upper left. */
function dropShadow(svg: Svg, pts: Pt[], lift: number, k = 0.35): void {
  const d = pts.map((p, i) => `${i ? 'L' : 'M'}${f(p.x + lift)} ${f(p.y + lift * 1.3)}`).join('') + 'Z';
  svg.path(d, `fill="#1d150e" fill-opacity="${k}" filter="${svg.blur(Math.max(2, lift * 0.9))}"`);
}

function rectPts(x: number, y: number, w: number, h: number, rot: number): Pt[] {
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  const cx = x + w / 2;
  const cy = y + h / 2;
  return [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ].map(([a, b]) => ({ x: cx + a! * c - b! * s, y: cy + a! * s + b! * c }));
}

function woodTable(svg: Svg, rng: Rng, base: string): void {
  svg.rect(0, 0, W, H, `fill="${base}"`);
  let d = '';
  for (let y = -20; y < H + 20; y += rng.range(5, 14)) {
    let p = `M-10 ${f(y)}`;
    for (let x = 0; x <= W + 20; x += 80)
      p += `L${x} ${f(y + Math.sin(x * 0.004 + y * 0.05) * 4 + rng.range(-1.5, 1.5))}`;
    d += p;
  }
  svg.path(d, `stroke="${C.darken(base, 0.18)}" stroke-width="1.2" fill="none" stroke-opacity="0.45"`);
  svg.rect(0, 0, W, H, `fill="#6b4a2b" filter="${svg.noise(0.6, 2, rng.int(1, 99), 0.12)}"`);
  // Plank joints.
  for (let y = 260; y < H; y += 300)
    svg.line(0, y, W, y, `stroke="${C.darken(base, 0.45)}" stroke-width="2.5" stroke-opacity="0.6"`);
}

function lightFromWindow(svg: Svg): void {
  svg.rect(
    0,
    0,
    W,
    H,
    `fill="${svg.radial(W * 0.2, H * 0.1, W * 1.1, [
      [0, '#fff6e4', 0.28],
      [0.5, '#fff6e4', 0.06],
      [1, '#000', 0.3],
    ])}"`,
  );
}

/** Material samples laid out on the studio table. */
export function materiales(): string {
  const svg = new Svg(W, H);
  const rng = new Rng('materiales');
  woodTable(svg, rng, '#8a6647');
  const items: {
    x: number;
    y: number;
    w: number;
    h: number;
    rot: number;
    draw: (pts: Pt[], x: number, y: number, w: number, h: number) => void;
  }[] = [];
  const clip = (pts: Pt[], inner: () => void) => {
    const id = svg.id('c');
    svg.def(
      `<clipPath id="${id}"><path d="${pts.map((p, i) => `${i ? 'L' : 'M'}${f(p.x)} ${f(p.y)}`).join('')}Z"/></clipPath>`,
    );
    svg.group(`clip-path="url(#${id})"`, inner);
  };
  // Concrete tile.
  items.push({
    x: 170,
    y: 140,
    w: 420,
    h: 420,
    rot: -0.06,
    draw: (pts, x, y, w, h) =>
      clip(pts, () => {
        svg.rect(x - 40, y - 40, w + 80, h + 80, `fill="#b9b4ab"`);
        svg.rect(x - 40, y - 40, w + 80, h + 80, `fill="#4d4a45" filter="${svg.noise(0.05, 3, 7, 0.28)}"`);
        for (let i = 0; i < 90; i++)
          svg.circle(
            x + rng.range(0, w),
            y + rng.range(0, h),
            rng.range(1, 3.5),
            `fill="#6a655e" fill-opacity="0.6"`,
          );
      }),
  });
  // Oak sample.
  items.push({
    x: 660,
    y: 110,
    w: 760,
    h: 190,
    rot: 0.03,
    draw: (pts, x, y, w, h) =>
      clip(pts, () => {
        svg.rect(x - 30, y - 30, w + 60, h + 60, `fill="#c49a6c"`);
        let d = '';
        for (let k = 0; k < 40; k++) {
          const yy = y + (h * k) / 40 + rng.range(-2, 2);
          d +=
            `M${x - 30} ${f(yy)}` +
            Array.from(
              { length: 12 },
              (_, i) => `L${f(x + (w * i) / 11)} ${f(yy + Math.sin(i * 0.9 + k) * 3)}`,
            ).join('');
        }
        svg.path(d, `stroke="#8d6440" stroke-width="1.4" fill="none" stroke-opacity="0.55"`);
        svg.ellipse(x + w * 0.65, y + h * 0.5, 28, 9, `fill="none" stroke="#7a5433" stroke-width="2"`);
      }),
  });
  // Terrazzo.
  items.push({
    x: 700,
    y: 380,
    w: 330,
    h: 330,
    rot: 0.1,
    draw: (pts, x, y, w, h) =>
      clip(pts, () => {
        svg.rect(x - 40, y - 40, w + 80, h + 80, `fill="#ece6dc"`);
        const cols = ['#b8574a', '#3f5a6b', '#c49a4a', '#8a8580', '#d9c3a0'];
        for (let i = 0; i < 260; i++) {
          const cx = x - 20 + rng.range(0, w + 40);
          const cy = y - 20 + rng.range(0, h + 40);
          const r = rng.range(2, 11);
          const pts2: Pt[] = Array.from({ length: 5 }, (_, k) => ({
            x: cx + Math.cos(k * 1.26 + r) * r * rng.range(0.6, 1.2),
            y: cy + Math.sin(k * 1.26 + r) * r * rng.range(0.6, 1.2),
          }));
          svg.path(
            pts2.map((p, k) => `${k ? 'L' : 'M'}${f(p.x)} ${f(p.y)}`).join('') + 'Z',
            `fill="${rng.pick(cols)}"`,
          );
        }
      }),
  });
  // Marble with veins.
  items.push({
    x: 1110,
    y: 380,
    w: 300,
    h: 420,
    rot: -0.05,
    draw: (pts, x, y, w, h) =>
      clip(pts, () => {
        svg.rect(x - 40, y - 40, w + 80, h + 80, `fill="#f1eee9"`);
        for (let k = 0; k < 7; k++) {
          let d = `M${f(x - 20)} ${f(y + rng.range(0, h))}`;
          let py = y + rng.range(0, h);
          for (let i = 1; i <= 10; i++) {
            py += rng.range(-50, 50);
            d += `L${f(x - 20 + (i * (w + 40)) / 10)} ${f(py)}`;
          }
          svg.path(
            d,
            `stroke="#8f8d8a" stroke-width="${rng.range(0.8, 2.5).toFixed(1)}" fill="none" stroke-opacity="0.5" filter="${svg.blur(0.8)}"`,
          );
        }
      }),
  });
  // Clay tile (barro).
  items.push({
    x: 210,
    y: 640,
    w: 380,
    h: 250,
    rot: 0.08,
    draw: (pts, x, y, w, h) =>
      clip(pts, () => {
        svg.rect(x - 40, y - 40, w + 80, h + 80, `fill="#b8684a"`);
        svg.rect(x - 40, y - 40, w + 80, h + 80, `fill="#5c2a18" filter="${svg.noise(0.03, 2, 3, 0.25)}"`);
      }),
  });
  // Linen swatch with a fold.
  items.push({
    x: 640,
    y: 790,
    w: 420,
    h: 200,
    rot: -0.12,
    draw: (pts, x, y, w, h) =>
      clip(pts, () => {
        svg.rect(x - 40, y - 40, w + 80, h + 80, `fill="#d9cfbf"`);
        let d = '';
        for (let i = 0; i < w + 80; i += 4) d += `M${x - 40 + i} ${y - 40}V${y + h + 40}`;
        for (let j = 0; j < h + 80; j += 4) d += `M${x - 40} ${y - 40 + j}H${x + w + 40}`;
        svg.path(d, `stroke="#a89c88" stroke-width="0.7" stroke-opacity="0.5" fill="none"`);
        svg.rect(
          x + w * 0.62,
          y - 40,
          40,
          h + 80,
          `fill="${svg.linear(x + w * 0.62, 0, x + w * 0.62 + 40, 0, [
            [0, '#000', 0],
            [0.5, '#000', 0.18],
            [1, '#fff', 0.1],
          ])}"`,
        );
      }),
  });
  // Brass strips.
  for (let i = 0; i < 3; i++) {
    items.push({
      x: 1150 + i * 60,
      y: 850,
      w: 34,
      h: 170,
      rot: 0.2,
      draw: (pts) => {
        const xs = pts.map((p) => p.x);
        svg.poly(
          pts,
          `fill="${svg.linear(Math.min(...xs), 0, Math.max(...xs), 0, [
            [0, '#8a6a2c'],
            [0.4, '#e3c27a'],
            [0.55, '#f6e2a8'],
            [1, '#9a7733'],
          ])}"`,
        );
      },
    });
  }
  for (const it of items) {
    const pts = rectPts(it.x, it.y, it.w, it.h, it.rot);
    dropShadow(svg, pts, 10, 0.38);
    it.draw(pts, it.x, it.y, it.w, it.h);
    svg.path(
      pts.map((p, i) => `${i ? 'L' : 'M'}${f(p.x)} ${f(p.y)}`).join('') + 'Z',
      `fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="1.2"`,
    );
  }
  // A pencil across the samples.
  const pencil = rectPts(1080, 300, 560, 22, 0.55);
  dropShadow(svg, pencil, 7, 0.4);
  svg.poly(pencil, `fill="#253646"`);
  lightFromWindow(svg);
  return svg.toString();
}

/** A white scale model on a timber base, photographed from above under soft light. */
export function maqueta(): string {
  const svg = new Svg(W, H);
  const rng = new Rng('maqueta');
  svg.rect(
    0,
    0,
    W,
    H,
    `fill="${svg.radial(W * 0.5, H * 0.35, W * 0.8, [
      [0, '#5b5650'],
      [1, '#1f1c1a'],
    ])}"`,
  );
  const scene = new Scene(
    svg,
    { pos: [1.25, 1.1, 1.35], look: [0, 0.02, 0], fov: 42 },
    {
      sun: sunDir(-50, 50),
      sunColor: '#fff6e8',
      sunStrength: 0.65,
      sky: '#e8e6e2',
      groundBounce: '#a89a88',
      ambient: 0.55,
      shadowColor: '#1c1814',
      shadowOpacity: 0.45,
      shadowSoftness: 5,
    },
    rng,
  );
  const paper = solid('#f3f0ea');
  const wood = (s: Scene, fc: Parameters<typeof paper>[1]) => {
    s.baseFill(fc, '#b88c5f');
    if (fc.name === 'top') {
      const segs: [number, number, number, number][] = [];
      for (let t = 0.01; t < fc.h; t += 0.012 + rng.next() * 0.01) segs.push([0, t, fc.w, t]);
      s.flines(fc, segs, `stroke="#8a6440" stroke-width="0.8" stroke-opacity="0.35"`);
    }
  };
  scene.box({ x: -0.6, y: -0.04, z: -0.45, w: 1.2, h: 0.04, d: 0.9, mat: wood });
  // Terrain contours: stacked cork-like layers.
  for (let i = 0; i < 4; i++)
    scene.box({
      x: -0.6,
      y: i * 0.012,
      z: -0.45 + i * 0.1,
      w: 0.55 - i * 0.08,
      h: 0.012,
      d: 0.9 - i * 0.1,
      mat: solid(C.mix('#c9ab82', '#e7dcc8', i / 4)),
    });
  // The building: stepped white volumes.
  const boxes: Partial<Box>[] = [
    { x: -0.2, z: -0.2, w: 0.55, d: 0.22, h: 0.06 },
    { x: -0.1, z: -0.05, w: 0.2, d: 0.3, h: 0.12 },
    { x: 0.1, z: -0.3, w: 0.3, d: 0.2, h: 0.09 },
    { x: -0.25, z: 0.05, w: 0.12, d: 0.12, h: 0.04 },
  ];
  for (const b of boxes) scene.box({ x: b.x!, y: 0, z: b.z!, w: b.w!, h: b.h!, d: b.d!, mat: paper });
  scene.box({ x: -0.22, y: 0.06, z: -0.23, w: 0.6, h: 0.006, d: 0.28, mat: paper });
  // Model trees: little spheres on sticks.
  for (let i = 0; i < 9; i++) {
    const p: V3 = [rng.range(-0.55, 0.55), 0, rng.range(0.12, 0.42)];
    scene.sprite(p, () => {
      const q = scene.cam.project(p);
      const s = scene.cam.scaleAt(p);
      svg.line(q.x, q.y, q.x, q.y - s * 0.04, `stroke="#6e5a44" stroke-width="1.5"`);
      const g = svg.radial(q.x - s * 0.008, q.y - s * 0.055, s * 0.03, [
        [0, '#f6f3ee'],
        [1, '#bdb7ad'],
      ]);
      svg.circle(q.x, q.y - s * 0.05, s * 0.022, `fill="${g}"`);
    });
  }
  scene.render();
  // Depth of field: blur the far and near edges.
  svg.rect(
    0,
    0,
    W,
    H,
    `fill="${svg.linear(0, 0, 0, H, [
      [0, '#1f1c1a', 0.35],
      [0.3, '#1f1c1a', 0],
      [0.85, '#1f1c1a', 0],
      [1, '#1f1c1a', 0.3],
    ])}"`,
  );
  void facesOf;
  return svg.toString();
}

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
    const cs: V3[] = [];
    for (const x of [b.x, b.x + b.w])
      for (const y of [b.y, b.y + b.h]) for (const z of [b.z, b.z + b.d]) cs.push([x, y, z]);
    const p = cs.map((c) => scene.cam.project(c));
    const edges = [
      [0, 1],
      [2, 3],
      [4, 5],
      [6, 7],
      [0, 2],
      [1, 3],
      [4, 6],
      [5, 7],
      [0, 4],
      [1, 5],
      [2, 6],
      [3, 7],
    ];
    for (const [i, j] of edges) stroke(p[i!]!, p[j!]!);
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

/** Afternoon light through timber louvres across a concrete wall and floor. */
export function luz(): string {
  const svg = new Svg(W, H);
  const rng = new Rng('luz');
  const floorY = H * 0.74;
  svg.rect(
    0,
    0,
    W,
    floorY,
    `fill="${svg.linear(0, 0, W, 0, [
      [0, '#8f877c'],
      [1, '#b3aa9c'],
    ])}"`,
  );
  svg.rect(0, 0, W, floorY, `fill="#3d3a35" filter="${svg.noise(0.012, 3, 5, 0.22)}"`);
  // Form-tie holes and panel joints.
  for (let x = 200; x < W; x += 400)
    svg.line(x, 0, x, floorY, `stroke="#5e574e" stroke-opacity="0.4" stroke-width="1.5"`);
  for (let y = 200; y < floorY; y += 400)
    svg.line(0, y, W, y, `stroke="#5e574e" stroke-opacity="0.4" stroke-width="1.5"`);
  for (let x = 100; x < W; x += 200)
    for (let y = 100; y < floorY; y += 200) svg.circle(x, y, 5, `fill="#4f4940" fill-opacity="0.7"`);
  svg.rect(
    0,
    floorY,
    W,
    H - floorY,
    `fill="${svg.linear(0, floorY, 0, H, [
      [0, '#7a5f45'],
      [1, '#5a4330'],
    ])}"`,
  );
  let d = '';
  for (let x = -200; x < W + 200; x += 90) d += `M${x} ${f(floorY)}L${f(x + (x - W / 2) * 0.9)} ${H}`;
  svg.path(d, `stroke="#3f2e20" stroke-opacity="0.35" stroke-width="1.2" fill="none"`);
  // Stripes of sun: slanted on the wall, continuing on the floor.
  const blur = svg.blur(6);
  let stripes = '';
  let floor = '';
  for (let i = 0; i < 9; i++) {
    const x = 80 + i * 170;
    stripes += `M${x} ${f(floorY)}L${x + 95} ${f(floorY)}L${x + 95 + 420} 0L${x + 420} 0Z`;
    floor += `M${x} ${f(floorY)}L${x + 95} ${f(floorY)}L${x - 80} ${H}L${x - 210} ${H}Z`;
  }
  svg.path(stripes, `fill="#ffdcaa" fill-opacity="0.42" filter="${blur}"`);
  svg.path(floor, `fill="#ffcf8e" fill-opacity="0.38" filter="${blur}"`);
  // The shadow of a plant's leaves over the stripes.
  for (let i = 0; i < 26; i++) {
    const cx = 1150 + rng.range(-200, 200);
    const cy = 330 + rng.range(-220, 200);
    const r = rng.range(25, 60);
    const a = rng.range(0, Math.PI);
    const pts: Pt[] = [
      { x: cx + Math.cos(a) * r, y: cy + Math.sin(a) * r },
      { x: cx + Math.cos(a + 1.57) * r * 0.35, y: cy + Math.sin(a + 1.57) * r * 0.35 },
      { x: cx - Math.cos(a) * r, y: cy - Math.sin(a) * r },
      { x: cx - Math.cos(a + 1.57) * r * 0.35, y: cy - Math.sin(a + 1.57) * r * 0.35 },
    ];
    svg.path(smoothPath(pts), `fill="#2a241c" fill-opacity="0.22" filter="${svg.blur(4)}"`);
  }
  svg.rect(0, floorY - 3, W, 6, `fill="#2f2a24" fill-opacity="0.35" filter="${svg.blur(3)}"`);
  svg.rect(
    0,
    0,
    W,
    H,
    `fill="${svg.radial(W * 0.55, H * 0.45, W * 0.8, [
      [0.5, '#000', 0],
      [1, '#000', 0.35],
    ])}"`,
  );
  return svg.toString();
}

/** The drawing table seen from above: a plan, scale ruler, pencils and a cup of coffee. */
export function escritorio(): string {
  const svg = new Svg(W, H);
  const rng = new Rng('escritorio');
  woodTable(svg, rng, '#6e5138');
  // A sheet with a floor plan.
  const sheet = rectPts(260, 90, 900, 640, -0.04);
  dropShadow(svg, sheet, 8, 0.4);
  svg.poly(sheet, `fill="#f5f1e8"`);
  const id = svg.id('c');
  svg.def(
    `<clipPath id="${id}"><path d="${sheet.map((p, i) => `${i ? 'L' : 'M'}${f(p.x)} ${f(p.y)}`).join('')}Z"/></clipPath>`,
  );
  svg.group(`clip-path="url(#${id})" transform="rotate(-2.3 710 410)"`, () => {
    const ink = '#2b2d31';
    svg.rect(330, 170, 620, 420, `fill="none" stroke="${ink}" stroke-width="9"`);
    for (const [x1, y1, x2, y2] of [
      [560, 170, 560, 420],
      [330, 380, 760, 380],
      [760, 170, 760, 590],
      [560, 480, 760, 480],
    ] as const)
      svg.line(x1, y1, x2, y2, `stroke="${ink}" stroke-width="4"`);
    for (const [x, y] of [
      [600, 380],
      [760, 260],
      [640, 480],
    ] as const)
      svg.rect(x, y - 4, 38, 8, `fill="#f5f1e8"`);
    svg.rect(380, 420, 120, 70, `fill="none" stroke="${ink}" stroke-width="1.2"`);
    for (let i = 0; i < 3; i++) {
      svg.circle(400 + i * 40, 410, 9, `fill="none" stroke="${ink}" stroke-width="1"`);
      svg.circle(400 + i * 40, 500, 9, `fill="none" stroke="${ink}" stroke-width="1"`);
    }
    svg.rect(800, 200, 110, 150, `fill="none" stroke="${ink}" stroke-width="1.2"`);
    svg.line(330, 130, 950, 130, `stroke="${ink}" stroke-width="1"`);
    svg.text(
      640,
      122,
      '18.00',
      `font-family="DejaVu Sans Condensed" font-size="14" fill="${ink}" text-anchor="middle"`,
    );
    svg.rect(960, 560, 170, 150, `fill="none" stroke="${ink}" stroke-width="1"`);
    svg.text(
      975,
      600,
      'ALBA NOGAL',
      `font-family="DejaVu Sans Condensed" font-size="16" font-weight="bold" fill="#253646"`,
    );
    svg.text(
      975,
      625,
      'PLANTA BAJA 1:100',
      `font-family="DejaVu Sans Condensed" font-size="12" fill="${ink}"`,
    );
    // Red pencil corrections.
    svg.path(
      'M620 250q40 -30 90 10t60 60',
      `stroke="#b8412f" stroke-width="3" fill="none" stroke-opacity="0.8"`,
    );
    svg.circle(700, 300, 36, `fill="none" stroke="#b8412f" stroke-width="2.5" stroke-opacity="0.7"`);
  });
  // Tracing paper roll.
  const roll = rectPts(1180, 80, 120, 700, 0.02);
  dropShadow(svg, roll, 14, 0.45);
  svg.poly(
    roll,
    `fill="${svg.linear(1180, 0, 1300, 0, [
      [0, '#d9d4c8'],
      [0.45, '#f7f4ee'],
      [1, '#cfc9bc'],
    ])}"`,
  );
  // Triangular scale ruler.
  const ruler = rectPts(300, 800, 760, 48, -0.09);
  dropShadow(svg, ruler, 9, 0.45);
  svg.poly(
    ruler,
    `fill="${svg.linear(0, 760, 0, 860, [
      [0, '#f0ede6'],
      [1, '#d9d3c7'],
    ])}"`,
  );
  let ticks = '';
  for (let i = 0; i < 70; i++) {
    const t = i / 70;
    const a = {
      x: ruler[0]!.x + (ruler[1]!.x - ruler[0]!.x) * t,
      y: ruler[0]!.y + (ruler[1]!.y - ruler[0]!.y) * t,
    };
    const len = i % 10 === 0 ? 20 : i % 5 === 0 ? 14 : 8;
    ticks += `M${f(a.x)} ${f(a.y)}l${f(Math.sin(0.09) * len)} ${f(Math.cos(0.09) * len)}`;
  }
  svg.path(ticks, `stroke="#2b2d31" stroke-width="1.1" fill="none"`);
  // Pencils.
  for (let i = 0; i < 2; i++) {
    const pc = rectPts(1200 + i * 40, 820 + i * 30, 330, 16, -0.7 + i * 0.15);
    dropShadow(svg, pc, 6, 0.45);
    svg.poly(pc, `fill="${i ? '#253646' : '#c99a3c'}"`);
  }
  // Coffee cup with saucer.
  const cx = 1400;
  const cy = 930;
  svg.circle(cx + 14, cy + 18, 120, `fill="#1b140e" fill-opacity="0.45" filter="${svg.blur(12)}"`);
  svg.circle(
    cx,
    cy,
    118,
    `fill="${svg.radial(cx - 30, cy - 30, 150, [
      [0, '#ffffff'],
      [1, '#dcd6cc'],
    ])}"`,
  );
  svg.circle(cx, cy, 72, `fill="#efebe4" stroke="#d2cbc0" stroke-width="3"`);
  svg.circle(
    cx,
    cy,
    60,
    `fill="${svg.radial(cx - 10, cy - 10, 70, [
      [0, '#7a4e2e'],
      [0.7, '#4a2c18'],
      [1, '#2e1a0c'],
    ])}"`,
  );
  svg.ellipse(cx - 18, cy - 16, 20, 10, `fill="#c79a6e" fill-opacity="0.55"`);
  svg.rect(cx + 70, cy - 14, 60, 28, `rx="14" fill="#efebe4" stroke="#d2cbc0" stroke-width="2"`);
  // A small plant in the corner.
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2 + rng.range(-0.1, 0.1);
    const l = rng.range(60, 120);
    const pts: Pt[] = [
      { x: 120, y: 960 },
      { x: 120 + Math.cos(a - 0.2) * l * 0.6, y: 960 + Math.sin(a - 0.2) * l * 0.6 },
      { x: 120 + Math.cos(a) * l, y: 960 + Math.sin(a) * l },
      { x: 120 + Math.cos(a + 0.2) * l * 0.6, y: 960 + Math.sin(a + 0.2) * l * 0.6 },
    ];
    svg.path(
      smoothPath(pts),
      `fill="${rng.pick(['#4f6e3d', '#5f7d4c', '#3f5a32'])}" stroke="#2e4024" stroke-width="1"`,
    );
  }
  lightFromWindow(svg);
  return svg.toString();
}

/** Close-up of a handmade brick lattice in raking sun, the warm interior glowing through. */
export function celosia(): string {
  const svg = new Svg(W, H);
  const rng = new Rng('celosia');
  // What is seen through the holes: a warm, blurred interior.
  svg.rect(
    0,
    0,
    W,
    H,
    `fill="${svg.linear(0, 0, W, H, [
      [0, '#3a2a20'],
      [0.5, '#a8744a'],
      [1, '#e8b57c'],
    ])}"`,
  );
  for (let i = 0; i < 8; i++)
    svg.circle(
      rng.range(0, W),
      rng.range(0, H),
      rng.range(80, 220),
      `fill="${rng.pick(['#f3cf97', '#6e4c34', '#d89a5c'])}" fill-opacity="0.35" filter="${svg.blur(40)}"`,
    );
  const bw = 210;
  const bh = 62;
  const gap = 96;
  const course = 70;
  const depth = 26;
  const rows: string[] = [];
  let tops = '';
  let sides = '';
  let shadows = '';
  let texture = '';
  for (let r = -1; r * course < H + course; r++) {
    const y = r * course + 20;
    const off = r % 2 === 0 ? 0 : (bw + gap) / 2;
    for (let x = -off - 40; x < W + bw; x += bw + gap) {
      const c = C.jitter('#b5704d', 0.12, () => rng.next());
      rows.push(`<path d="M${f(x)} ${f(y)}h${bw}v${bh}h${-bw}Z" fill="${c}"/>`);
      // Sunlit top bevel and the shaded side, giving the bricks their depth.
      tops += `M${f(x)} ${f(y)}l${depth * 0.8} ${-depth * 0.45}h${bw}l${-depth * 0.8} ${depth * 0.45}Z`;
      sides += `M${f(x + bw)} ${f(y)}l${depth * 0.8} ${-depth * 0.45}v${bh}l${-depth * 0.8} ${depth * 0.45}Z`;
      shadows += `M${f(x - 10)} ${f(y + bh)}h${bw + 10}l${-70} ${f(course - bh)}h${-bw}Z`;
      for (let k = 0; k < 5; k++)
        texture += `M${f(x + rng.range(5, bw - 5))} ${f(y + rng.range(5, bh - 5))}h${f(rng.range(2, 6))}`;
    }
  }
  svg.path(shadows, `fill="#1b120c" fill-opacity="0.5" filter="${svg.blur(5)}"`);
  svg.path(sides, `fill="#6b3b26"`);
  svg.path(tops, `fill="#e9b48a"`);
  svg.add(rows.join(''));
  svg.path(texture, `stroke="#5a2f1c" stroke-opacity="0.45" stroke-width="2" fill="none"`);
  svg.rect(0, 0, W, H, `fill="#3b2214" filter="${svg.noise(0.35, 2, 9, 0.18)}"`);
  // Raking light from the upper left.
  svg.rect(
    0,
    0,
    W,
    H,
    `fill="${svg.linear(0, 0, W, H, [
      [0, '#fff3da', 0.22],
      [0.6, '#fff3da', 0],
      [1, '#000', 0.3],
    ])}"`,
  );
  return svg.toString();
}
