// Small colour arithmetic on '#rrggbb' strings.

export type Rgb = [number, number, number];

export function parse(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function hex(rgb: Rgb): string {
  return (
    '#' +
    rgb
      .map((c) =>
        Math.max(0, Math.min(255, Math.round(c)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Multiplies each channel by k (k < 1 darkens). */
export function scale(c: string, k: number): string {
  const x = parse(c);
  return hex([x[0] * k, x[1] * k, x[2] * k]);
}

/** Channel-wise multiply of two colours (a light colour tinting a surface). */
export function multiply(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  return hex([(x[0] * y[0]) / 255, (x[1] * y[1]) / 255, (x[2] * y[2]) / 255]);
}

export function lighten(c: string, t: number): string {
  return mix(c, '#ffffff', t);
}

export function darken(c: string, t: number): string {
  return mix(c, '#000000', t);
}

/** Shifts a colour a little, for variety between repeated elements. */
export function jitter(c: string, amount: number, r: () => number): string {
  const x = parse(c);
  const d = (r() - 0.5) * 2 * amount;
  return hex([x[0] * (1 + d), x[1] * (1 + d * 0.9), x[2] * (1 + d * 0.8)]);
}
