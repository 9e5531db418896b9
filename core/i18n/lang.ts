// Which language a public address is in. Spanish is the site as SPEC describes it, at
// its addresses; English lives under /en. The address alone carries the language (no cookie, no
// storage), so the server, the prerender and the app all read it from the path. Pure.

export type Lang = 'es' | 'en';

/** `<html lang>` and JSON-LD `inLanguage` of each language. */
export const HTML_LANG: Record<Lang, string> = { es: 'es', en: 'en' };
/** Open Graph `og:locale` of each language. */
export const OG_LOCALE: Record<Lang, string> = { es: 'es_MX', en: 'en_US' };

// The app's router (src/lib/navigation) matches paths case-insensitively: so does this.
const EN_PREFIX = /^\/en(?=\/|$)/i;

export function langOf(pathname: string): Lang {
  return EN_PREFIX.test(pathname) ? 'en' : 'es';
}

/** The path without its language prefix: the page's Spanish address. */
export function spanishPath(pathname: string): string {
  return pathname.replace(EN_PREFIX, '') || '/';
}

/** A Spanish address (`/`, `/WhoWeAre`, …) in `lang`. */
export function pathIn(lang: Lang, path: string): string {
  if (lang === 'es') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

export const otherLang = (lang: Lang): Lang => (lang === 'es' ? 'en' : 'es');
