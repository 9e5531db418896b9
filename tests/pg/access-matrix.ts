/**
 * The access rules as a matrix, emulating what PostgREST and Supabase Storage do for each request:
 * `set local role <role>` and `request.jwt.claims`, then the statement, in a transaction that is
 * rolled back. One table of expectations, run against PGlite (the embedded backend) and against
 * Debian's PostgreSQL with a hosted-shaped bootstrap, with default privileges on and off: the
 * same outcome everywhere, or the suite fails.
 */

import { CREDITS_EXPECTED, CREDITS_FIXTURE_SQL, CREDITS_STATEMENTS } from './access-matrix-credits';

import type { Actor, Op, Outcome } from './access-matrix-types';

export type { Actor, Op, Outcome };

// Then an administrator with a verified second factor, whose token proved only the
// password (aal1) or also the code (aal2), and an administrator whose token says it still has the
// one-time password it was given (app_metadata.password_change_required).
export const ACTORS: Actor[] = [
  'anon',
  'user',
  'admin',
  'service',
  'admin 2fa aal1',
  'admin 2fa aal2',
  'admin one-time password',
];
const ADMIN_ID = '00000000-0000-4000-8000-00000000a001';
const USER_ID = '00000000-0000-4000-8000-00000000a002';
const MFA_ADMIN_ID = '00000000-0000-4000-8000-00000000a003';
// One session each (auth.sessions), for the sessions' functions.
const USER_SESSION = '00000000-0000-4000-8000-00000000b002';
const ADMIN_SESSION = '00000000-0000-4000-8000-00000000b001';
const MFA_SESSION = '00000000-0000-4000-8000-00000000b003';

const CLAIMS: Record<Actor, { role: string; sub?: string; aal?: string; app_metadata?: object }> = {
  anon: { role: 'anon' },
  user: { role: 'authenticated', sub: USER_ID },
  admin: { role: 'authenticated', sub: ADMIN_ID },
  service: { role: 'service_role' },
  'admin 2fa aal1': { role: 'authenticated', sub: MFA_ADMIN_ID, aal: 'aal1' },
  'admin 2fa aal2': { role: 'authenticated', sub: MFA_ADMIN_ID, aal: 'aal2' },
  'admin one-time password': {
    role: 'authenticated',
    sub: ADMIN_ID,
    app_metadata: { password_change_required: true },
  },
};

/** A whole pyramid of 512 px tiles for a 9000×6000 plano (core/media/detail-pyramid.ts). */
const DETAIL = JSON.stringify({
  width: 9000,
  height: 6000,
  tileSize: 512,
  overlap: 1,
  format: 'webp',
  minLevel: 9,
  maxLevel: 14,
  url: '/storage/v1/object/public/Gallery/plano_files/',
});

