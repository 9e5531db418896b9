import { englishName, type EnglishNamed } from './english-text';
import { englishProjectPath } from '../addresses/english-path';
import { projectPath } from '../addresses/project-path';
import type { Project } from '../database-shapes';
import type { Lang } from './lang';

// The studio's own words in the page's language: the English the studio wrote in the
// panel, or, where it wrote none, the Spanish — which the page then marks lang="es", so screen
// readers pronounce it as Spanish and search engines do not take it for English. Pure: the
// server's heads use it too (src/i18n/shown-text.ts puts it into elements).

/** The text to show on a page in `lang`: the English when there is some, else the Spanish. */
export function inLang(lang: Lang, spanish: string, english: string | null | undefined): string {
  return (lang === 'en' && english) || spanish;
}

/** `lang` of an element showing inLang(…): 'es' where an English page fell back to the Spanish. */
export function fallbackLang(lang: Lang, english: string | null | undefined): 'es' | undefined {
  return lang === 'en' && !english ? 'es' : undefined;
}

/** A project's title and subtitle in `lang` (what its address there is made of). */
export function projectNameIn(lang: Lang, project: EnglishNamed): Pick<Project, 'title' | 'subtitle'> {
  return lang === 'en' ? englishName(project) : project;
}

/** A project page's address in `lang` (the English one: /en/ProjectsGallery/{title_en ?? title}-…). */
export function projectPathIn(lang: Lang, project: EnglishNamed): string {
  return lang === 'en' ? englishProjectPath(project) : projectPath(project);
}

/**
 * A project cover's alt text in `lang` and the language it is in: the studio's description of the
 * cover, else `generated` from the project's name.
 */
export function coverAlt(
  lang: Lang,
  project: EnglishNamed & Pick<Project, 'render_description' | 'render_description_en'>,
  generated: (title: string, subtitle: string) => string,
): { alt: string; lang?: 'es' } {
  const own = project.render_description;
  if (own)
    return {
      alt: inLang(lang, own, project.render_description_en),
      lang: fallbackLang(lang, project.render_description_en),
    };
  const name = projectNameIn(lang, project);
  return { alt: generated(name.title, name.subtitle) };
}
