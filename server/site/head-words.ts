import { PROJECT_TYPE_TEXTS } from '../../core/i18n/type-texts';
import { EN } from '../../core/i18n/en';
import type { Lang } from '../../core/i18n/lang';
import { projects as SPANISH_PROJECT_WORDS } from '../../core/i18n/es/projects';
import { metaWordsOf, SPANISH_META, type MetaWords } from '../../core/page/page-meta';

/** The interface's words of each language (src/i18n): the server has both at hand. */
export const WORDS = {
  es: { meta: SPANISH_META, projects: SPANISH_PROJECT_WORDS, typeTexts: PROJECT_TYPE_TEXTS },
  en: { meta: metaWordsOf(EN), projects: EN.projects, typeTexts: EN.typeTexts },
} satisfies Record<Lang, { meta: MetaWords; projects: unknown; typeTexts: unknown }>;
