import { PROJECT_TYPES } from '../../core/constants';
import { HTML_LANG, pathIn, type Lang } from '../../core/i18n/lang';
import { projectPathIn } from '../../core/i18n/localized-text';
import type { Project } from '../../core/database-shapes';
import { escapeHtml, mediaUrlOrNull } from './html-text';

// robots.txt and sitemap.xml, built from the project list (pure; the server and the prerender
// load the data).

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /login',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A stored file's name is "{milliseconds}-{original name}" (SPEC §3): when it was uploaded. */
export function uploadTime(url: string | null | undefined): number | null {
  if (!url) return null;
  const last = url.split('?')[0]!.split('/').pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // Not percent-encoding after all: the raw name is still readable.
  }
  const match = /^(\d{12,14})-/.exec(name);
  return match ? Number(match[1]) : null;
}

/**
 * When a project last changed, as far as the data says: the newest upload among its cover, video,
 * renders and blueprints (the schema keeps no modification time, and adding one is left to a
 * schema change). Null when it has no stored file: its sitemap entry then has no lastmod.
 */
export function projectLastModified(project: Project, mediaUrls: readonly string[]): Date | null {
  const times = [project.render, project.video, ...mediaUrls]
    .map(uploadTime)
    .filter((t): t is number => t !== null);
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

export interface SitemapProject {
  project: Project;
  lastModified: Date | null;
  /** Its cover, renders and planos (stored URLs): listed as its images, for image search. */
  images?: readonly string[];
}

const LANGS: readonly Lang[] = ['es', 'en'];

/**
 * Every public page in both languages, each entry listing the page's address in each
 * language (`xhtml:link` alternates, the Spanish also as `x-default`), as search engines read them.
 */
export function sitemapXml(origin: string, projects: readonly SitemapProject[]): string {
  const href = (path: string) => escapeHtml(new URL(path, `${origin}/`).href);
  const url = (
    address: (lang: Lang) => string,
    lastModified?: Date | null,
    images: readonly string[] = [],
  ) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    const alternates = [
      ...LANGS.map((l) => [HTML_LANG[l], address(l)] as const),
      ['x-default', address('es')] as const,
    ]
      .map(([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href(path)}"/>`)
      .join('');
    const pictures = images
      .map((src) => mediaUrlOrNull(src))
      .filter((src): src is string => src !== null)
      .map((src) => `<image:image><image:loc>${href(src)}</image:loc></image:image>`)
      .join('');
    return LANGS.map(
      (lang) => `  <url><loc>${href(address(lang))}</loc>${lastmod}${alternates}${pictures}</url>`,
    ).join('\n');
  };
  const page = (path: string) => (lang: Lang) => pathIn(lang, path);
  const newest = (type?: string) => {
    const times = projects
      .filter((p) => !type || p.project.type === type)
      .map((p) => p.lastModified?.getTime() ?? 0);
    const max = Math.max(0, ...times);
    return max > 0 ? new Date(max) : null;
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    url(page('/'), newest()),
    url(page('/ProjectsGallery'), newest()),
    ...PROJECT_TYPES.map((type) =>
      url(page(`/ProjectsGallery?type=${encodeURIComponent(type)}`), newest(type)),
    ),
    url(page('/WhoWeAre')),
    ...projects.map((p) => url((lang) => projectPathIn(lang, p.project), p.lastModified, p.images)),
    '</urlset>',
    '',
  ].join('\n');
}

/** Groups render and blueprint URLs by project, for projectLastModified. */
export function mediaByProject(media: readonly { id_project: number; url: string }[]): Map<number, string[]> {
  const map = new Map<number, string[]>();
  for (const m of media) {
    const id = Number(m.id_project);
    map.set(id, [...(map.get(id) ?? []), m.url]);
  }
  return map;
}
