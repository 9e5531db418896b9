import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { onNavigate, PlaceContext, readPlace, useRoutedPath, useRoutedSearch, type Place } from './location';

const samePlace = (a: Place, b: Place) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;

/**
 * The app's router: wouter, whose routes read the address from the state held here. Each
 * navigation (a link, `navigate`, back/forward, a page that replaced its own address and said so
 * with a popstate event) updates that state inside `startTransition`, as React Router's
 * BrowserRouter did: when the next page suspends (its code, or the English words, not here yet)
 * React keeps the current page on screen until it is ready instead of showing the Suspense
 * fallback. wouter's own browser hook reads the address with useSyncExternalStore, whose updates
 * are never transitions.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [place, setPlace] = useState(readPlace);
  useLayoutEffect(() => {
    const update = () => {
      const next = readPlace();
      startTransition(() => setPlace((shown) => (samePlace(shown, next) ? shown : next)));
    };
    // A navigation between the first render and now is caught up with.
    update();
    const stop = onNavigate(update);
    addEventListener('popstate', update);
    return () => {
      stop();
      removeEventListener('popstate', update);
    };
  }, []);
  return (
    <PlaceContext value={place}>
      <Router hook={useRoutedPath} searchHook={useRoutedSearch}>
        {children}
      </Router>
    </PlaceContext>
  );
}
