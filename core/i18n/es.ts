// The Spanish catalogue: every interface text of the public site, by section. Only
// re-exports: each section stays in the module (and so the chunk) of the code that shows it, so
// Spanish pages carry exactly what they carried before. en.ts has the same keys (Catalogue,
// catalogue.ts; checked by catalogue.test.ts). SPEC's strings are exact here.

export { nav, footer, studio } from './es/shell';
export { home } from './es/home';
export { gallery } from './es/gallery';
export { whoWeAre } from './es/who-we-are';
export { projects } from './es/projects';
export { projectPage } from './es/project-page';
export { media } from './es/media';
export { viewer } from './es/viewer';
export { tour } from './es/tour';
export { model } from './es/model';
export { player } from './es/player';
export { testimonials } from './es/testimonials';
export { contact } from './es/contact';
export { typeNames } from './es/type-names';
export { credits } from './es/credits';
export { facts } from './es/facts';
export { statuses } from './es/statuses';
export { PROJECT_TYPE_TEXTS as typeTexts } from './type-texts';
export { PAGE_HEADINGS as headings, PAGE_DESCRIPTIONS as descriptions } from '../page/page-texts';
