import type { Render } from '../../../../../core/database-shapes';

// How the panel names a render in the tour's and the pairs' lists: the studio's description, else
// its place among the renders ('Render 3'), as the renders' own list numbers them.
export function renderName(render: Pick<Render, 'description'>, index: number): string {
  return render.description?.trim() || `Render ${index + 1}`;
}

/** A door's place in a panorama (a point on the flat 2:1 image) as the viewer's yaw and pitch, in radians. */
export const doorAngles = (p: { x: number; y: number }) => ({
  yaw: (p.x - 0.5) * 2 * Math.PI,
  pitch: (0.5 - p.y) * Math.PI,
});

/** The point on the flat 2:1 image of a door at that yaw and pitch. */
export const doorPoint = (a: { yaw: number; pitch: number }) => ({
  x: a.yaw / (2 * Math.PI) + 0.5,
  y: 0.5 - a.pitch / Math.PI,
});

/** A door's direction in words for the list: degrees from the panorama's centre, clockwise. */
export const doorDegrees = (yaw: number) => `${Math.round((yaw * 180) / Math.PI)}°`;