/** One row in each table (ids far above what the identity sequences hand out), two users, one of them an administrator. */
export const FIXTURE_SQL = `
insert into auth.users (id, email, encrypted_password) values
  ('${ADMIN_ID}', 'admin@matrix.test', 'x'), ('${USER_ID}', 'user@matrix.test', 'x'),
  ('${MFA_ADMIN_ID}', 'mfa@matrix.test', 'x');
insert into private.administrators (user_id) values ('${ADMIN_ID}'), ('${MFA_ADMIN_ID}');
insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
  values ('${MFA_ADMIN_ID}', 'Teléfono', 'totp', 'verified', 'JBSWY3DPEHPK3PXP');
insert into auth.sessions (id, user_id) values
  ('${ADMIN_SESSION}', '${ADMIN_ID}'), ('${USER_SESSION}', '${USER_ID}'), ('${MFA_SESSION}', '${MFA_ADMIN_ID}');
insert into public."Project" (id, title, subtitle, description, year, location, type)
  values (1000, 'Casa', 'Norte', 'Una casa', '2024', 'Lima', 'Residencial');
insert into public."Client" (id, name, testimonial) values (1000, 'Ana', 'Muy bien');
insert into public."Gallery" (id, url) values (1000, '/g.webp');
insert into public."Render" (id, id_project, url) values (1000, 1000, '/r.webp');
insert into public."Blueprint" (id, id_project, url) values (1000, 1000, '/b.webp');
insert into storage.objects (bucket_id, name) values ('Gallery', 'matrix.png');
insert into storage.objects (bucket_id, name) values ('Papelera', 'trashed.png');
insert into storage.buckets (id, name) values ('matrix-empty', 'matrix-empty');
insert into public."Studio" (id, settings) values (1, '{"city": "Lima"}') on conflict (id) do update set settings = excluded.settings;
insert into public."Project" (id, title, subtitle, description, year, location, type, deleted_at)
  values (1001, 'Casa', 'Norte', 'En la papelera', '2024', 'Lima', 'Residencial', now());
insert into public."Client" (id, name, testimonial, deleted_at) values (1001, 'Eva', 'Bien', now());
insert into public."Gallery" (id, url, deleted_at) values (1001, '/t.webp', now());
insert into public."Render" (id, id_project, url, deleted_at) values (1001, 1000, '/t.webp', now());
insert into public."Blueprint" (id, id_project, url, deleted_at) values (1001, 1000, '/t.webp', now());
insert into public."StudioVersion" (settings) values ('{"city": "Quito"}');
insert into public."PurgedFile" (url) values ('/purgado.webp');
insert into public."ReplacedMedia" (id, id_project, field, columns) values (1000, 1000, 'render', '{"render": "/viejo.webp"}');
insert into public."DailyCount" (day, kind, page, referrer, count) values ('2026-01-01', 'view', '/', '', 3);
insert into public."ProjectAddress" (id, lang, key, id_project)
  values (1000, 'es', 'Casa Vieja-Norte', 1000), (1001, 'es', 'Casa Antigua-Norte', 1001);
insert into public."Render" (id, id_project, url, panorama) values (1002, 1000, '/sala.webp', true), (1003, 1000, '/cocina.webp', true);
insert into public."Render" (id, id_project, url, panorama, deleted_at) values (1004, 1000, '/bano.webp', true, now());
insert into public."Render" (id, id_project, url) values (1005, 1000, '/obra.webp'), (1006, 1000, '/cocina-render.webp'), (1007, 1000, '/cocina-obra.webp');
insert into public."RoomLink" (id, id_project, from_render, to_render, yaw) values (1000, 1000, 1002, 1003, 1), (1001, 1000, 1002, 1004, 2);
insert into public."RoomSpot" (id, id_project, id_render, id_blueprint, x, y, heading) values (1000, 1000, 1002, 1000, 0.5, 0.5, 90);
insert into public."RenderPair" (id, id_project, id_render, id_photo) values (1000, 1000, 1000, 1005);
insert into public."Message" (id, name, email, body, project) values (1000, 'Ana', 'ana@matrix.test', 'Hola', 1000);
${CREDITS_FIXTURE_SQL}`;

const TABLES = ['Project', 'Client', 'Gallery', 'Render', 'Blueprint'] as const;
const INSERTS: Record<(typeof TABLES)[number], string> = {
  Project: `(title, subtitle, description, year, location, type) values ('Otra', 'Sur', 'D', '2025', 'Quito', 'Comercial')`,
  Client: `(name, testimonial) values ('Luis', 'Excelente')`,
  Gallery: `(url) values ('/n.webp')`,
  Render: `(id_project, url) values (1000, '/n.webp')`,
  Blueprint: `(id_project, url) values (1000, '/n.webp')`,
};

