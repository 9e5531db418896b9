-- Credits, captions and a fact sheet per project, with a history of what the studio changed.
--
-- 1. Image notes: every image row carries the same three columns, added by one helper so a table
--    added later gets exactly the same (`select private.add_image_notes('public."T"', 'prefix_')`):
--      <prefix>caption, <prefix>caption_en   text shown under the image; non-blank, ≤ 300 chars
--      <prefix>credit                        jsonb {"name": …, "role"?: …, "license"?: "https://…"}
--                                            checked by private.valid_credit(): name non-blank,
--                                            ≤ 120 chars; role one of photo, render, drawing,
--                                            video, model; license an http(s) URL ≤ 500 chars
--    Render, Blueprint, Gallery: no prefix. Project: `render_` (the cover), `video_` (the
--    video and its poster) and `model_` (the 3D model's poster). The studio settings' images (founders' portraits, the reel) keep
--    theirs in the settings document, whose history already exists (StudioVersion).
-- 2. The fact sheet, on Project:
--      status        'built' | 'under-construction' | 'design' | 'competition' (null: not said)
--      year_number   the year as a number (SPEC's `year` text is unchanged); filled once from the
--                    text's last four-digit year when the column is added
--      area_m2       built area in square metres (integer)
--      city, city_en, country, country_en     non-blank, ≤ 120 chars
--      collaborators [{"role", "role_en"?, "name"}], in order, ≤ 40
--      awards, publications  [{"title", "title_en"?, "year", "url"?}], in order, ≤ 40 each
-- 3. public."ProjectClient" (id_project, name, shown): the client, a row of its own so that a
--    client the studio does not show is never readable by visitors (row-level security; a
--    column could not be hidden from `select *`). Follows its project to the trash and away.
-- 4. public."ContentVersion": the history. After a change through the API (a request with
--    claims, not the service role), the old and new values of the changed columns the trigger
--    names are kept (table_name, row_id, id_project, old_values, new_values, saved_at,
--    author_email), the newest 50 per row. The panel restores an earlier value by writing it back
--    (which is itself kept). Any table joins with `create or replace trigger keep_content_version
--    after update on public."T" for each row execute function private.keep_content_version('col', …)`.
-- 5. public.apply_project_credit(project_id, credit, targets, only_empty): one credit on every
--    image of a project at once (cover, video, 3D model's poster, renders, planos), in one
--    statement's transaction.
--
-- Re-runnable: `if not exists`, guarded `do` blocks, `create or replace`, `drop policy if exists`.

------------------------------------------------------------------------------------------------
-- 1. Image notes.
create or replace function private.valid_credit(credit jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select credit is null or (
    jsonb_typeof(credit) = 'object'
    and jsonb_typeof(credit -> 'name') = 'string'
    and btrim(credit ->> 'name') <> ''
    and char_length(credit ->> 'name') <= 120
    and not exists (select 1 from jsonb_object_keys(credit) k where k not in ('name', 'role', 'license'))
    and (not credit ? 'role' or (credit ->> 'role') in ('photo', 'render', 'drawing', 'video', 'model'))
    and (not credit ? 'license' or (jsonb_typeof(credit -> 'license') = 'string'
         and char_length(credit ->> 'license') <= 500
         and (credit ->> 'license') ~ '^https?://[^\s<>"]+$'))
  )
$$;
revoke all on function private.valid_credit(jsonb) from public;
grant execute on function private.valid_credit(jsonb) to anon, authenticated, service_role;

create or replace function private.valid_short_text(value text, max_chars integer)
returns boolean
language sql
immutable
set search_path = ''
as $$ select value is null or (btrim(value) <> '' and char_length(value) <= max_chars) $$;
revoke all on function private.valid_short_text(text, integer) from public;
grant execute on function private.valid_short_text(text, integer) to anon, authenticated, service_role;

-- Adds <prefix>caption, <prefix>caption_en and <prefix>credit with their checks to `tbl`.
create or replace function private.add_image_notes(tbl regclass, prefix text default '')
returns void
language plpgsql
set search_path = ''
as $$
declare
  rel text := (select c.relname from pg_catalog.pg_class c where c.oid = tbl);
  col text;
begin
  execute format('alter table %s add column if not exists %I text', tbl, prefix || 'caption');
  execute format('alter table %s add column if not exists %I text', tbl, prefix || 'caption_en');
  execute format('alter table %s add column if not exists %I jsonb', tbl, prefix || 'credit');
  foreach col in array array[prefix || 'caption', prefix || 'caption_en'] loop
    if not exists (select 1 from pg_catalog.pg_constraint where conrelid = tbl and conname = rel || '_' || col || '_text') then
      execute format('alter table %s add constraint %I check (private.valid_short_text(%I, 300))',
                     tbl, rel || '_' || col || '_text', col);
    end if;
  end loop;
  if not exists (select 1 from pg_catalog.pg_constraint where conrelid = tbl and conname = rel || '_' || prefix || 'credit_shape') then
    execute format('alter table %s add constraint %I check (private.valid_credit(%I))',
                   tbl, rel || '_' || prefix || 'credit_shape', prefix || 'credit');
  end if;
end;
$$;
revoke all on function private.add_image_notes(regclass, text) from public;

select private.add_image_notes('public."Render"');
select private.add_image_notes('public."Blueprint"');
select private.add_image_notes('public."Gallery"');
select private.add_image_notes('public."Project"', 'render_');
select private.add_image_notes('public."Project"', 'video_');
select private.add_image_notes('public."Project"', 'model_');

------------------------------------------------------------------------------------------------
-- 2. The fact sheet.
create or replace function private.valid_collaborators(list jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select list is null or (
    jsonb_typeof(list) = 'array' and jsonb_array_length(list) <= 40
    and not exists (
      select 1 from jsonb_array_elements(list) e
       where jsonb_typeof(e) <> 'object'
          or exists (select 1 from jsonb_object_keys(e) k where k not in ('role', 'role_en', 'name'))
          or jsonb_typeof(e -> 'role') is distinct from 'string'
          or jsonb_typeof(e -> 'name') is distinct from 'string'
          or not private.valid_short_text(e ->> 'role', 120)
          or not private.valid_short_text(e ->> 'name', 120)
          or (e ? 'role_en' and (jsonb_typeof(e -> 'role_en') <> 'string' or not private.valid_short_text(e ->> 'role_en', 120)))
    )
  )
$$;
revoke all on function private.valid_collaborators(jsonb) from public;
grant execute on function private.valid_collaborators(jsonb) to anon, authenticated, service_role;

-- Awards and publications: a title (and its English), the year, an optional link.
create or replace function private.valid_mentions(list jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select list is null or (
    jsonb_typeof(list) = 'array' and jsonb_array_length(list) <= 40
    and not exists (
      select 1 from jsonb_array_elements(list) e
       where jsonb_typeof(e) <> 'object'
          or exists (select 1 from jsonb_object_keys(e) k where k not in ('title', 'title_en', 'year', 'url'))
          or jsonb_typeof(e -> 'title') is distinct from 'string'
          or not private.valid_short_text(e ->> 'title', 200)
          or (e ? 'title_en' and (jsonb_typeof(e -> 'title_en') <> 'string' or not private.valid_short_text(e ->> 'title_en', 200)))
          or jsonb_typeof(e -> 'year') is distinct from 'number'
          or (e ->> 'year') !~ '^[0-9]{4}$'
          or (e ->> 'year')::int not between 1500 and 2200
          or (e ? 'url' and (jsonb_typeof(e -> 'url') <> 'string' or char_length(e ->> 'url') > 500
                             or (e ->> 'url') !~ '^https?://[^\s<>"]+$'))
    )
  )
$$;
revoke all on function private.valid_mentions(jsonb) from public;
grant execute on function private.valid_mentions(jsonb) to anon, authenticated, service_role;

alter table public."Project" add column if not exists status text;
do $$
begin
  -- The numeric year starts as the last four-digit year the text names ('2019–2021' → 2021), once:
  -- pasted again, this leaves what the studio set since.
  if not exists (select 1 from information_schema.columns
                  where table_schema = 'public' and table_name = 'Project' and column_name = 'year_number') then
    alter table public."Project" add column year_number smallint;
    update public."Project" p set year_number = y.n
      from (select id, (select (m[1])::smallint from regexp_matches(year, '(1[5-9][0-9]{2}|2[01][0-9]{2})', 'g') m
                         order by 1 desc limit 1) as n
              from public."Project") y
     where y.id = p.id and y.n is not null;
  end if;
end $$;
alter table public."Project" add column if not exists area_m2 integer;
alter table public."Project" add column if not exists city text;
alter table public."Project" add column if not exists city_en text;
alter table public."Project" add column if not exists country text;
alter table public."Project" add column if not exists country_en text;
alter table public."Project" add column if not exists collaborators jsonb;
alter table public."Project" add column if not exists awards jsonb;
alter table public."Project" add column if not exists publications jsonb;

do $$
declare
  c record;
begin
  for c in select * from (values
      ('Project_status_value', 'status is null or status in (''built'', ''under-construction'', ''design'', ''competition'')'),
      ('Project_year_number_range', 'year_number is null or year_number between 1500 and 2200'),
      ('Project_area_m2_range', 'area_m2 is null or area_m2 between 1 and 10000000'),
      ('Project_city_text', 'private.valid_short_text(city, 120)'),
      ('Project_city_en_text', 'private.valid_short_text(city_en, 120)'),
      ('Project_country_text', 'private.valid_short_text(country, 120)'),
      ('Project_country_en_text', 'private.valid_short_text(country_en, 120)'),
      ('Project_collaborators_shape', 'private.valid_collaborators(collaborators)'),
      ('Project_awards_shape', 'private.valid_mentions(awards)'),
      ('Project_publications_shape', 'private.valid_mentions(publications)')) v(name, rule)
  loop
    if not exists (select 1 from pg_constraint where conrelid = 'public."Project"'::regclass and conname = c.name) then
      execute format('alter table public."Project" add constraint %I check (%s)', c.name, c.rule);
    end if;
  end loop;
end $$;

-- The gallery reads a type's live projects in order, narrowed by status, year and city.
create index if not exists "Project_gallery_idx" on public."Project" (type, position) where deleted_at is null;

------------------------------------------------------------------------------------------------
-- 3. The client, shown only when the studio says so.
create table if not exists public."ProjectClient" (
  id_project bigint primary key references public."Project" (id) on delete cascade,
  name text not null check (private.valid_short_text(name, 200)),
  shown boolean not null default false
);
alter table public."ProjectClient" enable row level security;
revoke all on table public."ProjectClient" from anon, authenticated, service_role;
grant select on table public."ProjectClient" to anon;
grant select, insert, update, delete on table public."ProjectClient" to authenticated, service_role;

drop policy if exists "ProjectClient: read when shown" on public."ProjectClient";
create policy "ProjectClient: read when shown" on public."ProjectClient" for select to anon
  using (shown and exists (select 1 from public."Project" p where p.id = id_project and p.deleted_at is null));
drop policy if exists "ProjectClient: read when shown, all by administrators" on public."ProjectClient";
create policy "ProjectClient: read when shown, all by administrators" on public."ProjectClient"
  for select to authenticated
  using ((shown and exists (select 1 from public."Project" p where p.id = id_project and p.deleted_at is null))
         or (select private.is_admin_past_second_step()));
drop policy if exists "ProjectClient: insert by administrators" on public."ProjectClient";
create policy "ProjectClient: insert by administrators" on public."ProjectClient" for insert to authenticated
  with check ((select private.is_admin()));
drop policy if exists "ProjectClient: update by administrators" on public."ProjectClient";
create policy "ProjectClient: update by administrators" on public."ProjectClient" for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
drop policy if exists "ProjectClient: delete by administrators" on public."ProjectClient";
create policy "ProjectClient: delete by administrators" on public."ProjectClient" for delete to authenticated
  using ((select private.is_admin()));

------------------------------------------------------------------------------------------------
-- 4. The history.
create table if not exists public."ContentVersion" (
  -- By default, not always: a restored backup and `push` bring their rows with their ids.
  id bigint generated by default as identity primary key,
  table_name text not null check (table_name ~ '^[A-Za-z]{1,63}$'),
  row_id bigint not null,
  id_project bigint references public."Project" (id) on delete cascade,
  old_values jsonb not null check (jsonb_typeof(old_values) = 'object'),
  new_values jsonb not null check (jsonb_typeof(new_values) = 'object'),
  saved_at timestamptz not null default now(),
  author_email text
);
create index if not exists "ContentVersion_id_project_idx" on public."ContentVersion" (id_project);
create index if not exists "ContentVersion_row_idx" on public."ContentVersion" (table_name, row_id, id);
alter table public."ContentVersion" enable row level security;
revoke all on table public."ContentVersion" from anon, authenticated, service_role;
grant select on table public."ContentVersion" to authenticated;
grant select, insert, update, delete on table public."ContentVersion" to service_role;
drop policy if exists "ContentVersion: read by administrators" on public."ContentVersion";
create policy "ContentVersion: read by administrators" on public."ContentVersion" for select to authenticated
  using ((select private.is_admin_past_second_step()));

-- Keeps the changed columns (the trigger's arguments) of one row. Security definer: the history
-- is written only by the database. A restore or `push` (no claims, or the service role) writes
-- the rows it brings and keeps no version of them.
create or replace function private.keep_content_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  old_row jsonb := case when tg_op = 'INSERT' then '{}'::jsonb else to_jsonb(old) end;
  new_row jsonb := case when tg_op = 'DELETE' then '{}'::jsonb else to_jsonb(new) end;
  either jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  old_values jsonb := '{}';
  new_values jsonb := '{}';
  col text;
  row_key bigint := coalesce((either ->> 'id')::bigint, (either ->> 'id_project')::bigint);
  project bigint := case when tg_table_name = 'Project' then (either ->> 'id')::bigint
                         else (either ->> 'id_project')::bigint end;
begin
  if claims is null or claims ->> 'role' is distinct from 'authenticated' then
    return null;
  end if;
  foreach col in array tg_argv loop
    if (old_row -> col) is distinct from (new_row -> col) then
      old_values := old_values || jsonb_build_object(col, old_row -> col);
      new_values := new_values || jsonb_build_object(col, new_row -> col);
    end if;
  end loop;
  if old_values = '{}'::jsonb and new_values = '{}'::jsonb then
    return null;
  end if;
  -- A row going with its project (deleted for good) leaves no version behind.
  if project is not null and not exists (select 1 from public."Project" p where p.id = project) then
    return null;
  end if;
  insert into public."ContentVersion" (table_name, row_id, id_project, old_values, new_values, author_email)
  values (tg_table_name, row_key, project, old_values, new_values, claims ->> 'email');
  delete from public."ContentVersion" v
   where v.table_name = tg_table_name and v.row_id = row_key
     and v.id < (select min(k.id) from (select c.id from public."ContentVersion" c
                                         where c.table_name = tg_table_name and c.row_id = row_key
                                         order by c.id desc limit 50) k);
  return null;
end;
$$;
revoke all on function private.keep_content_version() from public;
grant execute on function private.keep_content_version() to authenticated, service_role;

-- A row deleted for good takes its history with it (a project's goes by the foreign key).
create or replace function private.forget_content_versions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public."ContentVersion" v using gone g where v.table_name = tg_table_name and v.row_id = g.id;
  return null;
end;
$$;
revoke all on function private.forget_content_versions() from public;
grant execute on function private.forget_content_versions() to anon, authenticated, service_role;

create or replace trigger keep_content_version after update on public."Project"
  for each row execute function private.keep_content_version(
    'title', 'title_en', 'subtitle', 'subtitle_en', 'description', 'description_en', 'year',
    'location', 'location_en', 'type', 'render_description', 'render_description_en',
    'render_caption', 'render_caption_en', 'render_credit', 'video_caption', 'video_caption_en',
    'video_credit', 'model_caption', 'model_caption_en', 'model_credit', 'status', 'year_number', 'area_m2', 'city', 'city_en', 'country', 'country_en',
    'collaborators', 'awards', 'publications');
do $$
declare
  t text;
begin
  foreach t in array array['Render', 'Blueprint', 'Gallery'] loop
    execute format('create or replace trigger keep_content_version after update on public.%I
                      for each row execute function private.keep_content_version(
                        ''description'', ''description_en'', ''caption'', ''caption_en'', ''credit'')', t);
    execute format('create or replace trigger forget_content_versions after delete on public.%I
                      referencing old table as gone
                      for each statement execute function private.forget_content_versions()', t);
  end loop;
end $$;
create or replace trigger keep_content_version after insert or update or delete on public."ProjectClient"
  for each row execute function private.keep_content_version('name', 'shown');

------------------------------------------------------------------------------------------------
-- 5. One credit on every image of a project. Security invoker: the caller's rights decide (an
-- administrator's write, refused for anyone else by the tables' own rules). Returns how many
-- images now carry it.
create or replace function public.apply_project_credit(
  project_id bigint,
  credit jsonb,
  targets jsonb default '["cover", "video", "model", "renders", "planos"]',
  only_empty boolean default false
)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  changed integer := 0;
  n integer;
begin
  if credit is null or not private.valid_credit(credit) then
    raise exception 'credit must be {"name", "role"?, "license"?}' using errcode = '22023';
  end if;
  if jsonb_typeof(targets) is distinct from 'array' or jsonb_array_length(targets) = 0
     or exists (select 1 from jsonb_array_elements(targets) t
                 where jsonb_typeof(t) <> 'string' or (t #>> '{}') not in ('cover', 'video', 'model', 'renders', 'planos')) then
    raise exception 'targets must name cover, video, model, renders or planos' using errcode = '22023';
  end if;
  if not exists (select 1 from public."Project" p where p.id = project_id) then
    raise exception 'no such project' using errcode = '22023';
  end if;
  if targets ? 'cover' then
    update public."Project" p set render_credit = credit
     where p.id = project_id and p.render is not null and (not only_empty or p.render_credit is null)
       and p.render_credit is distinct from credit;
    get diagnostics n = row_count; changed := changed + n;
  end if;
  if targets ? 'video' then
    update public."Project" p set video_credit = credit
     where p.id = project_id and p.video is not null and (not only_empty or p.video_credit is null)
       and p.video_credit is distinct from credit;
    get diagnostics n = row_count; changed := changed + n;
  end if;
  -- The 3D model's poster (its column comes with 20261129000300_project_model.sql).
  if targets ? 'model' then
    update public."Project" p set model_credit = credit
     where p.id = project_id and (to_jsonb(p) ->> 'model') is not null and (not only_empty or p.model_credit is null)
       and p.model_credit is distinct from credit;
    get diagnostics n = row_count; changed := changed + n;
  end if;
  if targets ? 'renders' then
    update public."Render" r set credit = apply_project_credit.credit
     where r.id_project = project_id and r.deleted_at is null and (not only_empty or r.credit is null)
       and r.credit is distinct from apply_project_credit.credit;
    get diagnostics n = row_count; changed := changed + n;
  end if;
  if targets ? 'planos' then
    update public."Blueprint" b set credit = apply_project_credit.credit
     where b.id_project = project_id and b.deleted_at is null and (not only_empty or b.credit is null)
       and b.credit is distinct from apply_project_credit.credit;
    get diagnostics n = row_count; changed := changed + n;
  end if;
  return changed;
end;
$$;
revoke all on function public.apply_project_credit(bigint, jsonb, jsonb, boolean) from public;
grant execute on function public.apply_project_credit(bigint, jsonb, jsonb, boolean) to authenticated, service_role;

------------------------------------------------------------------------------------------------
-- The administrators' write triggers (a non-administrator's write refused with a message; with a
-- second factor, only at aal2) on the new tables, as on every other.
create or replace trigger refuse_non_admin_change before insert or update or delete on public."ProjectClient"
  for each statement execute function private.refuse_non_admin_change();
create or replace trigger refuse_non_admin_change before insert or update or delete on public."ContentVersion"
  for each statement execute function private.refuse_non_admin_change();
do $$
begin
  if to_regprocedure('private.refuse_without_second_step()') is not null then
    execute 'create or replace trigger refuse_without_second_step before insert or update or delete '
      'on public."ProjectClient" for each statement execute function private.refuse_without_second_step()';
    execute 'create or replace trigger refuse_without_second_step before insert or update or delete '
      'on public."ContentVersion" for each statement execute function private.refuse_without_second_step()';
  end if;
end
$$;
