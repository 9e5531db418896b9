// Gallery photographs of the studio's materials: samples laid out on the table and a white scale
// model on its timber base.
import * as C from './color.ts';
import { sunDir, type V3 } from './geom.ts';
import { solid } from './materials.ts';
import { Rng } from './rng.ts';
import { Scene, facesOf, type Box } from './scene3d.ts';
import { H, W, dropShadow, lightFromWindow, rectPts, woodTable } from './gallery-table.ts';
import { Svg, f, type Pt } from './svg.ts';

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
