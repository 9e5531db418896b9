import { STUDIO } from '../studio/studio';
import type { ProjectType } from '../constants';
import { PAGE_DESCRIPTIONS, PAGE_HEADINGS } from './page-texts';
import { typeNames } from '../i18n/es/type-names';
import type { Lang } from '../i18n/lang';
import { inLang } from '../i18n/localized-text';
import type { Catalogue } from '../i18n/catalogue';
import type { Project } from '../database-shapes';

// The title and description of every route, in one place: the server writes them into the
// served <head> (server/site/page-head.ts) and the app sets the same ones on client-side
// navigation (src/lib/use-page-meta.ts), so a shared link, a browser tab and a history entry agree
// ("Casa Aurora – Residencial | Alba Nogal"). Pure: no React, no DOM, no bundler.

export interface PageMeta {
  /** The full document title. */
  title: string;
  /** The meta description, at most DESCRIPTION_MAX characters. */
  description: string;
}

/**
 * The words the titles and descriptions are made of, in one language: Spanish by
 * default; `metaWordsOf(catalogue)` for another (the English catalogue: the server imports it,
 * the app has it once loaded).
 */
export interface MetaWords {
  lang: Lang;
  headings: Catalogue['headings'];
  descriptions: Catalogue['descriptions'];
  typeNames: Catalogue['typeNames'];
}

export const SPANISH_META: MetaWords = {
  lang: 'es',
  headings: PAGE_HEADINGS,
  descriptions: PAGE_DESCRIPTIONS,
  typeNames,
};

export const metaWordsOf = (c: Catalogue): MetaWords => ({
  lang: 'en',
  headings: c.headings,
  descriptions: c.descriptions,
  typeNames: c.typeNames,
});

const DEFAULT_TITLE = STUDIO.fullName;
const DESCRIPTION_MAX = 160;

/** "Página | Estudio", or the studio's full name alone for an untitled page. */
export function pageTitle(title?: string | null): string {
  return title ? `${title} | ${STUDIO.name}` : DEFAULT_TITLE;
}

/** A description cut at a word boundary to the length search engines and link cards show. */
export function shortDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

function meta(title: string | null, description: string): PageMeta {
  return { title: pageTitle(title), description: shortDescription(description) };
}

export const homeMeta = (w = SPANISH_META): PageMeta => meta(null, w.descriptions.home);

/** `texts`: how the page's language introduces the type (core/i18n/type-texts.ts, or its English). */
export function galleryMeta(texts: Catalogue['typeTexts'][ProjectType], w = SPANISH_META): PageMeta {
  return meta(texts.heading, `${texts.description} ${w.descriptions.projectsGallery}`);
}

export const whoWeAreMeta = (w = SPANISH_META): PageMeta =>
  meta(w.headings.whoWeAre, w.descriptions.whoWeAre);

type ProjectWords = Pick<
  Project,
  'title' | 'subtitle' | 'type' | 'description' | 'title_en' | 'subtitle_en' | 'description_en'
>;

/** "Title – Type", and "Title, Subtitle. Description": each text in English where there is some. */
export function projectMeta(project: ProjectWords, w = SPANISH_META): PageMeta {
  const title = inLang(w.lang, project.title, project.title_en);
  return meta(
    `${title} – ${w.typeNames[project.type]}`,
    `${title}, ${inLang(w.lang, project.subtitle, project.subtitle_en)}. ${inLang(w.lang, project.description, project.description_en)}`,
  );
}

export const projectNotFoundMeta = (w = SPANISH_META): PageMeta =>
  meta(w.headings.projectNotFound, w.descriptions.notFound);
export const notFoundMeta = (): PageMeta => meta(PAGE_HEADINGS.notFound, PAGE_DESCRIPTIONS.pageNotFound);
export const errorMeta = (): PageMeta => meta(PAGE_HEADINGS.error, PAGE_DESCRIPTIONS.home);
export const loginMeta = (): PageMeta => meta(PAGE_HEADINGS.login, PAGE_DESCRIPTIONS.home);
export const adminMeta = (): PageMeta => meta(PAGE_HEADINGS.admin, PAGE_DESCRIPTIONS.home);
