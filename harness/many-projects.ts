// A studio's site grown to hundreds of projects, made at run time from the demo content: each new
// project takes a demo project's cover, video and words, every project gets `renders` renders
// and `planos` planos (the demo's stored images again, so a phone fetches real files), and the
// fact sheet is filled in the way a studio's would be — statuses, years from 2005 on, a dozen
// cities, collaborators, some awards — with credits on most images. Through the service role, as
// `push` writes: nothing is versioned, every rule of the schema still checks each row.
import type { SupabaseClient } from '@supabase/supabase-js';
import { PROJECT_STATUSES } from '../core/projects/fact-values';

export interface SiteSize {
  projects: number;
  renders: number;
  planos: number;
}

/** The cities the grown site's projects are in (Spanish, English). */
export const CITIES: [string, string | null][] = [
  ['Ciudad de México', 'Mexico City'],
  ['Oaxaca', null],
  ['Guadalajara', null],
  ['Monterrey', null],
  ['Mérida', null],
  ['Puebla', null],
  ['Querétaro', null],
  ['Valle de Bravo', null],
  ['San Miguel de Allende', null],
  ['Tulum', null],
  ['Morelia', null],
  ['Veracruz', null],
];
const TYPES = ['Residencial', 'Comercial', 'Equipamiento'] as const;
const CHUNK = 100;

type Row = Record<string, unknown>;

async function all(db: SupabaseClient, table: string): Promise<Row[]> {
  const { data, error } = await db.from(table).select('*').order('id');
  if (error) throw new Error(`${table}: ${error.message}`);
  return data as Row[];
}

async function insert(db: SupabaseClient, table: string, rows: Row[]): Promise<Row[]> {
  const out: Row[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const { data, error } = await db
      .from(table)
      .insert(rows.slice(i, i + CHUNK))
      .select('id');
    if (error) throw new Error(`${table}: ${error.message}`);
    out.push(...(data as Row[]));
  }
  return out;
}

/** Grows a site holding the demo content to `size` (with the service role's client). */
export async function growSite(db: SupabaseClient, size: SiteSize): Promise<void> {
  const demo = await all(db, 'Project');
  const renders = await all(db, 'Render');
  const planos = await all(db, 'Blueprint');
  if (demo.length === 0 || renders.length === 0 || planos.length === 0)
    throw new Error('growSite needs the demo content first');
  const media = (row: Row) => ({ url: row.url, widths: row.widths });
  // By its place among its type's projects (types take turns), so every type has projects in
  // every city, and each city every status and many years.
  const facts = (n: number) => {
    const q = Math.floor(n / TYPES.length);
    const [city, cityEn] = CITIES[q % CITIES.length]!;
    return {
      status: PROJECT_STATUSES[Math.floor(q / CITIES.length) % PROJECT_STATUSES.length],
      year_number: 2005 + ((q * 7) % 20),
      area_m2: 80 + ((n * 137) % 6000),
      city,
      city_en: cityEn,
      country: 'México',
      country_en: 'Mexico',
      collaborators: [
        { role: 'Estructura', role_en: 'Structure', name: `Ingeniería ${n % 7}` },
        { role: 'Paisaje', role_en: 'Landscape', name: `Taller ${n % 5}` },
      ],
      awards: n % 9 === 0 ? [{ title: 'Bienal de Arquitectura', year: 2006 + (n % 19) }] : null,
      render_credit: n % 4 === 0 ? null : { name: `Fotógrafa ${n % 11}`, role: 'photo' },
    };
  };
  const added = Array.from({ length: Math.max(0, size.projects - demo.length) }, (_, i) => {
    const n = demo.length + i;
    const from = demo[n % demo.length]!;
    return {
      title: `Proyecto ${String(n + 1).padStart(3, '0')}`,
      subtitle: String(from.subtitle),
      description: from.description,
      description_en: from.description_en,
      year: String(2005 + (n % 20)),
      location: from.location,
      location_en: from.location_en,
      type: TYPES[n % TYPES.length],
      render: from.render,
      render_widths: from.render_widths,
      render_description: from.render_description,
      video: from.video,
      video_phone: from.video_phone,
      video_poster: from.video_poster,
      video_type: from.video_type,
      video_phone_type: from.video_phone_type,
      ...facts(n),
    };
  });
  const made = await insert(db, 'Project', added);
  const projects = [...demo.map((p) => Number(p.id)), ...made.map((p) => Number(p.id))];
  // The demo projects keep their own facts where they have some; the others get a sheet too.
  for (const [n, p] of demo.entries())
    if (p.status === null) {
      const { error } = await db.from('Project').update(facts(n)).eq('id', p.id);
      if (error) throw new Error(`Project ${String(p.id)}: ${error.message}`);
    }
  const count = (rows: Row[], id: number) => rows.filter((r) => Number(r.id_project) === id).length;
  const newRenders: Row[] = [];
  const newPlanos: Row[] = [];
  for (const [n, id] of projects.entries()) {
    const credit = n % 4 === 0 ? null : { name: `Fotógrafa ${n % 11}`, role: 'photo' };
    for (let i = count(renders, id); i < size.renders; i++)
      newRenders.push({ id_project: id, ...media(renders[(n + i) % renders.length]!), credit });
    for (let i = count(planos, id); i < size.planos; i++)
      newPlanos.push({ id_project: id, ...media(planos[(n + i) % planos.length]!) });
  }
  await insert(db, 'Render', newRenders);
  await insert(db, 'Blueprint', newPlanos);
}
