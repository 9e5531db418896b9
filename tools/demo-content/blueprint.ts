// Architectural floor plans: rooms laid out by recursive division of the footprint, walls with
// doors and windows, furniture symbols, dimension lines, axes, north arrow and a title block.
// Two styles: white lines on blueprint blue, or graphite on warm paper. The furniture symbols are
// in plan-furniture.ts; the north arrow, scale bar and title block in plan-sheet.ts.
import { H, W, type PlanSpec } from './plan-spec.ts';
import { furniture, type Placed, type Rect } from './plan-furniture.ts';
import { sheetMarks } from './plan-sheet.ts';
import { Rng } from './rng.ts';
import { Svg, f } from './svg.ts';

interface Wall {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  door: number;
}

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

  sheetMarks(svg, spec, { ink, soft, accent, font, blue }, { titleX: tbX, scaleX: drawArea.x, scale: s });
  return svg.toString();
}
