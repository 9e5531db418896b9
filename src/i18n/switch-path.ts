import { useEffect, useSyncExternalStore } from 'react';
import { langOf, otherLang, pathIn, spanishPath } from '../../core/i18n/lang';
import { useLocation } from '../lib/navigation';

// Where the navigation bar's language switch leads: the same page in the other
// language. For most pages that is the same address with or without /en (and the same query:
// the gallery's type); a project page has a name of its own in each language, which only the
// page knows once it has found its project, so it tells this store.

let own: { at: string; other: string } | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setOwn = (next: typeof own) => {
  own = next;
  listeners.forEach((l) => l());
};

/** A page whose address in the other language is not its own with the prefix swapped says it here. */
export function useOtherLanguagePath(other: string | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (other === null) return;
    setOwn({ at: pathname, other });
    return () => setOwn(null);
  }, [pathname, other]);
}

/** The address of the page shown, in the other language. */
export function useSwitchPath(): string {
  const { pathname, search } = useLocation();
  const known = useSyncExternalStore(subscribe, () => own);
  if (known && known.at === pathname) return known.other;
  return pathIn(otherLang(langOf(pathname)), spanishPath(pathname)) + search;
}
