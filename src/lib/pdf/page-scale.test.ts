import { describe, expect, it } from 'vitest';
import { MAX_CANVAS_AREA, MAX_CANVAS_SIDE, MIN_PX_PER_MM, pageScale } from './page-scale';

const pt = (mm: number) => (mm * 72) / 25.4;

describe('pageScale', () => {
  it('draws an A1 sheet at 8 px per mm, above the 6 px per mm the studio needs', () => {
    const a1 = pageScale(pt(841), pt(594));
    expect(a1.width).toBe(6728);
    expect(a1.height).toBe(4752);
    expect(a1.pxPerMm).toBeGreaterThanOrEqual(MIN_PX_PER_MM);
  });

  it('caps an A0 sheet to the canvas area and still keeps it readable', () => {
    const a0 = pageScale(pt(1189), pt(841));
    expect(a0.width * a0.height).toBeLessThanOrEqual(MAX_CANVAS_AREA);
    expect(a0.pxPerMm).toBeGreaterThanOrEqual(7);
  });

  it('caps a long strip to the canvas side', () => {
    const strip = pageScale(pt(5000), pt(300));
    expect(strip.width).toBeLessThanOrEqual(MAX_CANVAS_SIDE);
    expect(strip.width * strip.height).toBeLessThanOrEqual(MAX_CANVAS_AREA);
  });
});
