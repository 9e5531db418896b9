import { describe, expect, it } from 'vitest';
import { initialSliderState, sliderReducer, type SliderAction, type SliderState } from './slider-state';

function run(state: SliderState, ...actions: SliderAction[]): SliderState {
  return actions.reduce(sliderReducer, state);
}

describe('slider state (SPEC §4)', () => {
  it('starts at 0 with the last project as the previous one, moving forward', () => {
    expect(initialSliderState(5)).toEqual({ count: 5, current: 0, previous: 4, direction: 'forward' });
  });

  it('next: previous becomes current, current advances', () => {
    expect(run(initialSliderState(5), { type: 'next' })).toEqual({
      count: 5,
      current: 1,
      previous: 0,
      direction: 'forward',
    });
  });

  it('next wraps from the last project to the first', () => {
    const atLast = run(initialSliderState(5), { type: 'jump', index: 4 });
    expect(sliderReducer(atLast, { type: 'next' })).toEqual({
      count: 5,
      current: 0,
      previous: 4,
      direction: 'forward',
    });
  });

  it('back: previous becomes current, current goes back, moving backward', () => {
    const atTwo = run(initialSliderState(5), { type: 'next' }, { type: 'next' });
    expect(sliderReducer(atTwo, { type: 'back' })).toEqual({
      count: 5,
      current: 1,
      previous: 2,
      direction: 'backward',
    });
  });

  it('back wraps from the first project to the last', () => {
    expect(sliderReducer(initialSliderState(5), { type: 'back' })).toEqual({
      count: 5,
      current: 4,
      previous: 0,
      direction: 'backward',
    });
  });

  it('going all the way round in either direction returns to the start', () => {
    const next5 = run(initialSliderState(5), ...Array<SliderAction>(5).fill({ type: 'next' }));
    expect(next5.current).toBe(0);
    const back5 = run(initialSliderState(5), ...Array<SliderAction>(5).fill({ type: 'back' }));
    expect(back5.current).toBe(0);
  });

  it('a dot jump sets the direction by where the target lies', () => {
    const ahead = sliderReducer(initialSliderState(5), { type: 'jump', index: 3 });
    expect(ahead).toEqual({ count: 5, current: 3, previous: 0, direction: 'forward' });
    expect(sliderReducer(ahead, { type: 'jump', index: 1 })).toEqual({
      count: 5,
      current: 1,
      previous: 3,
      direction: 'backward',
    });
  });

  it('a jump to the current slide or outside the list changes nothing', () => {
    const state = initialSliderState(5);
    expect(sliderReducer(state, { type: 'jump', index: 0 })).toBe(state);
    expect(sliderReducer(state, { type: 'jump', index: 5 })).toBe(state);
    expect(sliderReducer(state, { type: 'jump', index: -1 })).toBe(state);
  });

  it('with one slide, moves stay on it; with none, nothing moves', () => {
    expect(sliderReducer(initialSliderState(1), { type: 'next' })).toMatchObject({ current: 0, previous: 0 });
    expect(sliderReducer(initialSliderState(1), { type: 'back' })).toMatchObject({ current: 0, previous: 0 });
    const empty = initialSliderState(0);
    expect(sliderReducer(empty, { type: 'next' })).toBe(empty);
    expect(sliderReducer(empty, { type: 'back' })).toBe(empty);
  });

  it('reset starts over for a new number of slides', () => {
    const moved = run(initialSliderState(3), { type: 'next' });
    expect(sliderReducer(moved, { type: 'reset', count: 5 })).toEqual(initialSliderState(5));
  });
});
