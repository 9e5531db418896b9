import type { Database } from '../db/database';
import type { Project } from '../../core/database-shapes';
import type { FormerAddress } from './former-address';

/**
 * A render or blueprint of a project: its URL (what a project's sitemap `lastmod` is made of) and,
 * for its JSON-LD, its place, description, caption and credit (absent where a hosted project's
 * schema predates them).
 */
export interface MediaRow {
  id_project: number;
  url: string;
  kind?: 'render' | 'blueprint';
  position?: number;
  description?: string | null;
  description_en?: string | null;
  caption?: string | null;
  caption_en?: string | null;
  credit?: unknown;
}

/** The columns of a render or blueprint a page's JSON-LD reads. */
export const MEDIA_COLUMNS =
  'id_project, url, position, description, description_en, caption, caption_en, credit';

/**
 * Where the served heads, robots.txt and sitemap.xml read the site's content, always as a visitor
 * (role anon: the policies decide what shows): the embedded database (below), or a hosted
 * project's REST API with its publishable key (server/hosted/rest-content.ts).
 */
export interface SiteContent {
  /** In the studio's order. */
  projects(): Promise<Project[]>;
  media(): Promise<MediaRow[]>;
  /** The settings document of the Studio row; null when there is no row yet. */
  studioSettings(): Promise<unknown>;
  /** The former addresses of the projects a visitor may see (the rest are hidden by policy). */
  formerAddresses(): Promise<FormerAddress[]>;
}

// With the renditions: the served hero and its preload name the stored widths, as the
// page's component does, or the browser fetches the cover twice (and a transformation besides).
const PROJECT_COLUMNS =
  'id, title, subtitle, description, year, location, type, render, video, position, render_description, deleted_at, ' +
  'render_widths, video_phone, video_poster, render_focus_x, render_focus_y, render_preview, ' +
  // The English page's head and address.
  'title_en, subtitle_en, description_en, location_en, render_description_en, ' +
  // The fact sheet and the cover's and video's captions and credits (JSON-LD, the gallery's filters).
  'status, year_number, area_m2, city, city_en, country, country_en, collaborators, awards, publications, ' +
  'render_caption, render_caption_en, render_credit, video_caption, video_caption_en, video_credit, ' +
  // The 3D model's poster with its caption and credit (an ImageObject of the JSON-LD).
  'model, model_poster, model_caption, model_caption_en, model_credit';

/** The embedded backend reads its own database, as anon. */
export function databaseContent(db: Database): SiteContent {
  return {
    projects: () =>
      db.asCaller({ role: 'anon' }, async (tx) => {
        const { rows } = await tx.query<Project>(
          `select ${PROJECT_COLUMNS} from public."Project" order by position`,
        );
        return rows.map((row) => ({ ...row, id: Number(row.id) }));
      }),
    media: () =>
      db.asCaller({ role: 'anon' }, async (tx) => {
        const { rows } = await tx.query<MediaRow>(
          `select 'render' as kind, ${MEDIA_COLUMNS} from public."Render"
           union all select 'blueprint', ${MEDIA_COLUMNS} from public."Blueprint" order by kind desc, position`,
        );
        return rows.map((row) => ({ ...row, id_project: Number(row.id_project) }));
      }),
    studioSettings: () =>
      db.asCaller({ role: 'anon' }, async (tx) => {
        const { rows } = await tx.query<{ settings: unknown }>(
          `select settings from public."Studio" where id = 1`,
        );
        return rows[0]?.settings ?? null;
      }),
    formerAddresses: () =>
      db.asCaller({ role: 'anon' }, async (tx) => {
        const { rows } = await tx.query<FormerAddress>(
          `select lang, key, id_project from public."ProjectAddress"`,
        );
        return rows.map((row) => ({ ...row, id_project: Number(row.id_project) }));
      }),
  };
}
