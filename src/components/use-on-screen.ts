import { useEffect, useState, type RefObject } from 'react';

/**
 * For a loop video that loads only once it is on screen and plays only while it is:
 * null until the element has been on screen, then whether it is now. Disabled: always true.
 */
export function useOnScreen(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean | null {
  const [onScreen, setOnScreen] = useState<boolean | null>(enabled ? null : true);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    // On screen: true. Off it: false once it has been on, else still null (`null && false`).
    const observer = new IntersectionObserver(([entry]) =>
      setOnScreen((was) => entry!.isIntersecting || (was && false)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return onScreen;
}