const OBJECT = `bucket_id = 'Gallery' and name = 'matrix.png'`;
/** What each cell runs. */
export const STATEMENTS: Record<string, Partial<Record<Op | 'truncate', string>>> = {
  ...Object.fromEntries(
    TABLES.map((t) => [
      t,
      {
        select: `select * from public."${t}"`,
        insert: `insert into public."${t}" ${INSERTS[t]}`,
        update: `update public."${t}" set id = id where id = 1000`,
        delete: `delete from public."${t}" where id = 1000`,
        truncate: `truncate table public."${t}" cascade`,
      },
    ]),
  ),
  // The ordering columns: the order and the images' descriptions are written like the rest.
  ...Object.fromEntries(
    (
      [
        ['Project', `position = 1, render_description = 'Fachada'`],
        ['Render', `position = 1, description = 'Sala'`],
        ['Blueprint', `position = 1, description = 'Planta'`],
        ['Gallery', `description = 'Taller'`],
      ] as const
    ).map(([t, set]) => [
      `${t} order and descriptions`,
      {
        select: `select ${set.replace(/ = [^,]+/g, '')} from public."${t}" where id = 1000`,
        update: `update public."${t}" set ${set} where id = 1000`,
      },
    ]),
  ),
  // Trashed rows (id 1001) are the administrators' alone; anyone who writes may trash.
  ...Object.fromEntries(
    TABLES.map((t) => [
      `${t} trash`,
      {
        select: `select * from public."${t}" where deleted_at is not null`,
        update: `update public."${t}" set deleted_at = now() where id = 1000`,
      },
    ]),
  ),
  // The settings' history: written by the database (a trigger), read by administrators.
  StudioVersion: {
    select: `select * from public."StudioVersion"`,
    insert: `insert into public."StudioVersion" (settings) values ('{}')`,
    update: `update public."StudioVersion" set settings = '{}'`,
    delete: `delete from public."StudioVersion"`,
  },
  // Files of purged trash: the panel reads and clears the queue; only the purge adds to it.
  PurgedFile: {
    select: `select * from public."PurgedFile"`,
    insert: `insert into public."PurgedFile" (url) values ('/otro.webp')`,
    delete: `delete from public."PurgedFile"`,
  },
  // Replaced covers and videos in the trash: administrators record, read and delete them.
  ReplacedMedia: {
    select: `select * from public."ReplacedMedia"`,
    insert: `insert into public."ReplacedMedia" (id_project, field, columns) values (1000, 'video', '{"video": "/v.mp4"}')`,
    update: `update public."ReplacedMedia" set columns = columns where id = 1000`,
    delete: `delete from public."ReplacedMedia" where id = 1000`,
    truncate: `truncate table public."ReplacedMedia"`,
  },
  // The renditions: recorded by administrators only, read by anyone.
  ...Object.fromEntries(
    (
      [
        [
          'Project',
          `video_phone = '/storage/v1/object/public/Gallery/v.phone.mp4', video_poster = '/storage/v1/object/public/Gallery/v.poster.jpg', render_widths = '{"480": "/storage/v1/object/public/Gallery/c.480.jpg"}'`,
        ],
        ['Render', `widths = '{"480": "/storage/v1/object/public/Gallery/r.480.jpg"}'`],
        ['Blueprint', `widths = '{"480": "/storage/v1/object/public/Gallery/b.480.jpg"}'`],
        ['Gallery', `widths = '{"480": "/storage/v1/object/public/Gallery/g.480.jpg"}'`],
      ] as const
    ).map(([t, set]) => [
      `${t} renditions`,
      {
        select: `select ${set.replace(/ = '[^']+'/g, '')} from public."${t}" where id = 1000`,
        update: `update public."${t}" set ${set} where id = 1000`,
      },
    ]),
  ),
  // What each video is (its MIME type with codecs): recorded by administrators only, read by anyone.
  'Project video types': {
    select: `select video_type, video_phone_type from public."Project" where id = 1000`,
    update: `update public."Project" set video_type = 'video/mp4; codecs="hvc1.1.6.L93.B0, mp4a.40.2"', video_phone_type = 'video/mp4; codecs="avc1.64001f"' where id = 1000`,
  },
  // Focal points: set by administrators only, read by anyone (the site crops around them).
  ...Object.fromEntries(
    (
      [
        ['Project', 'render_focus_x', 'render_focus_y'],
        ['Render', 'focus_x', 'focus_y'],
        ['Blueprint', 'focus_x', 'focus_y'],
        ['Gallery', 'focus_x', 'focus_y'],
      ] as const
    ).map(([t, x, y]) => [
      `${t} focal point`,
      {
        select: `select ${x}, ${y} from public."${t}" where id = 1000`,
        update: `update public."${t}" set ${x} = 0.1, ${y} = 0.9 where id = 1000`,
      },
    ]),
  ),
  // Full detail (a tiled pyramid) and the 360° mark: set by administrators only, read by anyone.
  'Render full detail': {
    select: `select detail, panorama from public."Render" where id = 1000`,
    update: `update public."Render" set panorama = true, detail = '${DETAIL}' where id = 1000`,
  },
  'Blueprint full detail': {
    select: `select detail from public."Blueprint" where id = 1000`,
    update: `update public."Blueprint" set detail = '${DETAIL}' where id = 1000`,
  },
  // A plano drawn from a PDF names the stored PDF: recorded by administrators only, read by anyone.
  'Blueprint PDF': {
    select: `select pdf_url, pdf_page, pdf_size from public."Blueprint" where id = 1000`,
    update: `update public."Blueprint" set pdf_url = '/storage/v1/object/public/Gallery/p.pdf', pdf_page = 2, pdf_size = 4096 where id = 1000`,
  },
  // A cover's link-preview copy, cut around its focal point: recorded by administrators only,
  // read by anyone (the served head and the prerender name it).
  'Project link preview': {
    select: `select render_preview from public."Project" where id = 1000`,
    update: `update public."Project" set render_preview = '/storage/v1/object/public/Gallery/c-vista-previa.jpg' where id = 1000`,
  },
  // A project's 3D model, its poster and their sizes: recorded by administrators only, read by
  // anyone (the project page offers "3D" from them).
  'Project 3D model': {
    select: `select model, model_poster, model_poster_widths, model_size, model_source from public."Project" where id = 1000`,
    update: `update public."Project" set model = '/storage/v1/object/public/Gallery/casa.glb', model_poster = '/storage/v1/object/public/Gallery/casa-poster.webp', model_poster_widths = '{"480": "/storage/v1/object/public/Gallery/casa-poster-480w.webp"}', model_size = 3145728, model_source = 'ifc' where id = 1000`,
  },
  // One row only (id 1): the fixture's row is there, so the insert takes its place.
  Studio: {
    select: `select * from public."Studio"`,
    insert: `insert into public."Studio" (id, settings) values (1, '{}') on conflict (id) do update set settings = excluded.settings`,
    update: `update public."Studio" set settings = '{"city": "Quito"}' where id = 1`,
    delete: `delete from public."Studio" where id = 1`,
    truncate: `truncate table public."Studio"`,
  },
  // Counts are written only through count_visit (security definer); administrators read.
  DailyCount: {
    select: `select * from public."DailyCount"`,
    insert: `insert into public."DailyCount" (day, kind, page, count) values ('2026-01-02', 'view', '/', 9)`,
    update: `update public."DailyCount" set count = 99 where day = '2026-01-01'`,
    delete: `delete from public."DailyCount" where day = '2026-01-01'`,
    truncate: `truncate table public."DailyCount"`,
  },
  // Projects' former addresses: recorded by the database on rename, read with their project.
  ProjectAddress: {
    select: `select * from public."ProjectAddress" where id = 1000`,
    insert: `insert into public."ProjectAddress" (lang, key, id_project) values ('es', 'Otra-Dir', 1000)`,
    update: `update public."ProjectAddress" set key = key where id = 1000`,
    delete: `delete from public."ProjectAddress" where id = 1000`,
    truncate: `truncate table public."ProjectAddress"`,
  },
  'ProjectAddress of a trashed project': { select: `select * from public."ProjectAddress" where id = 1001` },
  // A project's walk through its 360° renders and its render/photograph pairs: read with the
  // images they name, written like them.
  RoomLink: {
    select: `select * from public."RoomLink" where id = 1000`,
    insert: `insert into public."RoomLink" (id_project, from_render, to_render, yaw) values (1000, 1003, 1002, 0.5)`,
    update: `update public."RoomLink" set yaw = -1 where id = 1000`,
    delete: `delete from public."RoomLink" where id = 1000`,
    truncate: `truncate table public."RoomLink"`,
  },
  'RoomLink to a trashed room': { select: `select * from public."RoomLink" where id = 1001` },
  RoomSpot: {
    select: `select * from public."RoomSpot" where id = 1000`,
    insert: `insert into public."RoomSpot" (id_project, id_render, id_blueprint, x, y) values (1000, 1003, 1000, 0.2, 0.3)`,
    update: `update public."RoomSpot" set heading = 180 where id = 1000`,
    delete: `delete from public."RoomSpot" where id = 1000`,
    truncate: `truncate table public."RoomSpot"`,
  },
  RenderPair: {
    select: `select * from public."RenderPair" where id = 1000`,
    insert: `insert into public."RenderPair" (id_project, id_render, id_photo) values (1000, 1006, 1007)`,
    update: `update public."RenderPair" set id_photo = id_photo where id = 1000`,
    delete: `delete from public."RenderPair" where id = 1000`,
    truncate: `truncate table public."RenderPair"`,
  },
  'public.count_visit': { select: `select public.count_visit('view', '/matrix')` },
  // Visitors' messages: written only through send_contact_message (a solved challenge, which no
  // fixed statement has: the function's refusal of one is tested with supabase-js); the panel
  // reads them, marks them answered, moves a flagged one to the inbox, trashes and deletes them.
  Message: {
    select: `select * from public."Message"`,
    insert: `insert into public."Message" (name, email, body) values ('Robot', 'robot@matrix.test', 'Spam')`,
    update: `update public."Message" set answered_at = now() where id = 1000`,
    delete: `delete from public."Message" where id = 1000`,
    truncate: `truncate table public."Message"`,
  },
  'Message text': { update: `update public."Message" set body = 'Otro texto' where id = 1000` },
  MessageSettings: {
    select: `select * from public."MessageSettings"`,
    insert: `insert into public."MessageSettings" (id) values (1) on conflict (id) do update set retention_days = 365`,
    update: `update public."MessageSettings" set retention_days = 90 where id = 1`,
    delete: `delete from public."MessageSettings" where id = 1`,
  },
  'public.contact_challenge': { select: `select public.contact_challenge()` },
  'private.contact_secret': { select: 'select * from private.contact_secret' },
  'private.contact_proof_used': { select: 'select * from private.contact_proof_used' },
  'private.visit_secret': { select: 'select * from private.visit_secret' },
  'storage.objects': {
    select: `select * from storage.objects where bucket_id = 'Gallery'`,
    insert: `insert into storage.objects (bucket_id, name) values ('Gallery', 'matrix-new.png')`,
    update: `update storage.objects set metadata = metadata where ${OBJECT}`,
    delete: `delete from storage.objects where ${OBJECT}`,
  },
  // A trashed item's files (private bucket): read, moved back to the public bucket, deleted.
  'storage.objects trash': {
    select: `select * from storage.objects where bucket_id = 'Papelera'`,
    insert: `insert into storage.objects (bucket_id, name) values ('Papelera', 'matrix-new.png')`,
    update: `update storage.objects set bucket_id = 'Gallery' where bucket_id = 'Papelera' and name = 'trashed.png'`,
    delete: `delete from storage.objects where bucket_id = 'Papelera' and name = 'trashed.png'`,
  },
  // The buckets' settings: administrators read them (the panel's size limit); the migrations write.
  'storage.buckets': {
    select: `select * from storage.buckets where id = 'Gallery'`,
    insert: `insert into storage.buckets (id, name) values ('matrix', 'matrix')`,
    update: `update storage.buckets set file_size_limit = 1 where id = 'Gallery'`,
    delete: `delete from storage.buckets where id = 'matrix-empty'`,
  },
  'private.administrators': { select: 'select * from private.administrators' },
  // The account functions: administrators only (at aal2 once they have a factor); sessions: one's own.
  'list_administrators()': { select: 'select * from public.list_administrators()' },
  'add_administrator()': { select: `select public.add_administrator('user@matrix.test')` },
  'remove_administrator()': { select: `select public.remove_administrator('${ADMIN_ID}')` },
  'my_sessions()': { select: 'select * from public.my_sessions()' },
  // Each signed-in caller ends its own session (the administrator with a factor: its aal2 one).
  'end_session()': {
    select: `select public.end_session(case (select auth.uid())
               when '${USER_ID}' then '${USER_SESSION}'::uuid when '${ADMIN_ID}' then '${ADMIN_SESSION}'::uuid
               when '${MFA_ADMIN_ID}' then '${MFA_SESSION}'::uuid end)`,
  },
  'auth.mfa_factors': { select: 'select * from auth.mfa_factors' },
  'auth.users': { select: 'select * from auth.users' },
  ...CREDITS_STATEMENTS,
};

