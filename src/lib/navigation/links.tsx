import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate, useLocation, type NavigateOptions } from './location';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & {
    /** An absolute path, with its query if any. */
    to: string;
  };

/**
 * A real link (`<a href>`) that a plain click follows inside the app. A click with a modifier
 * key or another button, on a link that opens elsewhere (`target="_blank"`), or one a handler
 * prevented, is left to the browser (a new tab, a download…). A link to the address already
 * shown replaces its history entry instead of adding a second one.
 */
export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const { pathname, search, hash } = useLocation();
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    const elsewhere = anchor.target !== undefined && anchor.target !== '_self';
    if (event.defaultPrevented || event.button !== 0 || modified || elsewhere) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? pathname + search + hash === to, state });
  }
  return <a {...anchor} href={to} onClick={follow} />;
}

/**
 * A link that marks itself `aria-current="page"` (which its style keys on) while the address is
 * its own or, unless `end`, one below it. Compared without regard to case, as routes match.
 */
export function NavLink({ end = false, ...link }: LinkProps & { end?: boolean }) {
  const shown = useLocation().pathname.toLowerCase();
  const own = link.to.toLowerCase();
  const slashAt = own !== '/' && own.endsWith('/') ? own.length - 1 : own.length;
  const active = shown === own || (!end && shown.startsWith(own) && shown.charAt(slashAt) === '/');
  return <Link {...link} aria-current={active ? 'page' : undefined} />;
}
