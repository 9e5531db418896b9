import { describe, expect, it } from 'vitest';
import { coverPlacement, LINK_PREVIEW } from './link-preview-size';

describe('coverPlacement', () => {
  it('covers the frame and keeps a point at the left edge in it, as object-position: 0% does', () => {
    // A 3:1 render: scaled to 1890 × 630, 690 px too wide.
    const left = coverPlacement(3000, 1000, LINK_PREVIEW, { x: 0, y: 0.5 });
    expect(left).toEqual({ x: -0, y: -0, width: 1890, height: 630 });
    const right = coverPlacement(3000, 1000, LINK_PREVIEW, { x: 1, y: 0.5 });
    expect(right.x).toBe(-690);
  });

  it('centres without a point, and the point stays inside the frame wherever it is', () => {
    expect(coverPlacement(3000, 1000, LINK_PREVIEW, null).x).toBe(-345);
    for (const x of [0, 0.1, 0.37, 0.9, 1]) {
      const p = coverPlacement(3000, 1000, LINK_PREVIEW, { x, y: 0.2 });
      const pointOnFrame = p.x + x * p.width;
      expect(pointOnFrame).toBeGreaterThanOrEqual(0);
      expect(pointOnFrame).toBeLessThanOrEqual(LINK_PREVIEW.width);
    }
  });
});
