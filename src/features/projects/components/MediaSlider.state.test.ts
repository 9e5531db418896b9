import { describe, expect, it } from 'vitest';
import { counterText, initialSlider, switchMode, wrapIndex } from './MediaSlider.state';

describe('project media slider state', () => {
  it('starts on renders, or on blueprints when there are no renders, or not at all', () => {
    expect(initialSlider(3, 2)).toEqual({ mode: 'Render', index: 0 });
    expect(initialSlider(0, 2)).toEqual({ mode: 'Detalle', index: 0 });
    expect(initialSlider(0, 0)).toBeNull();
  });

  it('resets the index when the mode changes', () => {
    expect(switchMode('Detalle')).toEqual({ mode: 'Detalle', index: 0 });
  });

  it('wraps forward from the last and backward from the first', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(1, 1, 5)).toBe(2);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 0)).toBe(0);
  });

  it('counts from 1', () => {
    expect(counterText(1, 5)).toBe('2 / 5');
  });
});
