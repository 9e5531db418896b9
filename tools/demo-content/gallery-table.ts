// The studio's table in the gallery photographs: their size, the timber top seen from above, the
// window light over it and the shadows of what lies on it; and the drawing table itself (a plan,
// a scale ruler, pencils and a cup of coffee).
import * as C from './color.ts';
import { Rng } from './rng.ts';
import { Svg, f, smoothPath, type Pt } from './svg.ts';

export const W = 1600;
export const H = 1067;

/** A soft drop shadow under a flat object lying on a table, lit from the upper left. */
export function dropShadow(svg: Svg, pts: Pt[], lift: number, k = 0.35): void {
  const d = pts.map((p, i) => `${i ? 'L' : 'M'}${f(p.x + lift)} ${f(p.y + lift * 1.3)}`).join('') + 'Z';
  svg.path(d, `fill="#1d150e" fill-opacity="${k}" filter="${svg.blur(Math.max(2, lift * 0.9))}"`);
}

/** The corners of a w × h rectangle at (x, y), turned by `rot` radians about its centre. */
export function rectPts(x: number, y: number, w: number, h: number, rot: number): Pt[] {
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

/** The timber table top filling the picture: grain, noise and plank joints. */
export function woodTable(svg: Svg, rng: Rng, base: string): void {
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

/** Warm light from a window at the upper left, falling off towards the far corner. */
export function lightFromWindow(svg: Svg): void {
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
