import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled further than one viewport height (SPEC §2 navigation bar).
 * Reads scroll position at most once per frame; recomputes on resize because the threshold is
 * the viewport height itself.
 */
export function useScrolledPastViewport(): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > window.innerHeight);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > window.innerHeight);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return scrolled;
}
