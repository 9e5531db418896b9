import { STUDIO } from '../../core/studio/studio';
import { HTML_LANG, type Lang } from '../../core/i18n/lang';
import { inLang } from '../../core/i18n/localized-text';
import type { Project } from '../../core/database-shapes';
import { homeMeta, type MetaWords } from '../../core/page/page-meta';
import { DEFAULT_STUDIO_SETTINGS, visibleSocialLinks } from '../../core/studio/studio-settings';
import { absoluteUrl } from './html-text';
import type { SiteContext } from './site-context';
import type { MediaRow } from './site-content';
import { projectFacts, projectImages } from './structured-images';

/** What of a page its JSON-LD needs (page-head.ts builds it). */
export interface StructuredPage {
  project?: Project;
  /** Absolute URL of the page's preview image, if any. */
  imageUrl?: string;
  /** Path of the canonical URL; null for pages that are not indexed. */
  canonical: string | null;
  /** The page's language and its words. */
  words: MetaWords;
  /** The project's type as the page's language introduces it. */
  genre?: string;
  /** The project's renders and planos, in the studio's order (each an ImageObject). */
  images?: readonly MediaRow[];
}

/**
 * JSON-LD for search engines: the studio on every page — its telephone, city and networks from
 * the studio settings the panel edits — and on a project page also the project as a
 * CreativeWork with its facts and every image credited. Plain data; page-head.ts escapes it into
 * a <script> block. Checked against schema.org's vocabulary by tests/integration/structured-data.test.ts.
 */
export function structuredData(page: StructuredPage, site: SiteContext): unknown {
  const { words } = page;
  const lang: Lang = words.lang;
  const studioId = `${site.origin}/#estudio`;
  const own = site.studio ?? DEFAULT_STUDIO_SETTINGS;
  const studio = {
    '@type': ['ProfessionalService', 'Organization'],
    '@id': studioId,
    name: STUDIO.fullName,
    alternateName: STUDIO.name,
    description: homeMeta(words).description,
    url: `${site.origin}/`,
    logo: `${site.origin}/favicon.svg`,
    ...(site.previewImage ? { image: absoluteUrl(site.origin, site.previewImage.path) } : {}),
    telephone: `+${own.phone}`,
    address: { '@type': 'PostalAddress', addressLocality: own.city, addressCountry: STUDIO.country },
    sameAs: visibleSocialLinks(own).map((l) => l.url),
  };
  const graph: unknown[] = [studio];
  const project = page.project;
  if (project) {
    const images = projectImages(project, page.images ?? [], lang, site.origin, studioId);
    graph.push({
      '@type': 'CreativeWork',
      name: `${inLang(lang, project.title, project.title_en)} – ${inLang(lang, project.subtitle, project.subtitle_en)}`,
      headline: inLang(lang, project.title, project.title_en),
      alternativeHeadline: inLang(lang, project.subtitle, project.subtitle_en),
      description: inLang(lang, project.description, project.description_en),
      genre: page.genre,
      // Every image of the project, credited (structured-images.ts); the preview alone without any.
      ...(images.length > 0 ? { image: images } : page.imageUrl ? { image: page.imageUrl } : {}),
      ...(page.canonical ? { url: absoluteUrl(site.origin, page.canonical) } : {}),
      // The numeric year, status, place with its address, collaborators, awards, publications.
      ...projectFacts(project, lang),
      creator: { '@id': studioId },
      inLanguage: HTML_LANG[lang],
    });
  }
  // The page itself, in its language (the same page exists in Spanish and English);
  // last, after what it is about.
  if (page.canonical)
    graph.push({
      '@type': 'WebPage',
      '@id': absoluteUrl(site.origin, page.canonical),
      url: absoluteUrl(site.origin, page.canonical),
      inLanguage: HTML_LANG[lang],
      isPartOf: { '@id': studioId },
    });
  return { '@context': 'https://schema.org', '@graph': graph };
}
