import { useEffect, useRef, useState } from 'react';

/**
 * An index that advances every `intervalMs` and wraps. While `paused`, the clock stops and
 * resumes with the time that was left; a manual `setIndex` starts a full interval.
 */
export function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  // Time already spent on the current item before the latest pause.
  const spent = useRef(0);

  // Declared before the timer effect: on a change of index React runs every cleanup first
  // (which adds to `spent`), then this reset, then the new timer with a full interval.
  useEffect(() => {
    spent.current = 0;
  }, [index]);

  useEffect(() => {
    if (paused || count < 2) return;
    const start = Date.now();
    const timer = window.setTimeout(
      () => setIndex((i) => (i + 1) % count),
      Math.max(0, intervalMs - spent.current),
    );
    return () => {
      window.clearTimeout(timer);
      spent.current += Date.now() - start;
    };
  }, [paused, index, count, intervalMs]);

  // A shorter list (a testimonial deleted meanwhile) never leaves the index out of range.
  return [count > 0 ? index % count : 0, setIndex] as const;
}
