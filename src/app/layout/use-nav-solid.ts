import { useEffect, useState } from 'react';

/** Marks a page's dark hero, the one the transparent bar's white text is drawn over. */
export const NAV_HERO_ATTRIBUTE = 'data-nav-hero';

/**
 * Whether the bar is solid (#253646). SPEC §2: transparent at the top, solid once the page is
 * scrolled further than one viewport height. A hero shorter than the window (gallery, project)
 * ends before that: from the moment the bar leaves it, the white text would sit over light
 * content, so the bar turns solid then too. Reads the layout at most once per frame.
 */
export function useNavSolid(bar: React.RefObject<HTMLElement | null>): boolean {
  const [solid, setSolid] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const pastViewport = window.scrollY > window.innerHeight;
      const hero = document.querySelector<HTMLElement>(`[${NAV_HERO_ATTRIBUTE}]`);
      const barHeight = bar.current?.offsetHeight ?? 0;
      const leftShortHero =
        hero !== null &&
        hero.offsetHeight < window.innerHeight &&
        hero.getBoundingClientRect().bottom <= barHeight;
      setSolid(pastViewport || leftShortHero);
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
  }, [bar]);

  return solid;
}
