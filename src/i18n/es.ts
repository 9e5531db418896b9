// The Spanish catalogue (issue 33): every interface text of the public site, by section. Only
// re-exports: each section stays in the module (and so the chunk) of the code that shows it, so
// Spanish pages carry exactly what they carried before. en.ts has the same keys (Catalogue,
// texts.ts; checked by es-en.test.ts). SPEC's strings are exact here.

export { nav, footer, studio } from './es/shell';
export { gallery, whoWeAre } from './es/pages';
export { typeNames, projects, media, player, testimonials } from './es/projects';
export { HOME_TEXTS as home } from '../config/studio';
export {
  PROJECT_TYPE_TEXTS as typeTexts,
  PAGE_HEADINGS as headings,
  PAGE_DESCRIPTIONS as descriptions,
} from '../config/page-texts';
