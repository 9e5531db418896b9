import type { Lang } from '../../../core/i18n/lang';
import { fallbackLang, inLang } from '../../../core/i18n/localized-text';
import type { Catalogue } from '../../../core/i18n/catalogue';
import type { GalleryPhoto } from '../../../core/database-shapes';

/**
 * A gallery photo's alt text in the page's language: the studio's description (its English on an
 * English page, else the Spanish marked as such), or a generated one naming its place in the strip.
 */
export function photoAlt(
  lang: Lang,
  t: Catalogue['whoWeAre'],
  photo: GalleryPhoto,
  i: number,
  total: number,
): { alt: string; lang?: 'es' } {
  if (!photo.description) return { alt: t.photoAlt(i + 1, total) };
  return {
    alt: inLang(lang, photo.description, photo.description_en),
    lang: fallbackLang(lang, photo.description_en),
  };
}