/** anon, signed-in non-admin, administrator, service_role, then an administrator with a second
 * factor at aal1 and at aal2, and one with its one-time password — in that order (ACTORS). */
const row = (...cells: Outcome[]) => cells;
const PUBLIC_TABLE = {
  select: row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  insert: row('denied', 'denied', 'ok', 'ok', 'denied', 'ok', 'denied'),
  update: row('denied', 'denied', 'ok', 'ok', 'denied', 'ok', 'denied'),
  delete: row('denied', 'denied', 'ok', 'ok', 'denied', 'ok', 'denied'),
  truncate: row('denied', 'denied', 'denied', 'denied', 'denied', 'denied', 'denied'),
};
const NOBODY = row('denied', 'denied', 'denied', 'denied', 'denied', 'denied', 'denied');
const ADMINS_AT_AAL2 = row('denied', 'denied', 'ok', 'denied', 'denied', 'ok', 'denied');
// What only administrators read: a password without the second factor reads nothing of it.
const ADMINS_READ = row('denied', 'empty', 'ok', 'ok', 'empty', 'ok', 'ok');
const ONLY_THE_DATABASE_WRITES = row('denied', 'denied', 'denied', 'ok', 'denied', 'denied', 'denied');
export const EXPECTED: Record<string, Partial<Record<Op | 'truncate', Outcome[]>>> = {
  ...Object.fromEntries(TABLES.map((t) => [t, PUBLIC_TABLE])),
  ...Object.fromEntries(
    ['Project', 'Render', 'Blueprint', 'Gallery'].map((t) => [
      `${t} order and descriptions`,
      { select: PUBLIC_TABLE.select, update: PUBLIC_TABLE.update },
    ]),
  ),
  ...Object.fromEntries(
    ['Project', 'Render', 'Blueprint', 'Gallery'].map((t) => [
      `${t} renditions`,
      { select: PUBLIC_TABLE.select, update: PUBLIC_TABLE.update },
    ]),
  ),
  'Project video types': { select: PUBLIC_TABLE.select, update: PUBLIC_TABLE.update },
  'Blueprint PDF': { select: PUBLIC_TABLE.select, update: PUBLIC_TABLE.update },
  ...Object.fromEntries(
    ['Project', 'Render', 'Blueprint', 'Gallery'].map((t) => [
      `${t} focal point`,
      { select: PUBLIC_TABLE.select, update: PUBLIC_TABLE.update },
    ]),
  ),
  'Project link preview': { select: PUBLIC_TABLE.select, update: PUBLIC_TABLE.update },
  'Project 3D model': { select: PUBLIC_TABLE.select, update: PUBLIC_TABLE.update },
  ...Object.fromEntries(
    ['Render', 'Blueprint'].map((t) => [
      `${t} full detail`,
      { select: PUBLIC_TABLE.select, update: PUBLIC_TABLE.update },
    ]),
  ),
  Studio: PUBLIC_TABLE,
  ...Object.fromEntries(
    TABLES.map((t) => [
      `${t} trash`,
      { select: row('empty', 'empty', 'ok', 'ok', 'empty', 'ok', 'ok'), update: PUBLIC_TABLE.update },
    ]),
  ),
  StudioVersion: {
    select: ADMINS_READ,
    insert: ONLY_THE_DATABASE_WRITES,
    update: ONLY_THE_DATABASE_WRITES,
    delete: ONLY_THE_DATABASE_WRITES,
  },
  PurgedFile: {
    select: ADMINS_READ,
    insert: ONLY_THE_DATABASE_WRITES,
    delete: row('denied', 'denied', 'ok', 'ok', 'denied', 'ok', 'denied'),
  },
  ReplacedMedia: {
    select: ADMINS_READ,
    insert: PUBLIC_TABLE.insert,
    update: ONLY_THE_DATABASE_WRITES,
    delete: PUBLIC_TABLE.delete,
    truncate: NOBODY,
  },
  DailyCount: {
    select: ADMINS_READ,
    insert: ONLY_THE_DATABASE_WRITES,
    update: ONLY_THE_DATABASE_WRITES,
    delete: row('denied', 'empty', 'ok', 'ok', 'denied', 'ok', 'denied'),
    truncate: NOBODY,
  },
  ProjectAddress: {
    select: PUBLIC_TABLE.select,
    insert: ONLY_THE_DATABASE_WRITES,
    update: ONLY_THE_DATABASE_WRITES,
    delete: row('denied', 'denied', 'ok', 'ok', 'denied', 'ok', 'denied'),
    truncate: NOBODY,
  },
  // As the project itself: only those who see the trash.
  'ProjectAddress of a trashed project': { select: row('empty', 'empty', 'ok', 'ok', 'empty', 'ok', 'ok') },
  RoomLink: { ...PUBLIC_TABLE, truncate: NOBODY },
  // Hidden from everyone while a room it joins is in the trash (the service role bypasses RLS).
  'RoomLink to a trashed room': { select: row('empty', 'empty', 'empty', 'ok', 'empty', 'empty', 'empty') },
  RoomSpot: { ...PUBLIC_TABLE, truncate: NOBODY },
  RenderPair: { ...PUBLIC_TABLE, truncate: NOBODY },
  'public.count_visit': { select: row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok') },
  Message: {
    select: ADMINS_READ,
    insert: ONLY_THE_DATABASE_WRITES,
    update: PUBLIC_TABLE.update,
    delete: PUBLIC_TABLE.delete,
    truncate: NOBODY,
  },
  // What the visitor wrote stays as written: only the service role (backups, push) rewrites it.
  'Message text': { update: ONLY_THE_DATABASE_WRITES },
  MessageSettings: {
    select: ADMINS_READ,
    insert: PUBLIC_TABLE.insert,
    update: PUBLIC_TABLE.update,
    delete: ONLY_THE_DATABASE_WRITES,
  },
  'public.contact_challenge': { select: row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok') },
  'private.contact_secret': { select: NOBODY },
  'private.contact_proof_used': { select: NOBODY },
  'private.visit_secret': { select: NOBODY },
  // Visitors never list the bucket (public files are served by URL); only administrators write.
  'storage.objects': {
    select: row('empty', 'empty', 'ok', 'ok', 'ok', 'ok', 'ok'),
    insert: PUBLIC_TABLE.insert,
    update: PUBLIC_TABLE.update,
    delete: PUBLIC_TABLE.delete,
  },
  // Visitors and non-administrators can neither read, list nor move the trash's files; an
  // administrator with a second factor only at aal2.
  'storage.objects trash': {
    select: row('empty', 'empty', 'ok', 'ok', 'empty', 'ok', 'ok'),
    insert: PUBLIC_TABLE.insert,
    update: PUBLIC_TABLE.update,
    delete: PUBLIC_TABLE.delete,
  },
  // Administrators read a bucket's limits; only the database's own roles change a bucket.
  'storage.buckets': {
    select: row('empty', 'empty', 'ok', 'ok', 'ok', 'ok', 'ok'),
    insert: ONLY_THE_DATABASE_WRITES,
    update: row('empty', 'empty', 'empty', 'ok', 'empty', 'empty', 'empty'),
    delete: row('empty', 'empty', 'empty', 'ok', 'empty', 'empty', 'empty'),
  },
  'private.administrators': { select: NOBODY },
  'auth.users': { select: NOBODY },
  'list_administrators()': { select: ADMINS_AT_AAL2 },
  'add_administrator()': { select: ADMINS_AT_AAL2 },
  'remove_administrator()': { select: ADMINS_AT_AAL2 },
  // Each signed-in caller sees and ends its own session, and with a factor only past the second step.
  'my_sessions()': { select: row('denied', 'ok', 'ok', 'denied', 'denied', 'ok', 'ok') },
  'end_session()': { select: row('denied', 'ok', 'ok', 'denied', 'denied', 'ok', 'ok') },
  'auth.mfa_factors': { select: NOBODY },
  ...CREDITS_EXPECTED,
};

/** Runs statements in one transaction that is always rolled back. */
export type Query = (sql: string, params?: unknown[]) => Promise<{ rows: unknown[]; affected: number }>;
export type RolledBack = <T>(fn: (query: Query) => Promise<T>) => Promise<T>;

async function cell(inTx: RolledBack, actor: Actor, sql: string, isSelect: boolean): Promise<Outcome> {
  try {
    return await inTx(async (query) => {
      await query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(CLAIMS[actor])]);
      await query(`set local role ${CLAIMS[actor].role}`);
      const { rows, affected } = await query(sql);
      return (isSelect ? rows.length : affected) > 0 ? 'ok' : 'empty';
    });
  } catch (error) {
    if ((error as { code?: string }).code === '42501') return 'denied';
    throw new Error(`${actor}: ${sql}: ${(error as Error).message}`, { cause: error });
  }
}

/** Every cell of the matrix, in the shape of EXPECTED. */
export async function runMatrix(inTx: RolledBack): Promise<typeof EXPECTED> {
  const result: typeof EXPECTED = {};
  for (const [target, ops] of Object.entries(STATEMENTS)) {
    result[target] = {};
    for (const [op, sql] of Object.entries(ops) as [Op | 'truncate', string][]) {
      const outcomes: Outcome[] = [];
      for (const actor of ACTORS) outcomes.push(await cell(inTx, actor, sql, op === 'select'));
      result[target]![op] = outcomes;
    }
  }
  return result;
}
