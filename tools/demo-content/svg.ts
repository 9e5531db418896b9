// A tiny SVG document builder: shapes go into the body, gradients and filters into <defs>.

export type Pt = { x: number; y: number };
export type Stop = [offset: number, color: string, opacity?: number];

export const f = (n: number): string => {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function pathOf(points: readonly Pt[], close = true): string {
  if (points.length === 0) return '';
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${f(p.x)} ${f(p.y)}`).join('') + (close ? 'Z' : '');
}

/** A smooth closed blob through the given points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly Pt[], close = true): string {
  const n = points.length;
  if (n < 3) return pathOf(points, close);
  const at = (i: number): Pt => {
    const p = close ? points[(i + n) % n] : points[Math.max(0, Math.min(n - 1, i))];
    return p as Pt;
  };
  let d = `M${f(at(0).x)} ${f(at(0).y)}`;
  const last = close ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += `C${f(c1.x)} ${f(c1.y)} ${f(c2.x)} ${f(c2.y)} ${f(p2.x)} ${f(p2.y)}`;
  }
  return d + (close ? 'Z' : '');
}

export class Svg {
  readonly width: number;
  readonly height: number;
  private defs: string[] = [];
  private body: string[] = [];
  private ids = 0;
  private blurCache = new Map<string, string>();

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
  }

  id(prefix = 'i'): string {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }

  add(fragment: string): void {
    this.body.push(fragment);
  }

  def(fragment: string): void {
    this.defs.push(fragment);
  }

  /** Linear gradient in user space from (x1,y1) to (x2,y2); returns `url(#id)`. */
  linear(x1: number, y1: number, x2: number, y2: number, stops: readonly Stop[]): string {
    const id = this.id('g');
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${stopsOf(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in user space; `ry` squashes it into an ellipse. */
  radial(cx: number, cy: number, r: number, stops: readonly Stop[], ry?: number): string {
    const id = this.id('r');
    const transform =
      ry !== undefined && r > 0
        ? ` gradientTransform="translate(${f(cx)} ${f(cy)}) scale(1 ${(ry / r).toFixed(4)}) translate(${f(-cx)} ${f(-cy)})"`
        : '';
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${transform}>${stopsOf(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A cached Gaussian blur filter; returns `url(#id)`. */
  blur(std: number): string {
    const key = std.toFixed(2);
    const cached = this.blurCache.get(key);
    if (cached) return cached;
    const id = this.id('b');
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${key}"/></filter>`,
    );
    const url = `url(#${id})`;
    this.blurCache.set(key, url);
    return url;
  }

  /** Fractal-noise texture filter, for paper, plaster and film grain baked into a shape. */
  noise(freq: number, octaves: number, seed: number, alpha: number): string {
    const id = this.id('n');
    this.def(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}" result="t"/><feColorMatrix in="t" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 ${alpha} 0"/><feComposite in2="SourceGraphic" operator="in"/></filter>`,
    );
    return `url(#${id})`;
  }

  rect(x: number, y: number, w: number, h: number, attrs: string): void {
    this.add(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" ${attrs}/>`);
  }

  path(d: string, attrs: string): void {
    if (d) this.add(`<path d="${d}" ${attrs}/>`);
  }

  poly(points: readonly Pt[], attrs: string): void {
    if (points.length >= 2) this.add(`<path d="${pathOf(points)}" ${attrs}/>`);
  }

  line(x1: number, y1: number, x2: number, y2: number, attrs: string): void {
    this.add(`<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" ${attrs}/>`);
  }

  circle(cx: number, cy: number, r: number, attrs: string): void {
    this.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" ${attrs}/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, attrs: string): void {
    this.add(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" ${attrs}/>`);
  }

  text(x: number, y: number, content: string, attrs: string): void {
    this.add(`<text x="${f(x)}" y="${f(y)}" ${attrs}>${esc(content)}</text>`);
  }

  /** Wraps what `draw` adds into a group with the given attributes. */
  group(attrs: string, draw: () => void): void {
    this.add(`<g ${attrs}>`);
    draw();
    this.add('</g>');
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

function stopsOf(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o.toFixed(3)}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a.toFixed(3)}"` : ''}/>`,
    )
    .join('');
}
