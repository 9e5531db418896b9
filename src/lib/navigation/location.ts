import { createContext, useContext } from 'react';
import { parse as parsePattern } from 'regexparam';
import { matchRoute, useParams as useRouteParams } from 'wouter';

// The address the app shows, kept as React state by BrowserRouter (BrowserRouter.tsx) rather than
// read from `window.location` at each render: a navigation then updates it inside a transition,
// so while the next page's code or words load, the page shown stays on screen instead of the
// loading screen flashing. Everything that renders from the address reads it from here: wouter's
// routes (through the hooks below) and the app's own `useLocation`.

/** The address as the browser has it (percent-encoding kept) and the history entry's state. */
export interface Place {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

export const readPlace = (): Place => ({
  pathname: location.pathname,
  search: location.search,
  hash: location.hash,
  state: history.state,
});

export const PlaceContext = createContext<Place | null>(null);

const listeners = new Set<() => void>();

/** Calls `listener` after each navigation made by `navigate` (BrowserRouter also listens to popstate). */
export function onNavigate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Kept in the history entry: the page reads it as `useLocation().state`. */
  state?: unknown;
}

/** Moves to `to` (an absolute path, with its query if any) without reloading the page. */
export function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  history[replace ? 'replaceState' : 'pushState'](state, '', to);
  listeners.forEach((listener) => listener());
}

/** The address shown: `pathname` and `search` exactly as in the address bar. */
export function useLocation(): Place {
  const place = useContext(PlaceContext);
  if (!place) throw new Error('useLocation outside BrowserRouter');
  return place;
}

/**
 * The path as routes are matched against it: each segment decoded but an encoded slash kept
 * ("%2F"), so `/ProjectsGallery/Casa%20R%C3%ADo-Bravo` names "Casa Río-Bravo"; one trailing
 * slash or several match like none; a path that is not valid percent-encoding is matched as it
 * is.
 */
export function routedPath(pathname: string): string {
  let decoded: string;
  try {
    decoded = pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/');
  } catch {
    decoded = pathname;
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '/') : decoded;
}

// wouter decodes what its location hooks hand it with decodeURI (which keeps "%26", "%2F"…
// encoded) before it matches routes and hands out params and the query. Escaping every "%"
// makes that decoding give back exactly the string passed: the path decoded as above, the
// query as the address has it (URLSearchParams decodes it).
const keepAsIs = (text: string) => text.replaceAll('%', '%25');

/** wouter's location hook (BrowserRouter.tsx): the routed path and `navigate`. */
export function useRoutedPath(): [string, typeof navigate] {
  return [keepAsIs(routedPath(useLocation().pathname)), navigate];
}

/** wouter's search hook: the query ("?type=…") of the address shown. */
export function useRoutedSearch(): string {
  return keepAsIs(useLocation().search);
}

/**
 * The matched route's params, decoded (routedPath), an encoded slash included: a project named
 * "a/b" has the address /ProjectsGallery/a%2Fb-… and the name "a/b-…".
 */
export function useParams(): Record<string, string | undefined> {
  const params: Record<string, string | undefined> = useRouteParams();
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, value?.replaceAll('%2F', '/')]),
  );
}

/** Whether `pathname` (as in the address bar) is an address of the route `pattern`, as <Route> matches. */
export function matchesPath(pattern: string, pathname: string): boolean {
  return matchRoute(parsePattern, pattern, routedPath(pathname))[0];
}
