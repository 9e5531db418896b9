import { createElement, type ReactNode } from 'react';
import type { Lang } from '../../core/i18n/lang';
import { fallbackLang, inLang } from '../../core/i18n/localized-text';

/** inLang(…) as an element's content: the Spanish fallback wrapped in <span lang="es">. */
export function shownText(lang: Lang, spanish: string, english: string | null | undefined): ReactNode {
  return fallbackLang(lang, english)
    ? createElement('span', { lang: 'es' }, spanish)
    : inLang(lang, spanish, english);
}
