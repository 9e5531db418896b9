import { focusStyle, type FocalPoint } from './focal-point';

// Focal points read from places the database's check constraints do not guard: the studio
// settings' JSON (founders' portraits), a row handed to the served head. Anything that is not
// two numbers in [0, 1] is the centre (null). Loaded with the panel and the server, not with the
// public pages (core/media/focal-point.ts has what those need).

const unit = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;

/** The point when both numbers are in [0, 1]; null (the centre) for anything else. */
export function focalPoint(x: unknown, y: unknown): FocalPoint | null {
  return unit(x) && unit(y) ? { x, y } : null;
}

/**
 * A point the studio settings keep as text, `"x y"` (a founder's `focus`: text, so the settings'
 * normaliser carries it like its other strings at no cost to the public pages); '' or anything
 * else is the centre.
 */
export function focalPointOf(stored: string): FocalPoint | null {
  const [x, y, rest] = stored.trim().split(/\s+/);
  return rest === undefined && x && y ? focalPoint(Number(x), Number(y)) : null;
}

/** The same point as the settings keep it: `"0.25 0.4"`; '' for the centre. */
export const focalPointText = (point: FocalPoint | null): string => (point ? `${point.x} ${point.y}` : '');

/** React's style prop for an image cropped around `point` (null: the centre). */
export const pointStyle = (point: FocalPoint | null) => focusStyle(point?.x, point?.y);

const percent = (v: number) => `${Math.round(v * 1000) / 10}%`;

/** The CSS object-position for the point: `"12.5% 40%"`; undefined for the centre. */
export function objectPosition(point: FocalPoint | null): string | undefined {
  return point ? `${percent(point.x)} ${percent(point.y)}` : undefined;
}
