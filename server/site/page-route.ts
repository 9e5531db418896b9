import { DEFAULT_GALLERY_TYPE, HOME_RANDOM_PROJECTS, type ProjectType } from '../../core/constants';
import { decodeRouteName, isAbsurdRouteName, sameAddressKey } from '../../core/addresses/route-name';
import { langOf, spanishPath, type Lang } from '../../core/i18n/lang';
import { projectNameIn } from '../../core/i18n/localized-text';
import type { Project } from '../../core/database-shapes';
import { pickRandomInOrder, type RandomSource } from '../../core/projects/shuffle';
import {
  matchesFilters,
  NO_FILTERS,
  readGalleryChoice,
  type GalleryFilters,
} from '../../core/projects/gallery-filters';
import type { MediaRow } from './site-content';

// Which page of the app a path is (src/app/router.tsx), and what that page shows, decided from
// the project list alone — the same rules the app applies on the client, so the served head,
// its status code and the page the app then renders agree. Pure: the caller loads the projects
// (the server as anon from its database, the prerender through supabase-js).

/** The language of a public page (English under /en); absent for Spanish. */
type InLang = { lang?: Lang };

export type PageRequest = InLang &
  (
    | { kind: 'home' }
    | { kind: 'gallery'; type: ProjectType | null; filters?: GalleryFilters }
    | { kind: 'whoWeAre' }
    | { kind: 'project'; name: string }
    | { kind: 'login' }
    | { kind: 'admin' }
    | { kind: 'notFound' }
  );

export type PageContent = InLang &
  /** `featured`: the five projects the home page shows, in slide order (drawn by the server). */
  (
    | { kind: 'home'; featured: Project[]; projects: Project[] }
    /**
     * `typed`: the URL named the type (?type=), so the page is that type's list; `filters`: the
     * status, years and city it narrows to (core/projects/gallery-filters.ts); `projects` those shown.
     */
    | { kind: 'gallery'; type: ProjectType; typed: boolean; filters: GalleryFilters; projects: Project[] }
    | { kind: 'whoWeAre'; projects: Project[] }
    /** `images`: its renders and planos, for its JSON-LD (added by the caller, which reads them). */
    | { kind: 'project'; project: Project; images?: MediaRow[] }
    | { kind: 'projectNotFound' }
    | { kind: 'login' }
    | { kind: 'admin' }
    | { kind: 'notFound' }
  );

/**
 * Decodes a path segment as the app's router decodes the path it matches (routedPath in
 * src/lib/navigation/location.ts): everything but an encoded slash.
 */
function decodeSegment(raw: string): string {
  return raw
    .split(/%2F/i)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    })
    .join('%2F');
}

/**
 * The app's router matches paths case-insensitively and ignores a trailing slash. Under /en, the
 * public pages in English (src/app/router.tsx); the panel's pages have no English address.
 */
export function parsePagePath(url: URL): PageRequest {
  const trimmed = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
  if (langOf(trimmed) === 'es') return parseSpanishPath(trimmed, url);
  const request = parseSpanishPath(spanishPath(trimmed), url);
  return request.kind === 'login' || request.kind === 'admin'
    ? { kind: 'notFound', lang: 'en' }
    : { ...request, lang: 'en' };
}

function parseSpanishPath(path: string, url: URL): PageRequest {
  const segments = path.split('/').slice(1);
  const [first = '', second, ...more] = segments;
  const is = (segment: string | undefined, name: string) => segment?.toLowerCase() === name.toLowerCase();
  if (path === '/') return { kind: 'home' };
  if (more.length > 0) return { kind: 'notFound' };
  if (is(first, 'ProjectsGallery')) {
    if (second === undefined) {
      const { type, status, from, to, city } = readGalleryChoice(url.searchParams);
      return { kind: 'gallery', type, filters: { status, from, to, city } };
    }
    return second === '' ? { kind: 'notFound' } : { kind: 'project', name: decodeSegment(second) };
  }
  if (second !== undefined) return { kind: 'notFound' };
  if (is(first, 'WhoWeAre')) return { kind: 'whoWeAre' };
  if (is(first, 'login')) return { kind: 'login' };
  if (is(first, 'admin')) return { kind: 'admin' };
  return { kind: 'notFound' };
}

