import { useRef, type PointerEvent } from 'react';

// Horizontal swipe for touch and pen (mouse users have the arrows), shared by the home slider,
// the project page's slider and the lightbox. A swipe is a move of at least MIN_DISTANCE px,
// clearly more horizontal than vertical (so a page scroll is not taken for one), ended by the
// pointer that began it; left shows the next image, right the previous. The element needs
// `touch-action: pan-y` so the browser leaves horizontal gestures to us but still scrolls.
const MIN_DISTANCE = 40;

export function useSwipe(onPrevious: () => void, onNext: () => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.2) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
