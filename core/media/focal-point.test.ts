import { describe, expect, it } from 'vitest';
import { focusStyle } from './focal-point';
import { focalPoint, focalPointOf, focalPointText, pointStyle, objectPosition } from './focal-point-read';
import { studioSettings } from '../studio/studio-settings';

describe('focal points', () => {
  it('a stored point becomes the CSS object-position the crop uses', () => {
    expect(objectPosition({ x: 0, y: 0.5 })).toBe('0% 50%');
    expect(objectPosition({ x: 0.125, y: 1 })).toBe('12.5% 100%');
    expect(focusStyle(0.25, 0.75)).toEqual({ objectPosition: '25% 75%' });
    expect(pointStyle({ x: 1, y: 0 })).toEqual({ objectPosition: '100% 0%' });
  });

  it('no point, half a point or one outside the image is the centre (no style at all)', () => {
    expect(focusStyle(null, null)).toBeUndefined();
    expect(pointStyle(null)).toBeUndefined();
    expect(focalPoint(-0.1, 0.5)).toBeNull();
    expect(focalPoint(0.5, Number.NaN)).toBeNull();
    expect(focalPoint('0.5', 0.5)).toBeNull();
    expect(focalPointOf('0.5')).toBeNull();
    expect(focalPointOf('0.5 0.5 0.5')).toBeNull();
    expect(focalPointOf('izquierda arriba')).toBeNull();
    expect(focalPointOf('0.2 0.8')).toEqual({ x: 0.2, y: 0.8 });
    expect(focalPointOf(focalPointText({ x: 0, y: 1 }))).toEqual({ x: 0, y: 1 });
  });

  it("the studio settings keep a founder's portrait point and tolerate any other shape", () => {
    const s = studioSettings({ founders: [{ focus: '0.1 0.2' }, { focus: { x: 0.1 } }] });
    expect(focalPointOf(s.founders[0].focus)).toEqual({ x: 0.1, y: 0.2 });
    expect(focalPointOf(s.founders[1].focus)).toBeNull();
    expect(focalPointOf(studioSettings(null).founders[0].focus)).toBeNull();
  });
});
