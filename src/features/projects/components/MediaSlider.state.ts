// State of the project page's slider of renders and planos (SPEC §4): a mode (Render or Detalle)
// and an index. The home page's slider of projects is ../home-slider-state.ts.

export type MediaMode = 'Render' | 'Detalle';

export interface MediaSliderState {
  mode: MediaMode;
  index: number;
}

/** Render when there are renders, else Detalle when there are blueprints, else no slider. */
export function initialSlider(renderCount: number, blueprintCount: number): MediaSliderState | null {
  if (renderCount > 0) return { mode: 'Render', index: 0 };
  if (blueprintCount > 0) return { mode: 'Detalle', index: 0 };
  return null;
}

/** Switching mode always starts at the first image of the new list. */
export function switchMode(mode: MediaMode): MediaSliderState {
  return { mode, index: 0 };
}

/** The index `delta` steps away, wrapping past either end. */
export function wrapIndex(index: number, delta: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + delta) % total) + total) % total;
}

/** "2 / 5": position (from 1) over total. */
export function counterText(index: number, total: number): string {
  return `${index + 1} / ${total}`;
}
