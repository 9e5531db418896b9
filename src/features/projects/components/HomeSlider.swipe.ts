import { useRef, type PointerEvent } from 'react';

/** Horizontal travel (px) that counts as a swipe rather than a tap or a wobble. */
const SWIPE_MIN_PX = 40;

/**
 * Pointer handlers that report a horizontal swipe by touch or pen. The element needs
 * `touch-action: pan-y` so the browser leaves horizontal gestures to us but still scrolls
 * the page vertically.
 */
export function useHomeSliderSwipe({ onLeft, onRight }: { onLeft: () => void; onRight: () => void }) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.2) return;
      if (dx < 0) onLeft();
      else onRight();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
