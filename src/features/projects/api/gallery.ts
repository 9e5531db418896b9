import type { ProjectType } from '../../../../core/constants';
import type { Project } from '../../../../core/database-shapes';
import { isProjectStatus, type ProjectStatus } from '../../../../core/projects/fact-values';
import type { GalleryFilters } from '../../../../core/projects/gallery-filters';
import { listOrEmpty } from '../../../lib/lookup';
import { publicDb } from '../../../lib/public-db';

// The gallery's reads: a page of cards of one type, narrowed by the choice in the address, with
// the count of all that match; and the values its filters offer (the statuses, years and cities
// that type's projects have). Only the columns a card shows, never every project at once.

/** The columns a card shows (ProjectCard) and the gallery's hero uses (ProjectGridHero). */
const CARD_COLUMNS =
  'id,title,subtitle,title_en,subtitle_en,location,location_en,year,type,render,render_widths,render_focus_x,render_focus_y,render_description,render_description_en';
export type CardProject = Pick<
  Project,
  | 'id'
  | 'title'
  | 'subtitle'
  | 'title_en'
  | 'subtitle_en'
  | 'location'
  | 'location_en'
  | 'year'
  | 'type'
  | 'render'
  | 'render_widths'
  | 'render_focus_x'
  | 'render_focus_y'
  | 'render_description'
  | 'render_description_en'
>;

export interface GalleryPage {
  projects: CardProject[];
  /** How many projects match in all. */
  total: number;
}

/** `count` cards from the `offset`-th of those `type` and `filters` name, in the studio's order; null when the read failed. */
export async function getGalleryPage(
  type: ProjectType,
  filters: GalleryFilters,
  offset: number,
  count: number,
): Promise<GalleryPage | null> {
  let query = publicDb
    .from('Project')
    .select(CARD_COLUMNS, { count: 'exact' })
    .is('deleted_at', null)
    .eq('type', type);
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.from) query = query.gte('year_number', filters.from);
  if (filters.to) query = query.lte('year_number', filters.to);
  if (filters.city) query = query.eq('city', filters.city);
  try {
    const { data, error, count: total } = await query.order('position').range(offset, offset + count - 1);
    if (error) throw error;
    return { projects: (data ?? []) as CardProject[], total: total ?? data?.length ?? 0 };
  } catch (error) {
    console.error('No se pudo cargar los proyectos:', error);
    return null;
  }
}

export interface City {
  city: string;
  city_en: string | null;
}

export interface GalleryFacets {
  statuses: ProjectStatus[];
  /** The earliest and latest numeric year among the type's projects; null when none has one. */
  years: { min: number; max: number } | null;
  /** Each city once, in alphabetical order. */
  cities: City[];
}

/** What the filters of one type offer, from four short columns of its projects. */
export async function getGalleryFacets(type: ProjectType): Promise<GalleryFacets> {
  const rows = await listOrEmpty(
    'los filtros',
    publicDb
      .from('Project')
      .select('status,year_number,city,city_en')
      .is('deleted_at', null)
      .eq('type', type),
  );
  const statuses = new Set<ProjectStatus>();
  const cities = new Map<string, City>();
  let min = Infinity;
  let max = -Infinity;
  for (const row of rows) {
    if (isProjectStatus(row.status)) statuses.add(row.status);
    if (row.city && !cities.has(row.city)) cities.set(row.city, { city: row.city, city_en: row.city_en });
    if (row.year_number !== null) {
      min = Math.min(min, row.year_number);
      max = Math.max(max, row.year_number);
    }
  }
  return {
    statuses: [...statuses],
    years: min <= max ? { min, max } : null,
    cities: [...cities.values()].sort((a, b) => a.city.localeCompare(b.city, 'es')),
  };
}
