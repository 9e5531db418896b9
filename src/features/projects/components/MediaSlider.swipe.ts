import { useRef, type PointerEvent } from 'react';

// Horizontal swipe for touch and pen (mouse users have the arrows). A swipe is a mostly
// horizontal move of at least MIN_DISTANCE px; left shows the next image, right the previous.
const MIN_DISTANCE = 40;

export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
