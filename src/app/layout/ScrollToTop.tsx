import { useLayoutEffect } from 'react';
import { useLocation } from '../../lib/navigation';

/**
 * SPEC §2: every route change starts at the top of the page. Keyed on the path only, so a page
 * that changes its own query string (the gallery's ?type=) keeps control of its scrolling.
 * "instant" overrides any smooth scroll-behavior: the new page should not visibly scroll.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    // Back/forward too: keep the browser from restoring an old position after we scrolled up.
    window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
