// The focal point of an image: what must stay in view wherever the site crops the image to fill
// a frame (object-fit: cover). Stored as two numbers from 0 (left/top) to 1 (right/bottom) beside
// the image's URL (supabase/migrations/20261127001000_focal_points.sql), or in the studio's
// settings for the founders' portraits and the reel's poster; absent means the centre, which is
// what every crop did before. Asset-free and tiny: the public pages, the served head and the
// panel all read points through this one file.

export interface FocalPoint {
  x: number;
  y: number;
}

const unit = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;

/** The point when both numbers are in [0, 1]; null (the centre) for anything else. */
export function focalPoint(x: unknown, y: unknown): FocalPoint | null {
  return unit(x) && unit(y) ? { x, y } : null;
}

/** A stored `{x, y}` object (the studio settings' JSON), tolerated in any shape. */
export function focalPointOf(stored: unknown): FocalPoint | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { x, y } = stored as Record<string, unknown>;
  return focalPoint(x, y);
}

const percent = (v: number) => `${Math.round(v * 1000) / 10}%`;

/** The CSS object-position for the point: `"12.5% 40%"`; undefined for the centre (the default). */
export function objectPosition(point: FocalPoint | null): string | undefined {
  return point ? `${percent(point.x)} ${percent(point.y)}` : undefined;
}

/**
 * React's style prop for a cropped image. React sets it through the CSSOM (element.style), which
 * the page's Content-Security-Policy allows; an inline style attribute in served HTML it would not.
 */
export function focusStyle(point: FocalPoint | null): { objectPosition: string } | undefined {
  const position = objectPosition(point);
  return position ? { objectPosition: position } : undefined;
}

/** The style for a project's cover (Project.render_focus_x/y). */
export const coverFocus = (p: { render_focus_x?: number | null; render_focus_y?: number | null }) =>
  focusStyle(focalPoint(p.render_focus_x, p.render_focus_y));

/** The style for a render, plano or gallery photo (focus_x/y). */
export const mediaFocus = (m: { focus_x?: number | null; focus_y?: number | null }) =>
  focusStyle(focalPoint(m.focus_x, m.focus_y));