/**
 * Where `name` splits into this project's title and subtitle (the title's length), or -1. One
 * comparison per project instead of one string built per hyphen: linear in the name and the list.
 */
function splitPointFor(name: string, project: Pick<Project, 'title' | 'subtitle'>): number {
  const at = project.title.length;
  const fits =
    name.length === at + 1 + project.subtitle.length &&
    name.charCodeAt(at) === 45 /* '-' */ &&
    name.startsWith(project.title) &&
    name.endsWith(project.subtitle);
  return fits ? at : -1;
}

/**
 * The project a route name shows: the match of the earliest hyphen split (route-name.ts: the
 * name as received first, then decoded), among the projects whose address key is the name's —
 * the key the database keeps unique, so `RT 100%41-x` and `RT 100A-x` never reach each other's
 * project. A split that fits two projects with the same title and subtitle is, as in the app's
 * `.maybeSingle()`, no match. An absurd name (route-name.ts's caps) matches nothing without
 * being compared.
 */
export function findProjectByRouteName(
  name: string,
  projects: readonly Project[],
  lang: Lang = 'es',
): Project | null {
  if (isAbsurdRouteName(name)) return null;
  const decoded = decodeRouteName(name);
  // An English address names the project by its English title and subtitle (each falling back
  // to the Spanish one): its key is unique among live projects too (Project_address_en_key).
  const keyed = projects.filter((p) => sameAddressKey(name, projectNameIn(lang, p)));
  for (const variant of decoded === name ? [name] : [name, decoded]) {
    const bySplit = new Map<number, Project[]>();
    for (const project of keyed) {
      const at = splitPointFor(variant, projectNameIn(lang, project));
      if (at > 0) bySplit.set(at, [...(bySplit.get(at) ?? []), project]);
    }
    const earliest = [...bySplit.entries()]
      .filter(([, found]) => found.length === 1)
      .sort(([a], [b]) => a - b)[0];
    if (earliest) return earliest[1][0]!;
  }
  return null;
}

/** Whether the page needs the project list at all: an absurd project name is a 404 before any read. */
export function needsProjects(request: PageRequest): boolean {
  if (request.kind === 'project') return !isAbsurdRouteName(request.name);
  return request.kind !== 'login' && request.kind !== 'admin' && request.kind !== 'notFound';
}

/** `projects` in id order (the app's list order). */
export function resolvePage(
  request: PageRequest,
  projects: readonly Project[],
  random: RandomSource = Math.random,
): PageContent {
  const content = resolveContent(request, [...projects], random);
  return request.lang ? { ...content, lang: request.lang } : content;
}

function resolveContent(request: PageRequest, list: Project[], random: RandomSource): PageContent {
  switch (request.kind) {
    case 'home':
      return {
        kind: 'home',
        featured: pickRandomInOrder(list, HOME_RANDOM_PROJECTS, random),
        projects: list,
      };
    case 'gallery': {
      const type = request.type ?? DEFAULT_GALLERY_TYPE;
      const filters = request.filters ?? NO_FILTERS;
      return {
        kind: 'gallery',
        type,
        typed: request.type !== null,
        filters,
        projects: list.filter((p) => p.type === type && matchesFilters(p, filters)),
      };
    }
    case 'whoWeAre':
      return { kind: 'whoWeAre', projects: list };
    case 'project': {
      const project = findProjectByRouteName(request.name, list, request.lang);
      return project ? { kind: 'project', project } : { kind: 'projectNotFound' };
    }
    default:
      return { kind: request.kind };
  }
}

/** Pages the app shows as "not found" are served with 404; everything else with 200. */
export function pageStatus(content: PageContent): 200 | 404 {
  return content.kind === 'notFound' || content.kind === 'projectNotFound' ? 404 : 200;
}
