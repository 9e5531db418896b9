// Architectural floor plans: rooms laid out by recursive division of the footprint, walls with
// doors and windows, furniture symbols, dimension lines, axes, north arrow and a title block.
// Two styles: white lines on blueprint blue, or graphite on warm paper.
import * as C from './color.ts';
import { Rng } from './rng.ts';
import { Svg, f } from './svg.ts';

export const W = 1920;
export const H = 1280;

export interface PlanSpec {
  seed: string;
  project: string;
  sheet: string;
  level: string;
  style: 'azul' | 'papel';
  /** Footprint in metres. */
  w: number;
  d: number;
  rooms: { name: string; weight: number }[];
  location: string;
  year: string;
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Placed extends Rect {
  name: string;
}

interface Wall {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  door: number;
}

const STUDIO = 'ALBA NOGAL · ARQUITECTURA E INTERIORISMO';

function divide(r: Rect, rooms: PlanSpec['rooms'], rng: Rng, rooms_out: Placed[], walls: Wall[]): void {
  if (rooms.length === 1) {
    rooms_out.push({ ...r, name: rooms[0]!.name });
    return;
  }
  const total = rooms.reduce((s, x) => s + x.weight, 0);
  // Choose the split index that balances the two halves best.
  let best = 1;
  let bestErr = Infinity;
  let acc = 0;
  for (let i = 1; i < rooms.length; i++) {
    acc += rooms[i - 1]!.weight;
    const err = Math.abs(acc / total - 0.5);
    if (err < bestErr) {
      bestErr = err;
      best = i;
    }
  }
  const a = rooms.slice(0, best);
  const b = rooms.slice(best);
  const k = a.reduce((s, x) => s + x.weight, 0) / total;
  const vertical = r.w >= r.h;
  const snap = (v: number) => Math.round(v * 20) / 20;
  if (vertical) {
    const cut = snap(r.w * k);
    const door = rng.range(0.2, 0.8);
    walls.push({ x1: r.x + cut, y1: r.y, x2: r.x + cut, y2: r.y + r.h, door });
    divide({ x: r.x, y: r.y, w: cut, h: r.h }, a, rng, rooms_out, walls);
    divide({ x: r.x + cut, y: r.y, w: r.w - cut, h: r.h }, b, rng, rooms_out, walls);
  } else {
    const cut = snap(r.h * k);
    const door = rng.range(0.2, 0.8);
    walls.push({ x1: r.x, y1: r.y + cut, x2: r.x + r.w, y2: r.y + cut, door });
    divide({ x: r.x, y: r.y, w: r.w, h: cut }, a, rng, rooms_out, walls);
    divide({ x: r.x, y: r.y + cut, w: r.w, h: r.h - cut }, b, rng, rooms_out, walls);
  }
}

export function floorPlan(spec: PlanSpec): string {
  const svg = new Svg(W, H);
  const rng = new Rng(spec.seed);
  const blue = spec.style === 'azul';
  const bg = blue ? '#1f3d5e' : '#f2ede3';
  const ink = blue ? '#eef4f8' : '#2a2d31';
  const soft = blue ? '#b9cde0' : '#6d6a64';
  const accent = blue ? '#ffffff' : '#253646';
  const poche = blue ? '#eef4f8' : '#34373b';
  const font = `font-family="DejaVu Sans Condensed, Liberation Sans Narrow, sans-serif"`;

  // Sheet: background, fine grid (blue) or paper fibres, margin frame.
  if (blue) {
    svg.rect(
      0,
      0,
      W,
      H,
      `fill="${svg.radial(W * 0.45, H * 0.45, W * 0.75, [
        [0, '#244770'],
        [1, '#17314d'],
      ])}"`,
    );
    let d = '';
    for (let x = 0; x < W; x += 24) d += `M${x} 0V${H}`;
    for (let y = 0; y < H; y += 24) d += `M0 ${y}H${W}`;
    svg.path(d, `stroke="#ffffff" stroke-opacity="0.05" stroke-width="1" fill="none"`);
  } else {
    svg.rect(0, 0, W, H, `fill="${bg}"`);
    svg.rect(0, 0, W, H, `fill="#b8a98f" filter="${svg.noise(0.9, 3, rng.int(1, 999), 0.1)}"`);
    svg.rect(
      0,
      0,
      W,
      H,
      `fill="${svg.radial(W / 2, H / 2, W * 0.7, [
        [0.6, '#000', 0],
        [1, '#5a4a30', 0.12],
      ])}"`,
    );
  }
  svg.rect(40, 40, W - 80, H - 80, `fill="none" stroke="${ink}" stroke-width="2"`);
  svg.rect(50, 50, W - 100, H - 100, `fill="none" stroke="${ink}" stroke-width="0.8" stroke-opacity="0.6"`);

  // Title block on the right.
  const tbX = W - 430;
  svg.line(tbX, 50, tbX, H - 50, `stroke="${ink}" stroke-width="1.5"`);
  const drawArea = { x: 210, y: 200, w: tbX - 210 - 150, h: H - 200 - 190 };
  const s = Math.min(drawArea.w / spec.w, drawArea.h / spec.d);
  const ox = drawArea.x + (drawArea.w - spec.w * s) / 2;
  const oy = drawArea.y + (drawArea.h - spec.d * s) / 2;
  const X = (m: number) => ox + m * s;
  const Y = (m: number) => oy + m * s;

  const rooms: Placed[] = [];
  const walls: Wall[] = [];
  divide({ x: 0, y: 0, w: spec.w, h: spec.d }, spec.rooms, rng, rooms, walls);

  // Axes: dash-dot lines and bubbles at the main partitions.
  const xs = [0, ...new Set(walls.filter((w) => w.x1 === w.x2).map((w) => w.x1)), spec.w].sort(
    (a, b) => a - b,
  );
  const ys = [0, ...new Set(walls.filter((w) => w.y1 === w.y2).map((w) => w.y1)), spec.d].sort(
    (a, b) => a - b,
  );
  const thin = (vals: number[], end: number) =>
    vals.filter((v, i) => i === 0 || v === end || (v - vals[i - 1]! >= 1.5 && end - v >= 1.5));
  const axX = thin([...new Set(xs.map((v) => Math.round(v * 100) / 100))], spec.w);
  const axY = thin([...new Set(ys.map((v) => Math.round(v * 100) / 100))], spec.d);
  const axisAttrs = `stroke="${soft}" stroke-width="0.9" stroke-dasharray="18 5 3 5" fill="none" stroke-opacity="0.7"`;
  axX.forEach((v, i) => {
    svg.line(X(v), Y(0) - 95, X(v), Y(spec.d) + 20, axisAttrs);
    svg.circle(X(v), Y(0) - 115, 17, `fill="${bg}" stroke="${ink}" stroke-width="1.4"`);
    svg.text(
      X(v),
      Y(0) - 109,
      String.fromCharCode(65 + i),
      `${font} font-size="17" fill="${ink}" text-anchor="middle"`,
    );
  });
  axY.forEach((v, i) => {
    svg.line(X(0) - 95, Y(v), X(spec.w) + 20, Y(v), axisAttrs);
    svg.circle(X(0) - 115, Y(v), 17, `fill="${bg}" stroke="${ink}" stroke-width="1.4"`);
    svg.text(
      X(0) - 115,
      Y(v) + 6,
      String(i + 1),
      `${font} font-size="17" fill="${ink}" text-anchor="middle"`,
    );
  });

  // Furniture and room names first, walls on top.
  for (const r of rooms) furniture(svg, r, X, Y, s, soft, rng);
  for (const r of rooms) {
    const cx = X(r.x + r.w / 2);
    const cy = Y(r.y + r.h / 2);
    const size = Math.max(10, Math.min(17, (r.w * s * 0.85) / (r.name.length * 0.72)));
    const bw = Math.min(r.w * s * 0.9, r.name.length * size * 0.72 + 16);
    svg.rect(
      cx - bw / 2,
      cy - size * 1.1,
      bw,
      size * 2.6,
      `fill="${bg}" fill-opacity="${blue ? 0.8 : 0.88}"`,
    );
    svg.text(
      cx,
      cy + size * 0.2,
      r.name.toUpperCase(),
      `${font} font-size="${size.toFixed(1)}" fill="${accent}" text-anchor="middle" letter-spacing="1" font-weight="bold"`,
    );
    svg.text(
      cx,
      cy + size * 1.3,
      `${(r.w * r.h).toFixed(1)} m²`,
      `${font} font-size="${(size * 0.8).toFixed(1)}" fill="${soft}" text-anchor="middle"`,
    );
  }

  // Walls: exterior thick, interior thinner, drawn as filled bands with door gaps.
  const ext = 0.3 * s;
  const int = 0.14 * s;
  const wallLines: string[] = [];
  const gaps: { x: number; y: number; w: number; h: number }[] = [];
  const doors: string[] = [];
  const door = 0.9 * s;
  for (const w of walls) {
    wallLines.push(`M${f(X(w.x1))} ${f(Y(w.y1))}L${f(X(w.x2))} ${f(Y(w.y2))}`);
    const len = Math.hypot(w.x2 - w.x1, w.y2 - w.y1) * s;
    if (len < door * 1.6) continue;
    const t = Math.max(door * 0.6, Math.min(len - door * 1.6, len * w.door));
    if (w.x1 === w.x2) {
      const x = X(w.x1);
      const y = Y(w.y1) + t;
      gaps.push({ x: x - int, y, w: int * 2, h: door });
      doors.push(
        `M${f(x)} ${f(y)}L${f(x + door)} ${f(y)}M${f(x + door)} ${f(y)}A${f(door)} ${f(door)} 0 0 1 ${f(x)} ${f(y + door)}`,
      );
    } else {
      const x = X(w.x1) + t;
      const y = Y(w.y1);
      gaps.push({ x, y: y - int, w: door, h: int * 2 });
      doors.push(
        `M${f(x)} ${f(y)}L${f(x)} ${f(y - door)}M${f(x)} ${f(y - door)}A${f(door)} ${f(door)} 0 0 1 ${f(x + door)} ${f(y)}`,
      );
    }
  }
  svg.path(
    wallLines.join(''),
    `stroke="${poche}" stroke-width="${f(int)}" stroke-linecap="square" fill="none"`,
  );
  svg.rect(X(0), Y(0), spec.w * s, spec.d * s, `fill="none" stroke="${poche}" stroke-width="${f(ext)}"`);
  // Windows along the exterior: gaps in the wall with three thin lines.
  const win: string[] = [];
  const winAttrs = `stroke="${ink}" stroke-width="1.1" fill="none"`;
  const addWindows = (horizontal: boolean, at: number, len: number) => {
    let p = rng.range(0.8, 1.6);
    while (p + 1.2 < len - 0.6) {
      const wlen = rng.range(1.2, 2.6);
      if (p + wlen > len - 0.6) break;
      if (horizontal) {
        gaps.push({ x: X(p), y: Y(at) - ext / 2, w: wlen * s, h: ext });
        for (const k of [-0.5, 0, 0.5]) win.push(`M${f(X(p))} ${f(Y(at) + k * ext)}H${f(X(p + wlen))}`);
        win.push(
          `M${f(X(p))} ${f(Y(at) - ext / 2)}V${f(Y(at) + ext / 2)}M${f(X(p + wlen))} ${f(Y(at) - ext / 2)}V${f(Y(at) + ext / 2)}`,
        );
      } else {
        gaps.push({ x: X(at) - ext / 2, y: Y(p), w: ext, h: wlen * s });
        for (const k of [-0.5, 0, 0.5]) win.push(`M${f(X(at) + k * ext)} ${f(Y(p))}V${f(Y(p + wlen))}`);
        win.push(
          `M${f(X(at) - ext / 2)} ${f(Y(p))}H${f(X(at) + ext / 2)}M${f(X(at) - ext / 2)} ${f(Y(p + wlen))}H${f(X(at) + ext / 2)}`,
        );
      }
      p += wlen + rng.range(1.2, 3.5);
    }
  };
  addWindows(true, 0, spec.w);
  addWindows(true, spec.d, spec.w);
  addWindows(false, 0, spec.d);
  addWindows(false, spec.w, spec.d);
  // Main entrance on the bottom wall.
  const entry = spec.w * rng.range(0.3, 0.6);
  gaps.push({ x: X(entry), y: Y(spec.d) - ext / 2 - 1, w: 1.2 * s, h: ext + 2 });
  doors.push(
    `M${f(X(entry))} ${f(Y(spec.d))}L${f(X(entry))} ${f(Y(spec.d) - 1.2 * s)}A${f(1.2 * s)} ${f(1.2 * s)} 0 0 1 ${f(X(entry + 1.2))} ${f(Y(spec.d))}`,
  );
  for (const g of gaps) svg.rect(g.x, g.y, g.w, g.h, `fill="${bg}"`);
  svg.path(win.join(''), winAttrs);
  svg.path(doors.join(''), `stroke="${ink}" stroke-width="1.2" fill="none"`);
  // Entrance arrow.
  svg.path(
    `M${f(X(entry + 0.6))} ${f(Y(spec.d) + 70)}V${f(Y(spec.d) + 25)}M${f(X(entry + 0.6) - 8)} ${f(Y(spec.d) + 37)}L${f(X(entry + 0.6))} ${f(Y(spec.d) + 25)}L${f(X(entry + 0.6) + 8)} ${f(Y(spec.d) + 37)}`,
    `stroke="${accent}" stroke-width="1.6" fill="none"`,
  );
  svg.text(
    X(entry + 0.6),
    Y(spec.d) + 90,
    'ACCESO',
    `${font} font-size="13" fill="${accent}" text-anchor="middle" letter-spacing="2"`,
  );

  // Dimension lines: partial and total, top and left.
  const dim = (a: number, b: number, pos: number, horizontal: boolean) => {
    const attrs = `stroke="${ink}" stroke-width="0.9"`;
    const tick = 7;
    if (horizontal) {
      svg.line(X(a), pos, X(b), pos, attrs);
      for (const v of [a, b]) {
        svg.line(X(v) - tick, pos + tick, X(v) + tick, pos - tick, `stroke="${ink}" stroke-width="1.6"`);
        svg.line(X(v), pos - 12, X(v), pos + 12, attrs);
      }
      if ((b - a) * s > 34)
        svg.text(
          (X(a) + X(b)) / 2,
          pos - 7,
          (b - a).toFixed(2),
          `${font} font-size="14" fill="${ink}" text-anchor="middle"`,
        );
    } else {
      svg.line(pos, Y(a), pos, Y(b), attrs);
      for (const v of [a, b]) {
        svg.line(pos - tick, Y(v) + tick, pos + tick, Y(v) - tick, `stroke="${ink}" stroke-width="1.6"`);
        svg.line(pos - 12, Y(v), pos + 12, Y(v), attrs);
      }
      if ((b - a) * s > 34) {
        const cx = pos - 7;
        const cy = (Y(a) + Y(b)) / 2;
        svg.text(
          cx,
          cy,
          (b - a).toFixed(2),
          `${font} font-size="14" fill="${ink}" text-anchor="middle" transform="rotate(-90 ${f(cx)} ${f(cy)})"`,
        );
      }
    }
  };
  for (let i = 0; i < axX.length - 1; i++) dim(axX[i]!, axX[i + 1]!, Y(0) - 45, true);
  dim(0, spec.w, Y(0) - 75, true);
  for (let i = 0; i < axY.length - 1; i++) dim(axY[i]!, axY[i + 1]!, X(0) - 45, false);
  dim(0, spec.d, X(0) - 75, false);

  // North arrow and scale bar.
  const nx = tbX - 90;
  const ny = 140;
  svg.circle(nx, ny, 34, `fill="none" stroke="${ink}" stroke-width="1.3"`);
  svg.path(
    `M${nx} ${ny - 44}L${nx + 12} ${ny + 18}L${nx} ${ny + 8}L${nx - 12} ${ny + 18}Z`,
    `fill="${accent}"`,
  );
  svg.text(nx, ny - 52, 'N', `${font} font-size="18" fill="${ink}" text-anchor="middle" font-weight="bold"`);
  const sbx = drawArea.x;
  const sby = H - 95;
  for (let i = 0; i < 5; i++)
    svg.rect(sbx + i * s, sby, s, 8, `fill="${i % 2 === 0 ? ink : 'none'}" stroke="${ink}" stroke-width="1"`);
  svg.rect(sbx + 5 * s, sby, 5 * s, 8, `fill="none" stroke="${ink}" stroke-width="1"`);
  for (const m of [0, 1, 2, 5, 10])
    svg.text(sbx + m * s, sby + 28, String(m), `${font} font-size="13" fill="${ink}" text-anchor="middle"`);
  svg.text(sbx + 10 * s + 16, sby + 9, 'm', `${font} font-size="13" fill="${ink}"`);

  // Title block contents.
  const tx = tbX + 30;
  const tw = W - 50 - tbX - 60;
  const row = (y: number, label: string, value: string, size = 20) => {
    svg.text(tx, y, label, `${font} font-size="12" fill="${soft}" letter-spacing="1.5"`);
    svg.text(tx, y + size + 8, value, `${font} font-size="${size}" fill="${ink}"`);
    svg.line(
      tbX,
      y + size + 26,
      W - 50,
      y + size + 26,
      `stroke="${ink}" stroke-width="0.7" stroke-opacity="0.6"`,
    );
  };
  svg.text(
    tx,
    110,
    'ALBA NOGAL',
    `${font} font-size="34" fill="${accent}" font-weight="bold" letter-spacing="6"`,
  );
  svg.text(
    tx,
    138,
    'ARQUITECTURA E INTERIORISMO',
    `${font} font-size="13" fill="${soft}" letter-spacing="3"`,
  );
  svg.line(tbX, 170, W - 50, 170, `stroke="${ink}" stroke-width="1.2"`);
  row(205, 'PROYECTO', spec.project.toUpperCase(), spec.project.length > 22 ? 19 : 24);
  row(290, 'UBICACIÓN', spec.location, 16);
  row(365, 'PLANO', `PLANTA ARQUITECTÓNICA`, 18);
  row(440, 'NIVEL', spec.level.toUpperCase(), 18);
  row(515, 'ESCALA', '1:100 · COTAS EN METROS', 16);
  row(590, 'FECHA', `${spec.year}`, 18);
  // Notes.
  const notes = [
    'NOTAS GENERALES',
    '1. Las cotas rigen sobre el dibujo.',
    '2. Verificar medidas en obra antes',
    '    de fabricar carpinterías.',
    '3. Niveles referidos a N.P.T. ±0.00.',
    '4. Ver planos de instalaciones y',
    '    estructura para coordinación.',
  ];
  notes.forEach((n, i) =>
    svg.text(
      tx,
      680 + i * 24,
      n,
      `${font} font-size="${i === 0 ? 13 : 14}" fill="${i === 0 ? soft : ink}" letter-spacing="${i === 0 ? 1.5 : 0}"`,
    ),
  );
  svg.rect(
    tbX,
    H - 190,
    W - 50 - tbX,
    140,
    `fill="${blue ? '#ffffff' : '#253646'}" fill-opacity="${blue ? 0.06 : 0.06}"`,
  );
  svg.text(tx, H - 150, 'HOJA', `${font} font-size="12" fill="${soft}" letter-spacing="1.5"`);
  svg.text(tx, H - 85, spec.sheet, `${font} font-size="56" fill="${accent}" font-weight="bold"`);
  svg.text(
    tx + tw,
    H - 85,
    STUDIO.split(' · ')[0]!,
    `${font} font-size="12" fill="${soft}" text-anchor="end" letter-spacing="2"`,
  );
  void C;
  return svg.toString();
}

/** Symbols of furniture by the kind of room, so each plan reads as a lived-in place. */
function furniture(
  svg: Svg,
  r: Placed,
  X: (m: number) => number,
  Y: (m: number) => number,
  s: number,
  ink: string,
  rng: Rng,
): void {
  const n = r.name.toLowerCase();
  const a = `fill="none" stroke="${ink}" stroke-width="1" stroke-opacity="0.85"`;
  const x0 = X(r.x);
  const y0 = Y(r.y);
  const w = r.w * s;
  const h = r.h * s;
  const pad = 0.35 * s;
  const rect = (x: number, y: number, ww: number, hh: number, rx = 0) =>
    svg.rect(x, y, ww, hh, `${a}${rx ? ` rx="${f(rx)}"` : ''}`);
  if (n.includes('recámara') || n.includes('habitación') || n.includes('dormitorio')) {
    const bw = (n.includes('principal') ? 1.9 : 1.3) * s;
    const bl = 2.05 * s;
    const bx = x0 + (w - bw) / 2;
    const by = y0 + pad;
    rect(bx, by, bw, bl, 3);
    rect(bx + bw * 0.08, by + 0.12 * s, bw * 0.38, 0.4 * s, 4);
    rect(bx + bw * 0.54, by + 0.12 * s, bw * 0.38, 0.4 * s, 4);
    svg.line(bx, by + bl * 0.62, bx + bw, by + bl * 0.62, a);
    rect(bx - 0.55 * s, by, 0.45 * s, 0.45 * s);
    rect(bx + bw + 0.1 * s, by, 0.45 * s, 0.45 * s);
    if (h > 3.8 * s) rect(x0 + pad, y0 + h - pad - 0.6 * s, Math.min(w - 2 * pad, 2.4 * s), 0.6 * s);
  } else if (
    (n.includes('sala') || n.includes('estancia')) &&
    !n.includes('lectura') &&
    !n.includes('juntas') &&
    !n.includes('infantil') &&
    !n.includes('usos')
  ) {
    const sw = Math.min(w - 2 * pad, 2.8 * s);
    const sx = x0 + (w - sw) / 2;
    const sy = y0 + h - pad - 0.95 * s;
    rect(sx, sy, sw, 0.95 * s, 6);
    svg.line(sx, sy + 0.25 * s, sx + sw, sy + 0.25 * s, a);
    rect(sx + sw * 0.25, sy - 1.4 * s, sw * 0.5, 0.7 * s, 3);
    svg.rect(
      sx + sw * 0.1,
      sy - 2.4 * s,
      sw * 0.8,
      2.1 * s,
      `fill="none" stroke="${ink}" stroke-width="0.8" stroke-dasharray="6 4" stroke-opacity="0.6"`,
    );
  } else if (n.includes('comedor')) {
    const tw = Math.min(w - 2 * pad - 1.2 * s, 2.4 * s);
    const th = 1.0 * s;
    const tx = x0 + (w - tw) / 2;
    const ty = y0 + (h - th) / 2;
    rect(tx, ty, tw, th, 2);
    const k = Math.max(2, Math.floor(tw / (0.65 * s)));
    for (let i = 0; i < k; i++) {
      const cx = tx + (tw * (i + 0.5)) / k;
      svg.circle(cx, ty - 0.3 * s, 0.22 * s, a);
      svg.circle(cx, ty + th + 0.3 * s, 0.22 * s, a);
    }
  } else if (
    n.includes('cocina') ||
    n.includes('barra') ||
    n.includes('cafetería') ||
    n.includes('comedor de')
  ) {
    rect(x0 + 0.1 * s, y0 + 0.1 * s, w - 0.2 * s, 0.65 * s);
    svg.circle(x0 + w * 0.3, y0 + 0.42 * s, 0.18 * s, a);
    svg.circle(x0 + w * 0.3 + 0.4 * s, y0 + 0.42 * s, 0.18 * s, a);
    rect(x0 + w * 0.62, y0 + 0.2 * s, 0.8 * s, 0.45 * s, 3);
    if (h > 3 * s && w > 3 * s) rect(x0 + w * 0.25, y0 + h * 0.5, w * 0.5, 0.9 * s, 2);
  } else if (n.includes('baño') || n.includes('sanitario')) {
    const k = n.includes('sanitarios') ? Math.max(2, Math.floor(w / (1.0 * s))) : 1;
    for (let i = 0; i < k; i++) {
      const cx = x0 + (w * (i + 0.5)) / k;
      svg.ellipse(cx, y0 + 0.55 * s, 0.2 * s, 0.28 * s, a);
      rect(cx - 0.22 * s, y0 + 0.1 * s, 0.44 * s, 0.2 * s);
    }
    rect(x0 + 0.1 * s, y0 + h - 0.6 * s, Math.min(w * 0.5, 1.2 * s), 0.5 * s, 2);
  } else if (n.includes('terraza') || n.includes('patio') || n.includes('jardín') || n.includes('plaza')) {
    // Paving pattern and a tree.
    let d = '';
    const step = 0.6 * s;
    for (let t = step; t < w + h; t += step) {
      const xa = x0 + Math.max(0, t - h);
      const ya = y0 + Math.min(h, t);
      const xb = x0 + Math.min(w, t);
      const yb = y0 + Math.max(0, t - w);
      d += `M${f(xa)} ${f(ya)}L${f(xb)} ${f(yb)}`;
    }
    svg.path(d, `stroke="${ink}" stroke-width="0.5" stroke-opacity="0.4" fill="none"`);
    const tr = Math.min(w, h) * 0.22;
    const cx = x0 + w * rng.range(0.35, 0.65);
    const cy = y0 + h * rng.range(0.35, 0.65);
    let t = '';
    for (let i = 0; i < 14; i++) {
      const ang = (i / 14) * Math.PI * 2;
      const rr = tr * (i % 2 ? 0.82 : 1);
      t += `${i ? 'L' : 'M'}${f(cx + Math.cos(ang) * rr)} ${f(cy + Math.sin(ang) * rr)}`;
    }
    svg.path(t + 'Z', `fill="none" stroke="${ink}" stroke-width="1"`);
    svg.circle(cx, cy, 3, `fill="${ink}"`);
  } else if (
    n.includes('lectura') ||
    n.includes('trabajo') ||
    n.includes('aula') ||
    n.includes('taller') ||
    n.includes('salón') ||
    n.includes('usos')
  ) {
    const rows = Math.max(1, Math.floor((h - 2 * pad) / (2.2 * s)));
    const cols = Math.max(1, Math.floor((w - 2 * pad) / (2.6 * s)));
    for (let i = 0; i < rows; i++) {
      for (let j = 0; j < cols; j++) {
        const tx = x0 + pad + j * ((w - 2 * pad) / cols) + 0.2 * s;
        const ty = y0 + pad + i * ((h - 2 * pad) / rows) + 0.5 * s;
        const tw = (w - 2 * pad) / cols - 0.4 * s;
        rect(tx, ty, tw, 0.8 * s);
        const k = Math.max(1, Math.floor(tw / (0.7 * s)));
        for (let c = 0; c < k; c++) svg.circle(tx + (tw * (c + 0.5)) / k, ty + 1.05 * s, 0.18 * s, a);
      }
    }
  } else if (
    n.includes('acervo') ||
    n.includes('bodega') ||
    n.includes('archivo') ||
    n.includes('exhibición') ||
    n.includes('hemeroteca') ||
    n.includes('vestidor') ||
    n.includes('tostador')
  ) {
    const k = Math.max(1, Math.floor((w - pad) / (1.4 * s)));
    for (let i = 0; i < k; i++) rect(x0 + pad + i * 1.4 * s, y0 + pad, 0.45 * s, h - 2 * pad);
  } else if (
    n.includes('juntas') ||
    n.includes('privado') ||
    n.includes('dirección') ||
    n.includes('estudio') ||
    n.includes('oficina') ||
    n.includes('administración') ||
    n.includes('recepción')
  ) {
    const tw = Math.min(w - 2 * pad, 2.2 * s);
    const tx = x0 + (w - tw) / 2;
    const ty = y0 + h / 2 - 0.45 * s;
    rect(tx, ty, tw, 0.9 * s, 3);
    svg.circle(tx + tw / 2, ty + 1.25 * s, 0.22 * s, a);
    if (n.includes('juntas'))
      for (let c = 0; c < 3; c++) svg.circle(tx + (tw * (c + 0.5)) / 3, ty - 0.3 * s, 0.2 * s, a);
  } else if (
    n.includes('vestíbulo') ||
    n.includes('acceso') ||
    n.includes('circulación') ||
    n.includes('recepción')
  ) {
    rect(x0 + w * 0.3, y0 + h * 0.35, w * 0.4, 0.6 * s, 3);
  }
}
