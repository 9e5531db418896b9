import { describe, expect, it } from 'vitest';
import {
  initialHomeSliderState,
  homeSliderReducer,
  type HomeSliderAction,
  type HomeSliderState,
} from './home-slider-state';

function run(state: HomeSliderState, ...actions: HomeSliderAction[]): HomeSliderState {
  return actions.reduce(homeSliderReducer, state);
}

describe('slider state (SPEC §4)', () => {
  it('starts at 0 with the last project as the previous one, moving forward', () => {
    expect(initialHomeSliderState(5)).toEqual({ count: 5, current: 0, previous: 4, direction: 'forward' });
  });

  it('next: previous becomes current, current advances', () => {
    expect(run(initialHomeSliderState(5), { type: 'next' })).toEqual({
      count: 5,
      current: 1,
      previous: 0,
      direction: 'forward',
    });
  });

  it('next wraps from the last project to the first', () => {
    const atLast = run(initialHomeSliderState(5), { type: 'jump', index: 4 });
    expect(homeSliderReducer(atLast, { type: 'next' })).toEqual({
      count: 5,
      current: 0,
      previous: 4,
      direction: 'forward',
    });
  });

  it('back: previous becomes current, current goes back, moving backward', () => {
    const atTwo = run(initialHomeSliderState(5), { type: 'next' }, { type: 'next' });
    expect(homeSliderReducer(atTwo, { type: 'back' })).toEqual({
      count: 5,
      current: 1,
      previous: 2,
      direction: 'backward',
    });
  });

  it('back wraps from the first project to the last', () => {
    expect(homeSliderReducer(initialHomeSliderState(5), { type: 'back' })).toEqual({
      count: 5,
      current: 4,
      previous: 0,
      direction: 'backward',
    });
  });

  it('going all the way round in either direction returns to the start', () => {
    const next5 = run(initialHomeSliderState(5), ...Array<HomeSliderAction>(5).fill({ type: 'next' }));
    expect(next5.current).toBe(0);
    const back5 = run(initialHomeSliderState(5), ...Array<HomeSliderAction>(5).fill({ type: 'back' }));
    expect(back5.current).toBe(0);
  });

  it('a dot jump sets the direction by where the target lies', () => {
    const ahead = homeSliderReducer(initialHomeSliderState(5), { type: 'jump', index: 3 });
    expect(ahead).toEqual({ count: 5, current: 3, previous: 0, direction: 'forward' });
    expect(homeSliderReducer(ahead, { type: 'jump', index: 1 })).toEqual({
      count: 5,
      current: 1,
      previous: 3,
      direction: 'backward',
    });
  });

  it('a jump to the current slide or outside the list changes nothing', () => {
    const state = initialHomeSliderState(5);
    expect(homeSliderReducer(state, { type: 'jump', index: 0 })).toBe(state);
    expect(homeSliderReducer(state, { type: 'jump', index: 5 })).toBe(state);
    expect(homeSliderReducer(state, { type: 'jump', index: -1 })).toBe(state);
  });

  it('with one slide, moves stay on it; with none, nothing moves', () => {
    expect(homeSliderReducer(initialHomeSliderState(1), { type: 'next' })).toMatchObject({
      current: 0,
      previous: 0,
    });
    expect(homeSliderReducer(initialHomeSliderState(1), { type: 'back' })).toMatchObject({
      current: 0,
      previous: 0,
    });
    const empty = initialHomeSliderState(0);
    expect(homeSliderReducer(empty, { type: 'next' })).toBe(empty);
    expect(homeSliderReducer(empty, { type: 'back' })).toBe(empty);
  });

  it('reset starts over for a new number of slides', () => {
    const moved = run(initialHomeSliderState(3), { type: 'next' });
    expect(homeSliderReducer(moved, { type: 'reset', count: 5 })).toEqual(initialHomeSliderState(5));
  });
});
