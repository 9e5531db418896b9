// Symbols of furniture drawn on a floor plan (blueprint.ts), by the kind of room: beds, sofas,
// tables, kitchen runs, bathroom fittings, shelves and desks, so each plan reads as a lived-in place.
import { Rng } from './rng.ts';
import { Svg, f } from './svg.ts';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A room placed on the plan, in metres from the footprint's corner. */
export interface Placed extends Rect {
  name: string;
}

/** Symbols of furniture by the kind of room, so each plan reads as a lived-in place. */
export function furniture(
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
