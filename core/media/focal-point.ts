// The focal point of an image: what must stay in view wherever the site crops the image to fill
// a frame (object-fit: cover). Stored as two numbers from 0 (left/top) to 1 (right/bottom) beside
// the image's URL (supabase/migrations/20261127001000_focal_points.sql), both or neither, which
// the database's check constraints guarantee; absent means the centre, which is what every crop
// did before. The public pages are at their JS budget, so this file holds only what every page
// needs (a project cover's crop): the rest is in focal-point-read.ts.

export interface FocalPoint {
  x: number;
  y: number;
}

/**
 * React's style prop for an image cropped around (x, y); undefined for the centre (the default).
 * Only x is tested: the database stores both numbers or neither. A value that is not a number
 * gives a position the browser ignores (the centre). React sets it through the CSSOM
 * (element.style), which the page's Content-Security-Policy allows; a style attribute in served
 * HTML it would not.
 */
export const focusStyle = (x?: number | null, y?: number | null) =>
  x == null ? undefined : { objectPosition: `${x * 100}% ${y! * 100}%` };

/**
 * The same for a point the studio settings keep as text, `"x y"` (a founder's portrait, the
 * reel's poster); '' is the centre, and a text that is not a point gives a position the browser
 * ignores, i.e. the centre too.
 */
export const textFocusStyle = (text: string) =>
  text ? focusStyle(...(text.split(' ').map(Number) as [number, number])) : undefined;
