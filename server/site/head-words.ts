import { PROJECT_TYPE_TEXTS } from '../../src/config/type-texts';
import { EN } from '../../src/i18n/en';
import type { Lang } from '../../src/i18n/lang';
import { projects as SPANISH_PROJECT_WORDS } from '../../src/i18n/es/projects';
import { metaWordsOf, SPANISH_META, type MetaWords } from '../../src/lib/page-meta';

/** The interface's words of each language (src/i18n): the server has both at hand. */
export const WORDS = {
  es: { meta: SPANISH_META, projects: SPANISH_PROJECT_WORDS, typeTexts: PROJECT_TYPE_TEXTS },
  en: { meta: metaWordsOf(EN), projects: EN.projects, typeTexts: EN.typeTexts },
} satisfies Record<Lang, { meta: MetaWords; projects: unknown; typeTexts: unknown }>;
