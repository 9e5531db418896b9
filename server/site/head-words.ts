import { PROJECT_TYPE_TEXTS } from '../../core/i18n/type-texts';
import { EN } from '../../core/i18n/en';
import type { Lang } from '../../core/i18n/lang';
import { projects as SPANISH_PROJECT_WORDS } from '../../core/i18n/es/projects';
import { media as SPANISH_MEDIA_WORDS } from '../../core/i18n/es/media';
import { credits as SPANISH_CREDIT_WORDS } from '../../core/i18n/es/credits';
import { statuses as SPANISH_STATUS_WORDS } from '../../core/i18n/es/statuses';
import { metaWordsOf, SPANISH_META, type MetaWords } from '../../core/page/page-meta';

/** The interface's words of each language (src/i18n): the server has both at hand. */
export const WORDS = {
  es: {
    meta: SPANISH_META,
    projects: SPANISH_PROJECT_WORDS,
    typeTexts: PROJECT_TYPE_TEXTS,
    media: SPANISH_MEDIA_WORDS,
    credits: SPANISH_CREDIT_WORDS,
    statuses: SPANISH_STATUS_WORDS,
  },
  en: {
    meta: metaWordsOf(EN),
    projects: EN.projects,
    typeTexts: EN.typeTexts,
    media: EN.media,
    credits: EN.credits,
    statuses: EN.statuses,
  },
} satisfies Record<
  Lang,
  {
    meta: MetaWords;
    projects: unknown;
    typeTexts: unknown;
    media: unknown;
    credits: unknown;
    statuses: unknown;
  }
>;
