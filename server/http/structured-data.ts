import { PROJECT_TYPE_TEXTS } from '../../src/config/page-texts';
import { STUDIO } from '../../src/config/studio';
import type { Project } from '../../src/lib/database.types';
import { homeMeta } from '../../src/lib/page-meta';
import { DEFAULT_STUDIO_SETTINGS, visibleSocialLinks } from '../../src/lib/studio-settings';
import { absoluteUrl } from './html-text';
import type { SiteContext } from './page-head';

/** What of a page its JSON-LD needs (page-head.ts builds it). */
export interface StructuredPage {
  project?: Project;
  /** Absolute URL of the page's preview image, if any. */
  imageUrl?: string;
  /** Path of the canonical URL; null for pages that are not indexed. */
  canonical: string | null;
}

/**
 * JSON-LD for search engines: the studio on every page — its telephone, city and networks from
 * the studio settings the panel edits (issue 24) — and on a project page also the project as a
 * CreativeWork. Plain data; page-head.ts escapes it into a <script> block.
 */
export function structuredData(page: StructuredPage, site: SiteContext): unknown {
  const studioId = `${site.origin}/#estudio`;
  const own = site.studio ?? DEFAULT_STUDIO_SETTINGS;
  const studio = {
    '@type': ['ProfessionalService', 'Organization'],
    '@id': studioId,
    name: STUDIO.fullName,
    alternateName: STUDIO.name,
    description: homeMeta().description,
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
    graph.push({
      '@type': 'CreativeWork',
      name: `${project.title} – ${project.subtitle}`,
      headline: project.title,
      alternativeHeadline: project.subtitle,
      description: project.description,
      genre: PROJECT_TYPE_TEXTS[project.type].heading,
      ...(page.imageUrl ? { image: page.imageUrl } : {}),
      ...(page.canonical ? { url: absoluteUrl(site.origin, page.canonical) } : {}),
      // `year` is free text in the schema; only a plain year is a valid date.
      ...(/^\d{4}$/.test(project.year.trim()) ? { dateCreated: project.year.trim() } : {}),
      locationCreated: { '@type': 'Place', name: project.location },
      creator: { '@id': studioId },
      inLanguage: 'es',
    });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}
