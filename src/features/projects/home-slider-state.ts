// The home slider's state machine (the project page's renders and planos slider has its own,
// components/MediaSlider.state.ts), exactly as SPEC §4: the current index starts at 0, the
// previous index starts at the last project, and every move remembers where it came from (the
// preview layer) and which way it went (the slide direction).

export type SlideDirection = 'forward' | 'backward';

export interface HomeSliderState {
  /** Number of slides the indices refer to. */
  count: number;
  current: number;
  /** The slide shown underneath as the preview layer while the current one slides in. */
  previous: number;
  direction: SlideDirection;
}

export type HomeSliderAction =
  { type: 'next' } | { type: 'back' } | { type: 'jump'; index: number } | { type: 'reset'; count: number };

export function initialHomeSliderState(count: number): HomeSliderState {
  return { count, current: 0, previous: Math.max(count - 1, 0), direction: 'forward' };
}

export function homeSliderReducer(state: HomeSliderState, action: HomeSliderAction): HomeSliderState {
  const { count, current } = state;
  switch (action.type) {
    case 'reset':
      return initialHomeSliderState(action.count);
    case 'next':
      if (count === 0) return state;
      return {
        count,
        previous: current,
        current: current + 1 >= count ? 0 : current + 1,
        direction: 'forward',
      };
    case 'back':
      if (count === 0) return state;
      return {
        count,
        previous: current,
        current: current === 0 ? count - 1 : current - 1,
        direction: 'backward',
      };
    case 'jump': {
      const { index } = action;
      // A click on the current dot, or an index that does not exist, changes nothing.
      if (index === current || !Number.isInteger(index) || index < 0 || index >= count) return state;
      return {
        count,
        previous: current,
        current: index,
        direction: index > current ? 'forward' : 'backward',
      };
    }
  }
}
