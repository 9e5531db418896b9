import type { Database } from '../db/database';
import type { Project } from '../../core/database-shapes';
import type { FormerAddress } from './former-address';

/** A render's or blueprint's URL, by project: what a project's sitemap `lastmod` is made of. */
export interface MediaRow {
  id_project: number;
  url: string;
}

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
  'title_en, subtitle_en, description_en, location_en, render_description_en';

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
          `select id_project, url from public."Render" union all select id_project, url from public."Blueprint"`,
        );
        return rows;
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
