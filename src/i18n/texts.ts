import { use } from 'react';
import type { StudioEnglish } from '../../core/studio/studio-english';
import type { Catalogue, Widen } from '../../core/i18n/catalogue';
import { langOf, type Lang } from '../../core/i18n/lang';
import { useLocation } from '../lib/navigation';

// The interface's words in the visitor's language. Spanish is what the site always
// showed and stays where it was, in the code of the page that shows it (the entry holds only
// the shell's words). English is one catalogue (core/i18n/en.ts) with the same keys, fetched as its own
// chunk only on /en addresses: main.tsx awaits it before the first render there (the loading
// screen covers it), and a switch to English made later suspends the navigation (a transition:
// the page shown stays) until it has arrived.

type Loading = Promise<Catalogue> & { status?: 'fulfilled'; value?: Catalogue };
let english: Loading | undefined;
const NO_ENGLISH: StudioEnglish = { texts: {}, founders: [{}, {}] };
/** studioEnglish() once the English chunk (which carries it) has arrived. */
let readStudioEnglish = (_stored: unknown) => NO_ENGLISH;

/** Fetches the English catalogue (once); pages call it before showing English. */
export function loadEnglish(): Promise<Catalogue> {
  if (!english) {
    const loading: Loading = import('../../core/i18n/en').then((m) => {
      readStudioEnglish = m.studioEnglish;
      // Marked as React's `use` marks a settled promise: later renders read it without suspending.
      loading.status = 'fulfilled';
      return (loading.value = m.EN);
    });
    english = loading;
  }
  return english;
}

/** The language of the page shown: its address says it. */
export function useLang(): Lang {
  return langOf(useLocation().pathname);
}

/**
 * The words of one section in the page's language: `spanish` (that section as core/i18n/es.ts exports it)
 * or the English catalogue's, picked by `english`.
 */
export function useTexts<T>(spanish: T, english: (c: Catalogue) => Widen<T>): Widen<T> {
  return useLang() === 'en' ? english(use(loadEnglish())) : (spanish as Widen<T>);
}

/**
 * The studio's own English words (the 'Estudio' view's, under the settings' `en`, passed as
 * stored) on an English page, none on a Spanish one: their reader comes with the English chunk,
 * so the Spanish pages do not carry it.
 */
export function useStudioEnglish(stored: unknown): StudioEnglish {
  if (useLang() !== 'en') return NO_ENGLISH;
  use(loadEnglish());
  return readStudioEnglish(stored);
}
