import type { FocalPoint } from './focal-point';

// The picture a link preview shows (og:image, twitter:image): 1200 × 630, the size Facebook,
// LinkedIn, WhatsApp and X show large. The served head names it with these dimensions; the panel
// cuts a cover's copy to it around the cover's focal point (src/lib/renditions/link-preview.ts).
// Plain data and arithmetic: the server, the prerender and the panel share it.

export const LINK_PREVIEW = { width: 1200, height: 630 } as const;

/**
 * Where an image of `width` × `height` is drawn so that it covers a `frame` and keeps `point`
 * where CSS's object-position would (the site's crops and the panel's previews use it): scaled
 * to cover, then shifted so the point's share of the overflow lies left of (above) the frame.
 * The point is always inside the frame. Null point: the centre.
 */
export function coverPlacement(
  width: number,
  height: number,
  frame: { width: number; height: number },
  point: FocalPoint | null,
): { x: number; y: number; width: number; height: number } {
  const scale = Math.max(frame.width / width, frame.height / height);
  const w = width * scale;
  const h = height * scale;
  const { x, y } = point ?? { x: 0.5, y: 0.5 };
  return { x: -(w - frame.width) * x, y: -(h - frame.height) * y, width: w, height: h };
}
