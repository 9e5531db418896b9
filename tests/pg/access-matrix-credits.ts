/**
 * The access matrix's rows for images' captions and credits, projects' facts, the client shown
 * only when the studio says so, the history of words and facts, and the one-step credit
 * (supabase/migrations/20261129000100_credits_facts.sql). Spread into access-matrix.ts.
 */
import type { Op, Outcome } from './access-matrix-types';

type Cells = Partial<Record<Op | 'truncate', Outcome[]>>;

/** A second live project whose client is shown, and a client for each fixture project. */
export const CREDITS_FIXTURE_SQL = `
insert into public."Project" (id, title, subtitle, description, year, location, type)
  values (1002, 'Casa', 'Sur', 'Otra casa', '2023', 'Lima', 'Comercial');
insert into public."ProjectClient" (id_project, name, shown) values
  (1000, 'Constructora Norte', false), (1001, 'Cliente en la papelera', true), (1002, 'Inmobiliaria Sur', true);
insert into public."ContentVersion" (table_name, row_id, id_project, old_values, new_values)
  values ('Project', 1000, 1000, '{"title": "Casa"}', '{"title": "Casa Nueva"}');
`;

const CREDIT = `'{"name": "Ana Ruiz", "role": "photo", "license": "https://creativecommons.org/licenses/by/4.0/"}'`;

export const CREDITS_STATEMENTS: Record<string, Partial<Record<Op | 'truncate', string>>> = {
  'Project credits and facts': {
    select: `select render_caption, render_credit, video_caption, video_credit, status, year_number, area_m2,
               city, city_en, country, country_en, collaborators, awards, publications from public."Project" where id = 1000`,
    update: `update public."Project" set render_caption = 'Fachada norte', render_credit = ${CREDIT},
               video_credit = '{"name": "Luis"}', status = 'built', year_number = 2021, area_m2 = 320,
               city = 'Lima', country = 'Perú', collaborators = '[{"role": "Estructura", "name": "Ingenia"}]',
               awards = '[{"title": "Premio", "year": 2022}]' where id = 1000`,
  },
  ...Object.fromEntries(
    ['Render', 'Blueprint', 'Gallery'].map((t) => [
      `${t} caption and credit`,
      {
        select: `select caption, caption_en, credit from public."${t}" where id = 1000`,
        update: `update public."${t}" set caption = 'Sala', caption_en = 'Living room', credit = ${CREDIT} where id = 1000`,
      },
    ]),
  ),
  // A client the studio keeps to itself is read by administrators alone; a shown one by anyone.
  'ProjectClient not shown': { select: `select * from public."ProjectClient" where id_project = 1000` },
  'ProjectClient shown': { select: `select * from public."ProjectClient" where id_project = 1002` },
  'ProjectClient of a trashed project': {
    select: `select * from public."ProjectClient" where id_project = 1001`,
  },
  ProjectClient: {
    insert: `insert into public."ProjectClient" (id_project, name) values (1000, 'Otra')
               on conflict (id_project) do update set name = excluded.name`,
    update: `update public."ProjectClient" set shown = true where id_project = 1000`,
    delete: `delete from public."ProjectClient" where id_project = 1000`,
    truncate: `truncate table public."ProjectClient"`,
  },
  // The history: written by the database (a trigger), read by administrators.
  ContentVersion: {
    select: `select * from public."ContentVersion"`,
    insert: `insert into public."ContentVersion" (table_name, row_id, old_values, new_values) values ('Render', 1, '{}', '{}')`,
    update: `update public."ContentVersion" set old_values = '{}'`,
    delete: `delete from public."ContentVersion"`,
    truncate: `truncate table public."ContentVersion"`,
  },
  'apply_project_credit()': { select: `select public.apply_project_credit(1000, ${CREDIT})` },
};

const row = (...cells: Outcome[]) => cells;
const ANYONE = row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok');
const ADMINS_WRITE = row('denied', 'denied', 'ok', 'ok', 'denied', 'ok', 'denied');
const NOBODY = row('denied', 'denied', 'denied', 'denied', 'denied', 'denied', 'denied');
const ADMINS_SEE = row('empty', 'empty', 'ok', 'ok', 'empty', 'ok', 'ok');

export const CREDITS_EXPECTED: Record<string, Cells> = {
  'Project credits and facts': { select: ANYONE, update: ADMINS_WRITE },
  ...Object.fromEntries(
    ['Render', 'Blueprint', 'Gallery'].map((t) => [
      `${t} caption and credit`,
      { select: ANYONE, update: ADMINS_WRITE },
    ]),
  ),
  'ProjectClient not shown': { select: ADMINS_SEE },
  'ProjectClient shown': { select: ANYONE },
  'ProjectClient of a trashed project': { select: ADMINS_SEE },
  ProjectClient: { insert: ADMINS_WRITE, update: ADMINS_WRITE, delete: ADMINS_WRITE, truncate: NOBODY },
  ContentVersion: {
    select: row('denied', 'empty', 'ok', 'ok', 'empty', 'ok', 'ok'),
    insert: row('denied', 'denied', 'denied', 'ok', 'denied', 'denied', 'denied'),
    update: row('denied', 'denied', 'denied', 'ok', 'denied', 'denied', 'denied'),
    delete: row('denied', 'denied', 'denied', 'ok', 'denied', 'denied', 'denied'),
    truncate: NOBODY,
  },
  // Visitors cannot call it; a signed-in non-administrator's call is refused by the tables' rules.
  'apply_project_credit()': { select: ADMINS_WRITE },
};
