import { STUDIO } from '../config/studio';
import type { ProjectType } from '../config/constants';
import { PAGE_DESCRIPTIONS, PAGE_HEADINGS, PROJECT_TYPE_TEXTS } from '../config/page-texts';
import type { Project } from './database.types';

// The title and description of every route, in one place: the server writes them into the
// served <head> (server/http/page-head.ts) and the app sets the same ones on client-side
// navigation (use-page-meta.ts), so a shared link, a browser tab and a history entry agree
// ("Casa Aurora – Residencial | Alba Nogal"). Pure: no React, no DOM, no bundler.

export interface PageMeta {
  /** The full document title. */
  title: string;
  /** The meta description, at most DESCRIPTION_MAX characters. */
  description: string;
}

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

export const homeMeta = (): PageMeta => meta(null, PAGE_DESCRIPTIONS.home);

export function galleryMeta(type: ProjectType): PageMeta {
  const texts = PROJECT_TYPE_TEXTS[type];
  return meta(texts.heading, `${texts.description} ${PAGE_DESCRIPTIONS.projectsGallery}`);
}

export const whoWeAreMeta = (): PageMeta => meta(PAGE_HEADINGS.whoWeAre, PAGE_DESCRIPTIONS.whoWeAre);

export function projectMeta(project: Pick<Project, 'title' | 'subtitle' | 'type' | 'description'>): PageMeta {
  return meta(
    `${project.title} – ${project.type}`,
    `${project.title}, ${project.subtitle}. ${project.description}`,
  );
}

export const projectNotFoundMeta = (): PageMeta =>
  meta(PAGE_HEADINGS.projectNotFound, PAGE_DESCRIPTIONS.notFound);
export const notFoundMeta = (): PageMeta => meta(PAGE_HEADINGS.notFound, PAGE_DESCRIPTIONS.pageNotFound);
export const errorMeta = (): PageMeta => meta(PAGE_HEADINGS.error, PAGE_DESCRIPTIONS.home);
export const loginMeta = (): PageMeta => meta(PAGE_HEADINGS.login, PAGE_DESCRIPTIONS.home);
export const adminMeta = (): PageMeta => meta(PAGE_HEADINGS.admin, PAGE_DESCRIPTIONS.home);
