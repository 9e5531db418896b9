import { describe, expect, it } from 'vitest';
import { coverFocus, focalPoint, focalPointOf, mediaFocus, objectPosition } from './focal-point';
import { studioSettings } from './studio-settings';

describe('focal points', () => {
  it('a stored point becomes the CSS object-position the crop uses', () => {
    expect(objectPosition({ x: 0, y: 0.5 })).toBe('0% 50%');
    expect(objectPosition({ x: 0.125, y: 1 })).toBe('12.5% 100%');
    expect(coverFocus({ render_focus_x: 0.05, render_focus_y: 0.75 })).toEqual({ objectPosition: '5% 75%' });
    expect(mediaFocus({ focus_x: 1, focus_y: 0 })).toEqual({ objectPosition: '100% 0%' });
  });

  it('no point, half a point or one outside the image is the centre (no style at all)', () => {
    expect(coverFocus({ render_focus_x: null, render_focus_y: null })).toBeUndefined();
    expect(mediaFocus({ focus_x: 0.3, focus_y: null })).toBeUndefined();
    expect(focalPoint(-0.1, 0.5)).toBeNull();
    expect(focalPoint(0.5, Number.NaN)).toBeNull();
    expect(focalPoint('0.5', 0.5)).toBeNull();
    expect(focalPointOf([0.5, 0.5])).toBeNull();
    expect(focalPointOf({ x: 0.2, y: 0.8 })).toEqual({ x: 0.2, y: 0.8 });
  });

  it("the studio settings keep a founder's portrait point and tolerate any other shape", () => {
    const s = studioSettings({ founders: [{ focus: { x: 0.1, y: 0.2 } }, { focus: 'left' }] });
    expect(s.founders[0].focus).toEqual({ x: 0.1, y: 0.2 });
    expect(s.founders[1].focus).toBeNull();
    expect(studioSettings(null).founders[0].focus).toBeNull();
  });
});
