// The gallery's choice as its address holds it (/ProjectsGallery?type=…&status=…&from=…&to=…&city=…&page=…),
// read the same way by the app and the server: SPEC's `type` (its picker unchanged), the fact
// sheet's status, a range of numeric years and a city (the Spanish name, as stored, also on the
// English pages), and how many pages of cards are shown. The canonical address lists them in
// this fixed order, each once, without the page, so every spelling of one choice is one page
// for search engines.
import { PROJECT_TYPES, type ProjectType } from '../constants';
import { isProjectStatus, PLACE_MAX, YEAR_RANGE, type ProjectStatus } from './fact-values';
import type { Project } from '../database-shapes';

/** Cards a page of the gallery adds (the first page, and each 'Ver más proyectos'). */
export const GALLERY_PAGE_SIZE = 6;
/** The most pages one address asks for at once (a hand-made `page=100000` reads no more). */
export const GALLERY_MAX_PAGES = 20;

export interface GalleryFilters {
  status: ProjectStatus | null;
  from: number | null;
  to: number | null;
  city: string | null;
}

export interface GalleryChoice extends GalleryFilters {
  /** null: none in the address (SPEC's default type is shown, and the page does not scroll). */
  type: ProjectType | null;
  page: number;
}

export const NO_FILTERS: GalleryFilters = { status: null, from: null, to: null, city: null };

function year(value: string | null): number | null {
  if (value === null || !/^\d{4}$/.test(value)) return null;
  const n = Number(value);
  return n >= YEAR_RANGE.min && n <= YEAR_RANGE.max ? n : null;
}

/** The choice an address names; anything malformed is left out, as if not there. */
export function readGalleryChoice(params: URLSearchParams): GalleryChoice {
  const type = PROJECT_TYPES.find((t) => t === params.get('type')) ?? null;
  const status = params.get('status');
  let from = year(params.get('from'));
  let to = year(params.get('to'));
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  const city = params.get('city')?.trim() ?? '';
  const page = Number(params.get('page'));
  return {
    type,
    status: isProjectStatus(status) ? status : null,
    from,
    to,
    city: city && city.length <= PLACE_MAX ? city : null,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, GALLERY_MAX_PAGES) : 1,
  };
}

export function hasFilters(filters: GalleryFilters): boolean {
  return filters.status !== null || filters.from !== null || filters.to !== null || filters.city !== null;
}

/** The address's query for a choice, in the canonical order; `page` only past the first. */
export function galleryQuery(choice: Partial<GalleryChoice>, withPage = true): string {
  const params = new URLSearchParams();
  if (choice.type) params.set('type', choice.type);
  if (choice.status) params.set('status', choice.status);
  if (choice.from) params.set('from', String(choice.from));
  if (choice.to) params.set('to', String(choice.to));
  if (choice.city) params.set('city', choice.city);
  if (withPage && choice.page && choice.page > 1) params.set('page', String(choice.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether a project is among those a choice shows (the server's copy of the app's query). */
export function matchesFilters(
  project: Pick<Project, 'status' | 'year_number' | 'city'>,
  filters: GalleryFilters,
): boolean {
  if (filters.status && project.status !== filters.status) return false;
  if (filters.from && (project.year_number === null || project.year_number < filters.from)) return false;
  if (filters.to && (project.year_number === null || project.year_number > filters.to)) return false;
  return !filters.city || project.city === filters.city;
}
